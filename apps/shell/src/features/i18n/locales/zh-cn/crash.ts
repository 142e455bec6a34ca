/** The crash section of the zh-CN messages: a page or sub-app that failed inside its tab. */
const crash = {
  pageTitle: '此页面出错了',
  appTitle: '此子应用出错了',
  description:
    '运行中出现错误，内容已无法显示；菜单和其他标签页不受影响。请重试，若问题持续请查看日志并联系运维人员。',
  details: '错误详情',
  noMessage: '未提供错误信息',
  retry: '重试',
  viewLog: '查看日志',
};

export default crash;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    crash: typeof crash;
  }
}

/** The theme section of the zh-CN messages. */
const theme = {
  label: '主题',
  choose: '切换主题',
  names: {
    'theme-white': '白色主题',
    'theme-star': '星空主题',
    'theme-vip': '尊贵黑金',
    'theme-beautiful': '炫彩主题',
    default: '经典主题',
    'theme-hey': '活力橙',
    'theme-d2': 'D2 主题',
    'theme-bule': '深蓝主题',
  },
};

export default theme;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    theme: typeof theme;
  }
}

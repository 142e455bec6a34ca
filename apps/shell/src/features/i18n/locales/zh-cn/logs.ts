/** The logs section of the zh-CN messages. */
const logs = {
  title: '本地日志',
  titleWithCount: '本地日志（{{count}} 条）',
  open: '查看本地日志（{{count}} 条）',
  clear: '清空日志',
  clearConfirm: '确定清空全部本地日志吗？',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  type: '类型',
  url: '地址',
  message: '信息',
  stack: '堆栈',
  info: '附加信息',
  time: '时间',
  empty: '暂无日志',
  types: {
    error: '脚本错误',
    unhandledrejection: '未处理的异步错误',
    http: '接口请求',
    resource: '资源加载',
  },
};

export default logs;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    logs: typeof logs;
  }
}

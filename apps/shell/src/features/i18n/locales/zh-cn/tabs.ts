/** The tabs section of the zh-CN messages. */
export const tabs = {
  label: '已打开的页面',
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭全部',
  actions: '标签页操作',
};

/** The tabs section of the zh-CN messages. */
const tabs = {
  label: '已打开的页面',
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭全部',
  actions: '标签页操作',
  unsaved: '有未保存的修改',
  unsavedTab: '“{{title}}”',
  unsavedClose: '{{tabs}}中有未保存的修改，关闭后将丢失。仍要关闭吗？',
  unsavedRefresh: '{{tabs}}中有未保存的修改，刷新后将丢失。仍要刷新吗？',
  unsavedLost: '{{tabs}}中有未保存的修改，将会丢失。',
  discard: '放弃修改',
  keepEditing: '继续编辑',
};

export default tabs;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    tabs: typeof tabs;
  }
}

/** The search section of the zh-CN messages. */
const search = {
  button: '搜索菜单',
  shortcut: '搜索菜单（{{keys}}）',
  dialogTitle: '菜单搜索',
  placeholder: '搜索菜单（支持拼音首字母）',
  results: '搜索结果',
  noResult: '没有匹配的菜单',
  keyboardHint: '↑ ↓ 选择，Enter 打开，Esc 关闭',
};

export default search;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    search: typeof search;
  }
}

/** The menu section of the zh-CN messages. */
const menu = {
  label: '主菜单',
  empty: '暂无菜单',
};

export default menu;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    menu: typeof menu;
  }
}

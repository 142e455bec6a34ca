/** The menu section of the zh-CN messages. */
export const menu = {
  label: '主菜单',
  empty: '暂无菜单',
};

/** The firm switch section of the zh-CN messages. */
export const firmSwitch = {
  title: '切换机构',
  current: '当前',
  noFirm: '请选择要切换的机构',
  sameFirm: '所选机构即为当前机构',
  switched: '机构切换成功：{{firm}}',
};

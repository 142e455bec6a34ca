/** The firm switch section of the zh-CN messages. */
const firmSwitch = {
  title: '切换机构',
  current: '当前',
  noFirm: '请选择要切换的机构',
  sameFirm: '所选机构即为当前机构',
  switched: '机构切换成功：{{firm}}',
  switchedElsewhere: '已在另一个窗口切换到机构：{{firm}}',
};

export default firmSwitch;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    firmSwitch: typeof firmSwitch;
  }
}

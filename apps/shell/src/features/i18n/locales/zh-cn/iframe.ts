/** The iframe section of the zh-CN messages. */
const iframe = {
  frameTitle: '嵌入页面：{{host}}',
  loading: '页面加载中...',
  address: '页面地址',
  openInNewWindow: '在新窗口打开',
  missingTitle: '未指定要打开的页面',
  missingDescription: '链接中缺少页面地址（url 参数），请从菜单重新打开。',
  invalidTitle: '页面地址无效',
  invalidDescription:
    '该地址不是完整的 http(s) 地址，或含有空白、不可见字符或账号信息，已阻止加载。',
  schemeTitle: '不支持的地址类型',
  schemeDescription: '出于安全考虑，只能打开 http 或 https 地址，该地址已阻止加载。',
  refusedValue: '收到的地址',
  unknownTitle: '该页面不在门户的菜单中',
  unknownDescription: '此链接指向门户菜单和子应用登记之外的网站。请确认来源可信后再打开。',
  unknownHost: '将要打开的网站',
  openUnknown: '仍然打开 {{host}}',
  backHome: '返回首页',
};

export default iframe;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    iframe: typeof iframe;
  }
}

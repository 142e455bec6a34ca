/** The audit section of the zh-CN messages: the auditors' page. */
const audit = {
  title: '审计日志',
  subtitle: '平台的安全事件记录，只读。每条记录都与前一条以哈希相连。',
  auditorsOnly: '此页面仅限审计管理员使用。',
  filters: {
    label: '筛选条件',
    username: '用户名',
    usernamePlaceholder: '用户名',
    userId: '用户 ID',
    firmId: '机构 ID',
    event: '事件',
    eventPlaceholder: '全部事件',
    result: '结果',
    resultPlaceholder: '全部结果',
    time: '时间',
    timeStart: '开始时间',
    timeEnd: '结束时间',
    search: '查询',
    reset: '重置',
  },
  columns: {
    id: '编号',
    time: '时间',
    event: '事件',
    result: '结果',
    user: '用户',
    firm: '机构',
    object: '对象',
    address: '来源地址',
    reason: '原因',
  },
  events: {
    'auth.sign-in': '登录',
    'auth.sign-out': '退出登录',
    'session.end': '结束会话',
    'session.end-others': '结束其他会话',
    'access.refused': '访问被拒绝',
    'firm.switch': '切换机构',
    'password.change': '修改密码',
    'payment.applied': '付款申请',
    'payment.replayed': '付款请求重放',
    'duty.grant': '授予职责',
    'audit.export': '导出审计日志',
    'audit.verify': '校验审计链',
    'registry.change': '修改子应用注册表',
    'menu.change': '修改菜单',
    'feedback.handled': '处理用户反馈',
    'session.end-by-admin': '安全管理员结束会话',
    'account.disable': '停用账号',
    'account.enable': '启用账号',
  },
  results: { success: '成功', failure: '失败', refused: '拒绝' },
  userIdTag: '（ID {{id}}）',
  tableLabel: '审计记录',
  empty: '没有符合条件的记录',
  loaded: '已显示 {{count}} 条',
  loadMore: '加载更多',
  allLoaded: '已全部显示',
  export: '导出 CSV',
  exportFailed: '导出失败：{{message}}',
  verify: '校验审计链',
  verifyIntact: '审计链完整：共 {{count}} 条记录，均未被修改。',
  verifyBroken: '审计链在第 {{id}} 条记录处断开：{{problem}}',
  verifyBrokenAt: '该记录时间 {{time}}，事件 {{event}}；其前 {{intact}} 条记录完好。',
  problems: {
    changed: '记录内容已被修改，与其哈希不符',
    removed: '记录已被删除',
    reordered: '记录顺序已被调换',
    unlinked: '记录与前一条不相连：前一条被改写或有记录被删除',
    head: '链头与最后一条记录不符',
  },
};

export default audit;

declare module '../../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    audit: typeof audit;
  }
}

/** The operations section of the zh-CN messages. */
const operations = {
  title: '运行监控',
  tabs: { health: '子应用健康', feedback: '用户反馈 ({{count}})' },
  sinceAndRefreshed: '统计范围：今日 0 点以来 · 每 15 秒自动刷新，最近一次：{{time}}',
  healthRule:
    '状态按用户计：{{users}} 位及以上用户最近一次加载失败、超时或崩溃为“异常”；仅 1 位用户报告时至多为“待确认”或“已崩溃”。次数为报告的实际次数。',
  usersAffected: '{{affected}} / {{count}} 人',
  errorsOfUsers: '{{errors}}（{{count}} 位用户）',
  times: ' ×{{count}}',
  columns: {
    app: '子应用',
    state: '状态',
    mounts: '今日加载',
    firstMount: '首次加载耗时 p50 / p95',
    failureRate: '失败率',
    errors: '运行错误',
    users: '受影响用户',
    check: '地址检查',
    owner: '负责团队',
  },
  state: {
    failing: '异常',
    crashed: '已崩溃',
    unconfirmed: '待确认',
    ok: '正常',
    disabled: '已停用',
    idle: '今日未加载',
  },
  check: {
    ok: '可访问（{{status}}）',
    status: '返回 {{status}}',
    notHtml: '返回的不是页面（{{status}}）',
    unreachable: '无法连接',
    noUrl: '未配置地址',
    samePath: '由前置代理提供，未检查',
  },
  noValue: '—',
  ms: '{{value}} ms',
  problems: '最近的问题',
  noProblems: '今日没有报告问题',
  problemKinds: { failure: '加载失败', timeout: '加载超时', error: '运行错误', crash: '崩溃' },
  problemMeta: '{{time}} · {{reporter}} · {{browser}} · 注册表版本 {{version}}',
  loadFailed: '运行数据加载失败：{{message}}',
  feedback: {
    empty: '没有待处理的反馈',
    includeHandled: '显示已处理的反馈',
    from: '{{name}}（{{username}}）· {{firm}} · {{time}}',
    page: '页面：{{page}}',
    subApp: '子应用：{{name}}',
    browser: '浏览器：{{browser}}',
    log: '最近日志（{{count}}）',
    screenshotAlt: '{{name}} 提交的反馈截图',
    showScreenshot: '查看截图（{{size}}）',
    kilobytes: '{{value}} KB',
    screenshotFailed: '截图加载失败：{{message}}',
    status: { received: '已收到', inProgress: '处理中', handled: '已处理' },
    take: '接手处理',
    takeFailed: '接手失败：{{message}}',
    assignee: '处理人：{{name}}（{{time}} 接手）',
    total: '共 {{count}} 条',
    loadFailed: '反馈加载失败：{{message}}',
    markHandled: '标记为已处理',
    handled: '{{name}} 已于 {{time}} 处理',
    markFailed: '标记失败：{{message}}',
    logEntry: '{{time}} [{{type}}] {{message}}',
  },
};

export default operations;

declare module '../../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    operations: typeof operations;
  }
}

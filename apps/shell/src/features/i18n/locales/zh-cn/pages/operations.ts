/** The operations section of the zh-CN messages. */
const operations = {
  title: '运行监控',
  timings: {
    tab: '等待时间',
    intro:
      '近 {{days}} 天，按子应用与版本统计用户等待的第 75 百分位（p75）与样本数，超出预算最多的在前。预算：首次加载 {{firstMount}} ms、切回显示 {{reshow}} ms、LCP {{lcp}} ms、INP {{inp}} ms、CLS {{cls}}。',
    empty: '近 {{days}} 天没有收到等待时间的样本',
    unpinned: '未固定版本（条目 {{time}} 修改）',
    sample: '{{value}} · {{count}} 个样本',
    overBudget: '超出预算',
    withinBudget: '在预算内',
    columns: {
      app: '子应用',
      release: '版本',
      firstMount: '首次加载 p75',
      reshow: '切回显示 p75',
      lcp: 'LCP p75',
      inp: 'INP p75',
      cls: 'CLS p75',
    },
  },
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
  history: {
    column: '近 7 天',
    open: '详情',
    drawerTitle: '{{title}}（{{name}}）',
    title: '近 {{days}} 天每小时（本地时间）',
    summary:
      '近 {{days}} 天：加载 {{mounts}} 次，加载失败 {{failures}} 次，加载超时 {{timeouts}} 次，运行错误 {{errors}} 次，崩溃 {{crashes}} 次；受影响用户 {{usersAffected}} 人。',
    series: {
      mounts: '加载',
      failures: '加载失败',
      timeouts: '加载超时',
      errors: '运行错误',
      crashes: '崩溃',
      usersAffected: '受影响用户',
    },
    axisCount: '次数',
    axisUsers: '用户数',
    hour: '时段',
    asTable: '以表格查看（仅列出有报告的时段）',
    quiet: '近 7 天没有报告',
    errorGroups: '错误分组',
    groupingRule:
      '同一消息（数字、编号与地址中的内容哈希不计）且出错位置相同（文件与函数，不计内容哈希、行号与列号）的错误归为一组；按最近出现时间排列。',
    groupMeta: '{{count}} 次 · {{users}} 位用户 · 首次 {{first}} · 最近 {{last}}',
    groupsShown: '共 {{total}} 组，显示最近的 {{shown}} 组',
    noErrors: '近 7 天没有运行错误或崩溃',
    noMessage: '（无消息）',
    stack: '调用栈',
  },
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

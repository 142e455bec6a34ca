/** The operations section of the zh-CN messages. */
const operations = {
  title: '运行监控',
  tabs: { health: '子应用健康', feedback: '用户反馈 ({{count}})' },
  sinceAndRefreshed: '统计范围：今日 0 点以来 · 每 15 秒自动刷新，最近一次：{{time}}',
  columns: {
    app: '子应用',
    state: '状态',
    mounts: '今日加载',
    firstMount: '首次加载耗时 p50 / p95',
    failureRate: '失败率',
    errors: '运行错误',
    check: '地址检查',
    owner: '负责团队',
  },
  state: { failing: '异常', ok: '正常', disabled: '已停用', idle: '今日未加载' },
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
  problemKinds: { failure: '加载失败', timeout: '加载超时', error: '运行错误' },
  problemMeta: '{{time}} · {{browser}} · 注册表版本 {{version}}',
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

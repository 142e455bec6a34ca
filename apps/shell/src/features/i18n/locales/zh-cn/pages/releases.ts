/** The releases section of the zh-CN messages: an app's releases on the registry page. */
const releases = {
  title: '{{app}} 的发布版本',
  intro:
    '团队用团队令牌发布版本（SDK 命令 portal-release publish），版本发布后不会运行，直到在此设为默认、某个机构或部分用户（灰度）的版本。变更对各实例立即生效，已打开的门户在下次导航时生效。',
  running: {
    title: '运行情况',
    defaultLabel: '默认（其余机构）',
    entryUrl: '注册表地址',
    firmsLabel: '单独设置的机构',
    noFirms: '没有单独设置版本的机构',
    follow: '改回默认',
    followOf: '{{firm}} 改回默认版本',
    changedBy: '最近由 {{name}} 于 {{time}} 修改',
    rolledBackAutomatically: '{{time}} 自动回滚（自动回滚由 {{name}} 开启）',
  },
  canary: {
    label: '灰度',
    share: '{{share}}% 的用户',
    none: '没有灰度版本',
    end: '结束灰度',
    ended: '已结束灰度，所有用户运行默认版本',
    applied: '已设置灰度：{{share}}% 的用户运行 {{version}}',
  },
  automatic: {
    title: '自动回滚',
    intro:
      '灰度期间，若较新版本在最近若干分钟内的加载失败率超过默认版本的设定倍数（两个版本的加载次数都不少于最少加载次数），门户将自动回滚，记入审计日志，并通过监控该子应用的告警规则发出告警。默认关闭。',
    setBy: '由 {{name}} 于 {{time}} 开启',
    isOn: '开启',
    factor: '失败率倍数',
    minutes: '统计分钟数',
    minLoads: '最少加载次数',
    factorRequired: '请填写 1 到 100 之间的倍数',
    minutesRequired: '请填写 1 到 1440 之间的分钟数',
    minLoadsRequired: '请填写 1 到 100000 之间的次数',
    save: '保存',
    savedOn:
      '已开启自动回滚：{{minutes}} 分钟内失败率超过默认版本的 {{factor}} 倍（每个版本至少 {{minLoads}} 次加载）',
    savedOff: '已关闭自动回滚',
  },
  change: {
    title: '设置运行版本',
    target: '适用于',
    targetDefault: '默认（所有未单独设置的机构）',
    targetShare: '按用户比例（灰度）',
    share: '用户比例',
    shareHelp: '每个用户固定在同一侧；单独设置了版本的机构不受影响，其余用户运行默认版本。',
    shareRequired: '请填写 1 到 99 之间的整数',
    version: '版本',
    versionEntry: '注册表地址（不使用发布版本）',
    versionFollow: '跟随默认版本',
    versionRequired: '请选择版本',
    apply: '应用',
    applied: '已设置：{{target}} 运行 {{version}}',
  },
  rollback: {
    button: '回滚',
    title: '回滚 {{app}}？',
    description:
      '所有机构和默认都将运行 {{to}}（当前最新为 {{from}}）。已打开的门户在下次导航时生效。',
    canaryEnds: '正在进行的灰度（{{share}}% 的用户运行 {{version}}）也将结束。',
    confirm: '回滚',
    cancel: '取消',
    done: '{{app}} 已回滚到 {{to}}',
    nothing: '没有可回滚的版本',
  },
  list: {
    title: '已发布的版本',
    empty: '尚未发布版本',
    version: '版本',
    url: '地址',
    files: '文件数',
    publishedBy: '发布令牌',
    publishedAt: '发布时间',
  },
  tokens: {
    title: '团队令牌',
    intro:
      '团队令牌只能发布本应用的版本，不能调用门户的其他接口。签发后只显示一次，门户只保存其哈希值。',
    name: '令牌名称',
    namePlaceholder: '如 ci-main',
    nameRequired: '请填写令牌名称',
    issue: '签发令牌',
    issuedTitle: '团队令牌 {{name}}',
    issuedIntro:
      '请立即复制并保存到团队 CI 的密钥中（环境变量 PORTAL_TEAM_TOKEN）。关闭后无法再次查看。',
    copy: '复制令牌',
    copied: '令牌已复制',
    copyFailed: '无法复制，请选中令牌手动复制',
    close: '已保存，关闭',
    revoke: '撤销',
    revokeOf: '撤销令牌 {{name}}',
    revokeTitle: '撤销令牌 {{name}}？',
    revokeDescription: '撤销后立即失效，用它发布将被拒绝。',
    revoked: '令牌 {{name}} 已撤销',
    columns: {
      name: '名称',
      issuedBy: '签发',
      lastUsed: '最近使用',
      state: '状态',
      actions: '操作',
    },
    state: { active: '有效', revoked: '已撤销' },
    never: '从未使用',
    empty: '没有团队令牌',
  },
  person: '{{name}}（{{username}}）',
  noValue: '—',
};

export default releases;

declare module '../../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    releases: typeof releases;
  }
}

/** The registry section of the zh-CN messages. */
const registry = {
  title: '子应用注册表',
  intro:
    '门户挂载的子应用。新增、修改或停用后，各实例立即生效，已打开的门户在下次导航时生效，无需发布或重启。',
  add: '新增子应用',
  edit: '编辑',
  editRoute: '编辑 {{route}}',
  addTitle: '新增子应用',
  editTitle: '编辑子应用 {{route}}',
  save: '保存',
  cancel: '取消',
  saved: '子应用 {{route}} 已保存',
  requested: '该变更会提高子应用 {{route}} 的信任级别，已提交安全管理员审批，批准后生效',
  pendingTitle: '等待安全管理员审批的变更：{{count}} 项',
  requestOf: '/{{route}}（申请 #{{id}}）',
  newRoute: '新增路由',
  yes: '是',
  no: '否',
  raises: {
    origin: '代码来自新的来源',
    isolation: '离开独立框架',
    grantToken: '获得登录令牌',
    scopes: '可调用更多门户接口',
    unpinned: '取消锁定的发布版本',
  },
  requests: {
    title: '子应用变更审批',
    intro:
      '会提高子应用信任级别的注册表变更（在门户同源运行来自新来源的代码、离开独立框架、获得用户的登录令牌、可调用更多门户接口），须由安全管理员审批后生效，申请人不能自行审批。每次申请和审批都记入审计日志，含变更前后的内容。',
    empty: '没有待审批的变更',
    columns: {
      request: '申请',
      changes: '变更内容',
      requestedBy: '申请人',
      status: '状态',
      actions: '操作',
    },
    requestedAt: '{{name}} · {{time}}',
    status: { pending: '待审批', approved: '已批准', rejected: '已驳回' },
    decidedBy: '{{name}} · {{reason}}',
    approve: '批准',
    reject: '驳回',
    approveTitle: '批准申请 #{{id}}',
    rejectTitle: '驳回申请 #{{id}}',
    approveDescription: '批准后变更立即生效：该子应用将按申请的内容运行。',
    rejectDescription: '驳回后注册表保持不变。',
    approved: '申请 #{{id}} 已批准，变更已生效',
    rejected: '申请 #{{id}} 已驳回',
    reason: '原因',
    reasonPlaceholder: '如：已与资金科技组核对发布记录，变更单 CHG-1042',
    reasonRequired: '请填写原因',
    cancel: '取消',
  },
  turnedOn: '子应用 {{route}} 已启用',
  turnedOff: '子应用 {{route}} 已停用',
  unconfigured: '未配置',
  noValue: '—',
  pinnedRelease: '版本 {{release}}，{{count}} 个文件',
  listSeparator: '、',
  routeAndName: '/{{route}} · {{name}}',
  enabledSwitch: '启用 {{route}}',
  columns: {
    app: '子应用',
    url: '地址',
    isolation: '隔离方式',
    owner: '负责团队',
    enabled: '启用',
    actions: '操作',
  },
  fields: {
    route: '路由',
    name: '应用名称',
    titleZh: '中文名称',
    titleEn: '英文名称',
    url: '地址',
    devUrl: '本地开发地址',
    isolation: '隔离方式',
    grantToken: '向其提供登录令牌',
    scopes: '可调用的门户接口',
    pinned: '锁定的发布版本',
    isPublic: '无需登录即可访问',
    prefetch: '空闲时预加载',
    enabled: '启用',
    ownerTeam: '负责团队',
    contact: '联系方式',
  },
  hints: {
    route: '门户地址的第一段，如 treasury 对应 /main/treasury/*；小写字母、数字和 -',
    name: '子应用在 micro-app 和 SDK 中的名称，如 sub-treasury',
    url: '门户的路径（如 /sub-treasury/）或 https 地址；留空表示暂未配置',
    isPublic: '如空白页：在框架外打开，无需登录',
    pinned:
      '粘贴应用构建生成的 release-manifest.json（SDK 命令 portal-release-manifest）。锁定后，门户在运行前校验每个页面、脚本和样式的 sha256，任何不符都不会运行。留空表示不锁定；取消锁定须安全管理员审批',
    scopes:
      '子应用获得自己的令牌，只能调用所选范围的门户接口；密码、认证因素、会话和管理接口一律拒绝。增加范围须安全管理员审批',
  },
  scopes: {
    profile: '用户信息',
    crm: '客户关系',
    calendar: '日程',
    home: '公告与消息',
    todo: '待办',
    finance: '财务',
  },
  isolation: { 'micro-app': '同源沙箱（micro-app）', frame: '独立框架（供应商应用）' },
  errors: {
    routeRequired: '请填写路由',
    routePattern: '路由只能包含小写字母、数字和 -，且以字母或数字开头',
    nameRequired: '请填写应用名称',
    namePattern: '应用名称只能包含小写字母、数字和 -，且以字母开头',
    titleRequired: '请填写名称',
    pinnedJson: '发布清单不是有效的 JSON，请粘贴构建生成的 release-manifest.json',
  },
};

export default registry;

declare module '../../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    registry: typeof registry;
  }
}

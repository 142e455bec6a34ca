/** The securityAdmin section of the zh-CN messages: the security administrators' accounts page. */
const securityAdmin = {
  title: '账号与会话',
  subtitle:
    '查找账号，查看其在线会话；结束会话、停用账号、重置第二步验证或解除锁定即时生效，并记入审计日志。',
  search: '搜索账号',
  searchPlaceholder: '用户名或姓名',
  searchButton: '搜索',
  tableLabel: '账号列表',
  empty: '没有符合条件的账号',
  loadMore: '加载更多',
  columns: {
    account: '账号',
    status: '状态',
    firms: '所属机构',
    duty: '职责',
    sessions: '在线会话',
    lastSignIn: '最近登录',
    actions: '操作',
  },
  status: { active: '正常', disabled: '已停用' },
  duties: {
    system_admin: '系统管理员',
    security_admin: '安全管理员',
    auditor: '审计管理员',
  },
  noDuty: '无',
  never: '从未登录',
  manage: '会话与状态',
  manageOf: '{{name}} 的会话与状态',
  drawerTitle: '{{name}}',
  accountName: '{{name}}（{{username}}）',
  device: '设备与来源地址',
  times: '时间',
  sessionsTitle: '在线会话',
  noSessions: '没有在线会话',
  unknownDevice: '未知设备',
  unknownAddress: '未知',
  startedAt: '登录于 ',
  lastActiveAt: '最近活动 ',
  endSession: '结束',
  endSessionOf: '结束会话：{{device}}，{{address}}',
  actions: {
    endSessions: '结束全部会话',
    endSession: '结束此会话',
    disable: '停用账号',
    enable: '启用账号',
    resetFactors: '重置第二步验证',
    unlock: '解除锁定',
  },
  confirm: {
    endSessions: {
      title: '结束 {{name}} 的全部会话',
      description: '该用户在所有设备上的登录将立即失效，下次操作时需重新登录。',
    },
    endSession: {
      title: '结束 {{name}} 的一个会话',
      description:
        '将结束该用户在 {{device}}（{{address}}，登录于 {{startedAt}}）上的会话，该处下次操作时需重新登录；其他会话不受影响。',
    },
    disable: {
      title: '停用 {{name}} 的账号',
      description: '停用后该用户的全部会话立即结束，且无法再登录，直至重新启用。',
    },
    enable: {
      title: '启用 {{name}} 的账号',
      description: '启用后该用户可以重新登录。',
    },
    resetFactors: {
      title: '重置 {{name}} 的第二步验证',
      description:
        '将删除该用户的全部通行密钥、身份验证器应用及恢复码，之后仅凭密码即可登录；如安全策略要求第二步验证，用户登录后须重新添加。适用于用户遗失设备的情形，请先核实本人身份。',
    },
    unlock: {
      title: '解除 {{name}} 的账号锁定',
      description: '清除该账号的登录失败次数，用户可立即再次尝试登录。',
    },
  },
  reason: '原因',
  reasonPlaceholder: '将记入审计日志，例如：设备遗失',
  reasonRequired: '请填写原因',
  cancel: '取消',
  done: {
    endSessions: '已结束 {{count}} 个会话',
    endSession: '已结束该会话',
    disable: '账号已停用，已结束 {{count}} 个会话',
    enable: '账号已启用',
    resetFactors:
      '已重置第二步验证：删除通行密钥 {{passkeys}} 个、身份验证器应用 {{apps}} 个、未使用的恢复码 {{recoveryCodes}} 个',
    unlock: '已解除锁定，清除登录失败 {{count}} 次',
  },
};

export default securityAdmin;

declare module '../../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    securityAdmin: typeof securityAdmin;
  }
}

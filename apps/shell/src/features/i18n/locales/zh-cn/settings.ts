/** The settings section of the zh-CN messages. */
const settings = {
  title: '个人设置',
  profile: '个人信息',
  avatar: '{{name}}的头像',
  userName: '姓名',
  employeeNo: '工号',
  firm: '所属机构',
  firmNo: '机构编号',
  department: '所在部门',
  deptNo: '部门编号',
  deptShortName: '部门简称',
  businessDepartment: '业务部门',
  businessDepartmentNo: '业务部门编号',
  group: '所属集团',
  system: '所属系统',
  roles: '角色',
  noRoles: '暂无角色',
  passwordTitle: '修改密码',
  currentPassword: '当前密码',
  currentPasswordRequired: '请输入当前密码',
  newPassword: '新密码',
  newPasswordRequired: '请输入新密码',
  newPasswordSameAsCurrent: '新密码不能与当前密码相同',
  passwordPolicy: {
    asvs: '{{minLength}}–{{maxLength}} 个字符，欢迎使用由多个词组成的长密码；不能是常见的泄露密码，也不能包含用户名。',
    mlps: '{{minLength}}–{{maxLength}} 个字符，至少包含大写字母、小写字母、数字、符号中的 {{minClasses}} 类；不能是常见的泄露密码，不能包含用户名，也不能与最近 {{historyCount}} 次使用过的密码相同。',
  },
  confirmPassword: '确认新密码',
  confirmPasswordRequired: '请再次输入新密码',
  confirmPasswordMismatch: '两次输入的新密码不一致',
  submitPassword: '确认修改',
  passwordChanged: '密码修改成功',
  passwordFailed: '密码修改失败，请稍后重试。',
  preferences: '偏好设置',
  language: '语言',
  theme: '主题',
  passwordExpired: {
    title: '请修改密码',
    body: '您的密码已使用超过 {{days}} 天，按本机构的密码策略需要修改后才能继续使用。',
  },
  passkeyRequired: {
    title: '请添加通行密钥',
    body: '按照本机构的安全策略，登录需要第二重验证。请先添加一个通行密钥（保存在本设备或安全密钥中），之后即可继续使用；也可以退出登录。',
  },
  passkeys: {
    title: '通行密钥',
    intro: '通行密钥保存在您的设备或安全密钥中，可代替密码登录，并在密码登录后作为第二重验证。',
    add: '添加通行密钥',
    added: '已添加通行密钥“{{name}}”',
    none: '尚未添加通行密钥',
    when: '添加于 {{added}} · 最近使用 {{used}}',
    neverUsed: '从未使用',
    rename: '重命名',
    renameTitle: '重命名通行密钥',
    name: '名称',
    nameRequired: '请输入名称',
    remove: '删除',
    removeTitle: '删除通行密钥“{{name}}”',
    removeHint: '删除后不能再用它登录。请输入当前密码确认。',
    removed: '已删除通行密钥“{{name}}”',
    problem: {
      unsupported: '当前浏览器不支持通行密钥，请更换浏览器后再添加。',
      cancelled: '已取消，或未在规定时间内完成验证。',
      'already-registered': '该认证器已注册过您的通行密钥。',
      failed: '通行密钥操作失败，请稍后重试。',
    },
  },
  sessions: {
    title: '登录设备',
    where: '{{address}} · 登录于 {{started}} · 最近活动 {{active}}',
    unknown: '未知地址',
    unknownDevice: '未知设备',
    current: '当前会话',
    end: '结束',
    endOthers: '结束其他所有会话',
    endOthersConfirm: '结束其他 {{count}} 个会话？它们会立即退出登录。',
    none: '没有登录中的会话',
  },
};

export default settings;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    settings: typeof settings;
  }
}

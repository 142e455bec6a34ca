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

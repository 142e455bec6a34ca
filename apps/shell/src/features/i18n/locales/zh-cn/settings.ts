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
  passwordPolicy:
    '{{minLength}}–{{maxLength}} 个字符，至少包含大写字母、小写字母、数字、符号中的 {{minClasses}} 类，且不能包含用户名。',
  confirmPassword: '确认新密码',
  confirmPasswordRequired: '请再次输入新密码',
  confirmPasswordMismatch: '两次输入的新密码不一致',
  submitPassword: '确认修改',
  passwordChanged: '密码修改成功',
  passwordFailed: '密码修改失败，请稍后重试。',
  preferences: '偏好设置',
  language: '语言',
  theme: '主题',
};

export default settings;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    settings: typeof settings;
  }
}

// The server's own messages, in the languages the shell offers (spec §1: zh-CN default, en).
// `{name}` placeholders are filled from the parameters given to translate().

export type Language = 'zh-CN' | 'en';
export const defaultLanguage: Language = 'zh-CN';

const zhCn = {
  'auth.badCredentials': '用户名或密码错误',
  'auth.badClient': '客户端认证失败',
  'auth.badIdToken': '门户令牌无效或已过期，请从门户重新进入',
  'auth.signInAgain': '请重新登录',
  'auth.sessionEnded': '长时间未操作，登录已过期，请重新登录',
  'upms.userNotFound': '用户不存在',
  'upms.sessionNotFound': '该会话不存在或已结束',
  'upms.notInFirm': '您不属于该机构',
  'upms.firmNotFound': '机构不存在',
  'upms.deptNotFound': '部门不存在',
  'duty.systemAdminOnly': '该功能仅限系统管理员使用',
  'duty.securityAdminOnly': '该功能仅限安全管理员使用',
  'duty.auditorOnly': '该功能仅限审计管理员使用',
  'auth.tooManyAttempts': '登录失败次数过多，请 {minutes} 分钟后再试',
  'password.length': '新密码长度须为 {minLength}–{maxLength} 个字符',
  'password.classes': '新密码须包含大写字母、小写字母、数字、符号中的至少 {minClasses} 类',
  'password.containsUsername': '新密码不能包含用户名',
  'password.breached': '该密码常见于泄露的密码库，请换一个',
  'password.reused': '新密码不能与最近 {historyCount} 次使用过的密码相同',
  'password.sameAsCurrent': '新密码不能与当前密码相同',
  'password.wrongCurrent': '当前密码错误',
  'fftask.calendarNotFound': '日历不存在',
  'fftask.calendarNotWritable': '您无权在该日历中创建或修改日程',
  'fftask.colleagueNotFound': '同事不存在',
  'fftask.userNotInFirm': '用户 {userId} 不是该机构的在职用户',
  'fftask.scheduleNotFound': '日程不存在',
  'fftask.scheduleForbidden': '您无权编辑该日程',
  'fftask.scheduleCancelForbidden': '只有日程创建人或日历所有人可以取消日程',
  'fftask.scheduleCancelled': '日程已取消，不能再修改',
  'fftask.groupNotFound': '日历组不存在',
  'fftask.groupEditForbidden': '只有日历组所有人和编辑成员可以修改日历组',
  'fftask.groupNameTaken': '日历组名称“{name}”已被使用',
  'fftask.lockHeld': '{name} 正在编辑，锁定至 {until}，请稍后再试',
  'fftask.lockNotHeld': '您未持有编辑锁或编辑锁已过期，请重新进入编辑；本次修改未保存',
  'fftask.versionStale':
    '该记录已被 {name} 修改（当前版本 {version}），请刷新后重新编辑；本次修改未保存',
  'home.noticeNotFound': '公告不存在',
  'home.messageNotFound': '消息不存在',
  'todo.notFound': '待办不存在',
  'operations.feedbackNotFound': '该反馈不存在或已过保存期限',
  'registry.routeReserved': '路由 {route} 为门户自身使用，请换一个',
  'registry.routeTaken': '路由 {route} 已存在',
  'registry.routeNotFound': '该路由不存在',
  'registry.nameTaken': '应用名称 {name} 已被路由 {route} 使用',
  'registry.insecureUrl': '地址须为门户的路径（如 /sub-x/）或 https 地址',
  'registry.urlNotAPage': '该地址没有返回页面（{status}），请确认子应用已部署',
  'todo.notApplicant': '只有申请人可以撤回该待办',
  'todo.notPending': '只有待处理的待办可以撤回',
  'finance.projectNotFound': '项目不存在',
  'finance.projectNotApproved': '项目尚未审批通过',
  'finance.notProjectManager': '只有项目经理可以发起合同申请',
  'finance.contractExists': '该项目已发起合同申请，请勿重复提交',
  'finance.contractNotFound': '合同申请不存在',
  'finance.notContractApplicant': '只有合同申请人可以发起付款申请',
  'finance.amountExceedsRemaining': '付款金额超过合同剩余可付金额 {remaining}',
  'finance.idempotencyKeyReused': '该幂等键（Idempotency-Key）已用于另一笔付款申请，请换一个新的键',
  'request.missingField': '缺少参数 {field}',
  'request.invalidField': '参数 {field} 无效',
  'request.misleadingText': '参数 {field} 含有改变文字方向或不可见的字符',
  'request.invalidJson': '请求体不是有效的 JSON',
  'request.unsupportedMediaType': '不支持的请求内容类型',
  'request.bodyTooLarge': '请求体过大',
  'request.invalid': '请求无效',
  'request.notFound': '接口不存在',
  'request.methodNotAllowed': '不支持该请求方法',
  'server.error': '服务异常，请稍后再试',
  'server.notReady': '服务正在启动或数据库暂不可用，请稍后再试',
  'server.closing': '服务正在停止，请稍后再试',
  'server.databaseUnavailable': '数据库暂时不可用，请稍后重试',
  'shell.notBuilt': '门户前端尚未构建：请在仓库根目录运行 npm run build 后刷新本页。',
  'subApp.notBuilt': '示例子应用尚未构建：请在仓库根目录运行 npm run build 后刷新本页。',
  'demoPortal.title': '集团门户（演示）',
  'demoPortal.intro':
    '这是演示环境中代替集团门户的页面：选择一位演示用户，即以该用户身份通过门户令牌进入 Portal。',
  'demoPortal.users': '演示用户',
  'demoPortal.signIn': '登录 Portal',
  'demoPortal.signInAs': '以 {name}（{username}）身份登录 Portal',
  'demoPortal.noUsers': '没有可登录的演示用户。',
  'demoPortal.otherLanguage': 'English',
  'demoPortal.userUnavailable': '该用户不能从演示门户登录，请选择列表中的用户。',
  'demoPortal.crossSite': '请在演示门户本页选择用户登录。',
} as const;

export type MessageKey = keyof typeof zhCn;

const en: Record<MessageKey, string> = {
  'auth.badCredentials': 'Incorrect username or password',
  'auth.badClient': 'Client authentication failed',
  'auth.badIdToken': 'The portal token is invalid or has expired; enter again from the portal',
  'auth.signInAgain': 'Please sign in again',
  'auth.sessionEnded': 'You were signed out after a period of inactivity; please sign in again',
  'upms.userNotFound': 'No such user',
  'upms.sessionNotFound': 'The session does not exist or has ended',
  'upms.notInFirm': 'You are not a member of this firm',
  'upms.firmNotFound': 'No such firm',
  'upms.deptNotFound': 'No such department',
  'duty.systemAdminOnly': 'Only a system administrator may use this',
  'duty.securityAdminOnly': 'Only a security administrator may use this',
  'duty.auditorOnly': 'Only an auditor may use this',
  'auth.tooManyAttempts': 'Too many failed sign-ins; try again in {minutes} minutes',
  'password.length': 'The new password must be {minLength}–{maxLength} characters long',
  'password.classes':
    'The new password must mix at least {minClasses} of upper-case letters, lower-case letters, digits and symbols',
  'password.containsUsername': 'The new password must not contain your username',
  'password.breached': 'This password appears in lists of breached passwords; choose another',
  'password.reused': 'The new password must differ from your last {historyCount} passwords',
  'password.sameAsCurrent': 'The new password must differ from the current one',
  'password.wrongCurrent': 'The current password is incorrect',
  'fftask.calendarNotFound': 'No such calendar',
  'fftask.calendarNotWritable': 'You may not create or edit schedules in this calendar',
  'fftask.colleagueNotFound': 'No such colleague',
  'fftask.userNotInFirm': 'User {userId} is not an active member of this firm',
  'fftask.scheduleNotFound': 'No such schedule',
  'fftask.scheduleForbidden': 'You may not edit this schedule',
  'fftask.scheduleCancelForbidden':
    'Only the creator of the schedule or the owner of its calendar can cancel it',
  'fftask.scheduleCancelled': 'The schedule is cancelled and can no longer be changed',
  'fftask.groupNotFound': 'No such calendar group',
  'fftask.groupEditForbidden': 'Only the owner and editors of a calendar group can change it',
  'fftask.groupNameTaken': 'The calendar group name "{name}" is already in use',
  'fftask.lockHeld': '{name} is editing it until {until}; try again later',
  'fftask.lockNotHeld':
    'You do not hold the edit lock, or it has expired; open it for editing again. Your changes were not saved',
  'fftask.versionStale':
    '{name} has changed this record since you opened it (now version {version}); reload it and edit again. Your changes were not saved',
  'home.noticeNotFound': 'No such notice',
  'home.messageNotFound': 'No such message',
  'todo.notFound': 'No such to-do',
  'operations.feedbackNotFound': 'No such feedback, or it is past its retention',
  'registry.routeReserved': "The route {route} is the portal's own; choose another",
  'registry.routeTaken': 'The route {route} exists already',
  'registry.routeNotFound': 'No such route',
  'registry.nameTaken': 'The app name {name} is used by the route {route}',
  'registry.insecureUrl':
    'The address must be a path of the portal (such as /sub-x/) or an https address',
  'registry.urlNotAPage':
    'The address did not answer with a page ({status}); is the sub-application deployed?',
  'todo.notApplicant': 'Only the applicant can recall this to-do',
  'todo.notPending': 'Only a pending to-do can be recalled',
  'finance.projectNotFound': 'No such project',
  'finance.projectNotApproved': 'The project is not approved',
  'finance.notProjectManager': 'Only the project manager can initialise its contract application',
  'finance.contractExists':
    'This project already has a contract application; it cannot be initialised twice',
  'finance.contractNotFound': 'No such contract application',
  'finance.notContractApplicant': 'Only the applicant of the contract can apply for a payment',
  'finance.amountExceedsRemaining':
    'The amount is more than what remains payable under the contract ({remaining})',
  'finance.idempotencyKeyReused':
    'This Idempotency-Key was already used for a different payment application; use a new key',
  'request.missingField': 'Missing field {field}',
  'request.invalidField': 'Invalid value for field {field}',
  'request.misleadingText': 'Field {field} contains invisible or direction-changing characters',
  'request.invalidJson': 'The request body is not valid JSON',
  'request.unsupportedMediaType': 'Unsupported content type',
  'request.bodyTooLarge': 'The request body is too large',
  'request.invalid': 'Invalid request',
  'request.notFound': 'No such endpoint',
  'request.methodNotAllowed': 'Method not allowed',
  'server.error': 'Service error, please try again later',
  'server.notReady':
    'The service is starting or its database is unavailable; please try again shortly',
  'server.closing': 'The service is shutting down; please try again shortly',
  'server.databaseUnavailable':
    'The database is unavailable for a moment; please try again shortly',
  'shell.notBuilt':
    'The portal shell is not built: run `npm run build` at the repository root, then reload.',
  'subApp.notBuilt':
    'The example sub-application is not built: run `npm run build` at the repository root, then reload.',
  'demoPortal.title': 'Group portal (demo)',
  'demoPortal.intro':
    "The demo's stand-in for the group portal: choose a demo user to enter Portal as that user, with a portal token.",
  'demoPortal.users': 'Demo users',
  'demoPortal.signIn': 'Sign in to Portal',
  'demoPortal.signInAs': 'Sign in to Portal as {name} ({username})',
  'demoPortal.noUsers': 'There are no demo users to sign in as.',
  'demoPortal.otherLanguage': '中文',
  'demoPortal.userUnavailable':
    'This user cannot sign in from the demo portal; choose one of the users listed.',
  'demoPortal.crossSite': "Choose a user on the demo portal's own page to sign in.",
};

const catalogues: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCn, en };

export type MessageParameters = Record<string, string | number>;

export function translate(
  language: Language,
  key: MessageKey,
  parameters: MessageParameters = {},
): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in parameters ? String(parameters[name]) : placeholder,
  );
}

import type { HostContext } from '../host-context';

/** A context as the shell sends it for a signed-in user of firm 1. */
export function sampleContext(changes: Partial<HostContext> = {}): HostContext {
  return {
    version: 1,
    userInfo: { userId: 7, userName: '张三', firmId: 1, firmNo: 'F001', deptName: '信贷部' },
    crmUserInfo: { firmCode: 'F001', userRole: 'manager' },
    token: 'token-of-zhangsan',
    locale: 'zh-CN',
    theme: 'theme-white',
    buttons: ['crm:customer:add', 'crm:customer:edit'],
    baseRoute: '/main/newcrm',
    ...changes,
  };
}

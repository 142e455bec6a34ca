import type { HostContext } from '../host-context';

/** A context as the shell sends it for a signed-in user of firm 1. */
export function sampleContext(changes: Partial<HostContext> = {}): HostContext {
  return {
    version: 1,
    userInfo: { userId: 7, userName: '张三', firmId: 1, firmNo: 'F001', deptName: '信贷部' },
    crmUserInfo: {
      firmId: 1,
      firmCode: 'F001',
      loginDeptId: 11,
      loginDeptName: '信贷部',
      loginDeptCode: 'D0101',
      loginUserId: 7,
      loginUserName: '张三',
      loginUserEmployee: 'E10001',
      primaryDeptId: 11,
      primaryDeptName: '信贷部',
      primaryDeptCode: 'D0101',
      primaryDeptIndustry: '商业保理',
      groupId: 1,
      groupName: '示范金融控股集团',
      systemName: '核心业务系统',
      systemId: 1,
      userRole: 'manager',
    },
    token: 'token-of-zhangsan',
    locale: 'zh-CN',
    theme: 'theme-white',
    buttons: ['crm:customer:add', 'crm:customer:edit'],
    baseRoute: '/main/newcrm',
    ...changes,
  };
}

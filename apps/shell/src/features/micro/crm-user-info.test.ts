import type { UserInfo } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { crmUserInfoOf } from './crm-user-info';

const zhangsan: UserInfo = {
  userId: 1,
  userName: '张三',
  firmId: 1,
  firmNo: '1001',
  deptId: 11,
  deptName: '保理业务一部',
  deptNo: 'D0101',
  buDeptId: 10,
  buDeptName: '保理业务事业部',
  buDeptNo: 'BU01',
  deptShortName: '保理一部',
  employeeNo: 'E10001',
  groupId: 1,
  groupName: '示范金融控股集团',
  systemName: '核心业务系统',
  systemId: 1,
  roleLoginVos: [{ roleId: 2, roleNo: 'R1002', roleName: '部门负责人' }],
  avatar: '',
};

describe('crmUserInfoOf', () => {
  it('takes the login side from the user info and the primary department from the CRM', () => {
    const info = crmUserInfoOf(zhangsan, 'manager', [
      {
        deptId: 10,
        deptName: '保理业务事业部',
        deptCode: 'BU01',
        industry: '商业保理',
        isPrimary: false,
      },
      {
        deptId: 12,
        deptName: '风险管理部',
        deptCode: 'D0102',
        industry: '风险管理',
        isPrimary: true,
      },
    ]);

    expect(info).toEqual({
      firmId: 1,
      firmCode: '1001',
      loginDeptId: 11,
      loginDeptName: '保理业务一部',
      loginDeptCode: 'D0101',
      loginUserId: 1,
      loginUserName: '张三',
      loginUserEmployee: 'E10001',
      primaryDeptId: 12,
      primaryDeptName: '风险管理部',
      primaryDeptCode: 'D0102',
      primaryDeptIndustry: '风险管理',
      groupId: 1,
      groupName: '示范金融控股集团',
      systemName: '核心业务系统',
      systemId: 1,
      userRole: 'manager',
    });
  });

  it('falls back to the login department, without industry, when the CRM names no primary one', () => {
    const info = crmUserInfoOf(zhangsan, 'none', []);

    expect(info).toMatchObject({
      primaryDeptId: 11,
      primaryDeptName: '保理业务一部',
      primaryDeptCode: 'D0101',
      primaryDeptIndustry: '',
      userRole: 'none',
    });
  });
});

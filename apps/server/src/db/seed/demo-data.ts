// The demo organisation (DESIGN §4): three firms of one group, two users, roles with roleNo.
// Natural keys (firm_no, dept_no, username, role_no) tie the rows together, so the seed can run
// again without duplicating anything.

export const demoPassword = 'Portal@2026';

/**
 * argon2id of the demo password with the production parameters, computed once: hashing it at every
 * seed cost each test database an Argon2 run. The password is published, so is this hash.
 */
export const demoPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$N1BYxYn5dHNPUH+E1AnZxQ$h2UGdFPlBa978w2utg+/IAORIgndXzgFD+wIMZH06+g';

export const demoGroup = { id: 1, name: '示范金融控股集团' };
export const demoSystem = { id: 1, name: '核心业务系统' };

export const demoFirms = [
  { firmNo: '1001', firmName: '示范商业保理有限公司' },
  { firmNo: '1002', firmName: '示范小额贷款有限公司' },
  { firmNo: '1003', firmName: '示范融资担保有限公司' },
] as const;

export type DemoFirmNo = (typeof demoFirms)[number]['firmNo'];

type DemoDepartment = {
  firmNo: DemoFirmNo;
  deptNo: string;
  deptName: string;
  shortName: string;
  /** dept_no of the business unit it belongs to; absent for a business unit. */
  parentDeptNo?: string;
};

export const demoDepartments: DemoDepartment[] = [
  { firmNo: '1001', deptNo: 'BU01', deptName: '保理业务事业部', shortName: '保理事业部' },
  {
    firmNo: '1001',
    deptNo: 'D0101',
    deptName: '保理业务一部',
    shortName: '保理一部',
    parentDeptNo: 'BU01',
  },
  {
    firmNo: '1001',
    deptNo: 'D0102',
    deptName: '风险管理部',
    shortName: '风控部',
    parentDeptNo: 'BU01',
  },
  { firmNo: '1002', deptNo: 'BU02', deptName: '小微金融事业部', shortName: '小微事业部' },
  {
    firmNo: '1002',
    deptNo: 'D0201',
    deptName: '信贷审批部',
    shortName: '审批部',
    parentDeptNo: 'BU02',
  },
  { firmNo: '1003', deptNo: 'BU03', deptName: '担保业务事业部', shortName: '担保事业部' },
  {
    firmNo: '1003',
    deptNo: 'D0301',
    deptName: '担保业务一部',
    shortName: '担保一部',
    parentDeptNo: 'BU03',
  },
];

export const demoRoles: { firmNo: DemoFirmNo; roleNo: string; roleName: string }[] = [
  { firmNo: '1001', roleNo: 'R1001', roleName: '客户经理' },
  { firmNo: '1001', roleNo: 'R1002', roleName: '部门负责人' },
  { firmNo: '1001', roleNo: 'R1003', roleName: '风险经理' },
  // The roles of the platform's administrators and auditors (their duties: user_duties).
  { firmNo: '1001', roleNo: 'R1004', roleName: '平台管理员' },
  { firmNo: '1001', roleNo: 'R1005', roleName: '审计员' },
  { firmNo: '1001', roleNo: 'R1006', roleName: '安全管理员' },
  { firmNo: '1002', roleNo: 'R2001', roleName: '信贷审批员' },
  { firmNo: '1003', roleNo: 'R3001', roleName: '担保业务经理' },
];

type DemoMembership = {
  firmNo: DemoFirmNo;
  deptNo: string;
  buDeptNo: string;
  roleNos: string[];
};

export type DemoUser = {
  username: string;
  displayName: string;
  employeeNo: string;
  memberships: DemoMembership[];
};

export const demoUsers: DemoUser[] = [
  {
    username: 'zhangsan',
    displayName: '张三',
    employeeNo: 'E10001',
    memberships: [
      { firmNo: '1001', deptNo: 'D0101', buDeptNo: 'BU01', roleNos: ['R1001', 'R1002'] },
      { firmNo: '1002', deptNo: 'D0201', buDeptNo: 'BU02', roleNos: ['R2001'] },
    ],
  },
  {
    username: 'lisi',
    displayName: '李四',
    employeeNo: 'E10002',
    memberships: [{ firmNo: '1001', deptNo: 'D0102', buDeptNo: 'BU01', roleNos: ['R1003'] }],
  },
];

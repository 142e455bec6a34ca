// Demo menus, buttons, colleagues and CRM data (DESIGN §4). Each firm has its own tree; an entry
// lists, per firm, the roles that see it, so the same catalogue yields visibly different menus.
import type { DemoFirmNo } from './demo-data';

type Grants = Partial<Record<DemoFirmNo, string[]>>;

/** A menu entry's label for people: Chinese, then English. */
type Labels = [zh: string, en: string];

export type DemoMenuNode = {
  name: string;
  label: string;
  labelEn: string;
  icon?: string;
  path?: string;
  href?: string;
  query?: Record<string, string>;
  subRoute?: string;
  meta?: Record<string, unknown>;
  isSuperUrl?: boolean;
  /** Leaves only: the roles of each firm that see the entry. Sections show when a child shows. */
  grants?: Grants;
  children?: DemoMenuNode[];
};

const factoringStaff = ['R1001', 'R1002'];
const factoringAll = ['R1001', 'R1002', 'R1003'];
const everyone: Grants = { '1001': factoringAll, '1002': ['R2001'], '1003': ['R3001'] };
const guaranteeOnly: Grants = { '1003': ['R3001'] };
/** The workbench: everyone's, and the platform's administrators' and auditors' too. */
const workbenchGrants: Grants = {
  ...everyone,
  '1001': [...factoringAll, 'R1004', 'R1005', 'R1006'],
};

function section(name: string, [label, labelEn]: Labels, icon: string, children: DemoMenuNode[]) {
  return { name, label, labelEn, icon, children };
}

/** An entry of a sub-application route (spec §2), kept alive as a tab. */
function subApp(
  subRoute: string,
  page: string,
  [label, labelEn]: Labels,
  grants: Grants,
  extra: Partial<DemoMenuNode> = {},
): DemoMenuNode {
  return {
    name: `${subRoute}-${page.replaceAll('/', '-')}`,
    label,
    labelEn,
    path: `/${subRoute}/${page}`,
    subRoute,
    grants,
    ...extra,
  };
}

function shellPage(
  name: string,
  [label, labelEn]: Labels,
  path: string,
  icon: string,
  grants: Grants = workbenchGrants,
): DemoMenuNode {
  return { name, label, labelEn, path, icon, grants };
}

const xwdFirstGeneration: [string, Labels][] = [
  ['xwd-100zz', ['100 万自主贷', '1M self-run loan']],
  ['xwd-300zz', ['300 万自主贷', '3M self-run loan']],
  ['xwd-fbhz', ['分包合作贷', 'Subcontract partner loan']],
  ['xwd-fbzz', ['分包自主贷', 'Subcontract self-run loan']],
  ['xwd-clhz', ['存量合作贷', 'Existing-stock partner loan']],
  ['xwd-hxzz', ['核心企业自主贷', 'Core-enterprise self-run loan']],
  ['xwd-zazz', ['专案自主贷', 'Special-case self-run loan']],
  ['xwd-new-fbhz', ['新分包合作贷', 'New subcontract partner loan']],
  ['xwd-ylkq', ['养老康养贷', 'Elderly-care loan']],
];
const xwdSecondGeneration: [string, Labels][] = [
  ['xwd2-100z', ['100 万贷（二代）', '1M loan (gen. 2)']],
  ['xwd2-300z', ['300 万贷（二代）', '3M loan (gen. 2)']],
  ['xwd2-hxz', ['核心企业贷（二代）', 'Core-enterprise loan (gen. 2)']],
  ['xwd2-zaz', ['专案贷（二代）', 'Special-case loan (gen. 2)']],
  ['xwd2-fbz', ['分包贷（二代）', 'Subcontract loan (gen. 2)']],
  ['xwd2-phh', ['普惠贷（二代）', 'Inclusive loan (gen. 2)']],
  ['xwd2-clh', ['存量贷（二代）', 'Existing-stock loan (gen. 2)']],
];
const smallLoans: Grants = { '1002': ['R2001'], '1003': ['R3001'] };

export const demoMenuTree: DemoMenuNode[] = [
  section('workbench', ['工作台', 'Workbench'], 'home', [
    shellPage('home', ['首页', 'Home'], '/wel/index', 'home'),
    shellPage('backlog', ['我的待办', 'My to-dos'], '/wel/backlog', 'schedule'),
    shellPage('message', ['消息中心', 'Messages'], '/wel/message', 'message'),
    shellPage('notice', ['通知公告', 'Notices'], '/wel/notice', 'notification'),
    shellPage('info', ['个人设置', 'Personal settings'], '/info/index', 'user'),
  ]),
  section('customer', ['客户管理', 'Customers'], 'team', [
    subApp('newcrm', 'customer/list', ['客户列表', 'Customer list'], {
      '1001': factoringStaff,
      '1002': ['R2001'],
      '1003': ['R3001'],
    }),
    subApp('newcrm', 'pool/public', ['公海客户池', 'Public customer pool'], {
      '1001': factoringStaff,
      ...guaranteeOnly,
    }),
  ]),
  section('factoring', ['保理业务', 'Factoring'], 'bank', [
    subApp('factoring', 'ledger', ['保理业务台账', 'Factoring ledger'], {
      '1001': factoringAll,
      ...guaranteeOnly,
    }),
    subApp('newfactoring', 'apply', ['保理申请', 'Factoring application'], {
      '1001': factoringStaff,
      ...guaranteeOnly,
    }),
    subApp('me-factoring', 'index', ['明保理', 'Disclosed factoring'], {
      '1001': factoringStaff,
      ...guaranteeOnly,
    }),
    subApp('hm-factoring', 'index', ['暗保理', 'Undisclosed factoring'], {
      '1001': ['R1002'],
      ...guaranteeOnly,
    }),
  ]),
  section('small-loans', ['小微贷', 'Small-business loans'], 'shop', [
    section(
      'small-loans-first',
      ['一代产品', 'First-generation products'],
      'folder',
      xwdFirstGeneration.map(([route, labels]) => subApp(route, 'index', labels, smallLoans)),
    ),
    section(
      'small-loans-second',
      ['二代产品', 'Second-generation products'],
      'folder',
      xwdSecondGeneration.map(([route, labels]) => subApp(route, 'index', labels, smallLoans)),
    ),
  ]),
  section('credit', ['信贷业务', 'Credit'], 'credit-card', [
    subApp(
      'credit',
      'apply/list',
      ['授信申请', 'Credit applications'],
      { '1001': factoringStaff, '1002': ['R2001'], '1003': ['R3001'] },
      { query: { status: 'draft' } },
    ),
    subApp('newcredit', 'apply', ['新版授信', 'Credit (new edition)'], {
      '1001': ['R1002'],
      ...guaranteeOnly,
    }),
    subApp('credit-projects', 'list', ['授信项目', 'Credit projects'], {
      '1001': ['R1002'],
      ...guaranteeOnly,
    }),
    subApp('postloan', 'check/list', ['贷后检查', 'Post-loan checks'], everyone),
    subApp('hummingbird', 'index', ['蜂鸟业务', 'Hummingbird business'], {
      '1001': factoringStaff,
      ...guaranteeOnly,
    }),
  ]),
  section('performance', ['绩效', 'Performance'], 'trophy', [
    // The shell filters the kpi entry out (spec §6); the server returns it like any other.
    subApp('kpi', 'index', ['绩效考核', 'Performance review'], {
      '1001': ['R1002'],
      '1002': ['R2001'],
      '1003': ['R3001'],
    }),
  ]),
  section('services', ['综合服务', 'Services'], 'appstore', [
    subApp('form', 'index', ['表单中心', 'Form centre'], {
      '1001': factoringStaff,
      ...guaranteeOnly,
    }),
    subApp(
      'blank',
      'index',
      ['空白页', 'Blank page'],
      { '1001': ['R1002'], ...guaranteeOnly },
      { meta: { keepAlive: true, isTab: true, isAuth: false } },
    ),
    subApp('other', 'index', ['其他业务', 'Other business'], {
      '1001': ['R1002'],
      '1002': ['R2001'],
      ...guaranteeOnly,
    }),
    // A page the shell knows only from the menu: a sub-application mounted at a path of its own.
    {
      name: 'report-daily',
      label: '经营日报',
      labelEn: 'Daily business report',
      icon: 'file',
      path: '/report/daily',
      subRoute: 'other',
      grants: everyone,
    },
    {
      name: 'help-center',
      label: '帮助中心',
      labelEn: 'Help centre',
      icon: 'question-circle',
      path: '/iframe',
      href: 'https://www.example.com/portal/help',
      isSuperUrl: true,
      meta: { keepAlive: false, isTab: true, isAuth: true },
      grants: everyone,
    },
  ]),
  section('platform', ['平台运维', 'Platform operations'], 'dashboard', [
    // The page asks the server, which answers only a system administrator (duty).
    shellPage('operations', ['运行监控', 'Operations'], '/platform/operations', 'dashboard', {
      '1001': ['R1004'],
    }),
    shellPage('registry', ['子应用注册表', 'Sub-app registry'], '/platform/registry', 'appstore', {
      '1001': ['R1004'],
    }),
    shellPage('menu-admin', ['菜单管理', 'Menus'], '/platform/menus', 'menu', {
      '1001': ['R1004'],
    }),
  ]),
  section('compliance', ['合规审计', 'Compliance'], 'audit', [
    // The page asks the server, which answers only an auditor (duty); the role shows the entry.
    shellPage('audit-events', ['审计日志', 'Audit trail'], '/audit/events', 'audit', {
      '1001': ['R1005'],
    }),
  ]),
  section('security', ['安全管理', 'Security administration'], 'team', [
    // The page asks the server, which answers only a security administrator (duty).
    shellPage(
      'security-users',
      ['账号与会话', 'Accounts and sessions'],
      '/security/users',
      'team',
      { '1001': ['R1006'] },
    ),
    // Changes raising an app's trust wait here for a security administrator (four eyes).
    shellPage(
      'registry-requests',
      ['子应用变更审批', 'Sub-app change approvals'],
      '/security/registry-requests',
      'appstore',
      {
        '1001': ['R1006'],
      },
    ),
  ]),
];

/** Shortcuts of the function menu (kind 'function'), a flat list. */
export const demoFunctionMenu: DemoMenuNode[] = [
  subApp('credit', 'apply/new', ['新建授信申请', 'New credit application'], {
    '1001': factoringStaff,
    '1002': ['R2001'],
    '1003': ['R3001'],
  }),
  subApp('newcrm', 'customer/add', ['新增客户', 'New customer'], {
    '1001': factoringStaff,
    ...smallLoans,
  }),
  subApp('newfactoring', 'apply/new', ['发起保理申请', 'Start a factoring application'], {
    '1001': factoringStaff,
  }),
  subApp('postloan', 'check/new', ['登记贷后检查', 'Record a post-loan check'], {
    '1001': ['R1003'],
    ...guaranteeOnly,
  }),
];

/** Button permission codes per role number. */
export const demoButtons: Record<string, string[]> = {
  R1001: [
    'customer_add',
    'customer_edit',
    'credit_apply_add',
    'credit_apply_edit',
    'factoring_apply_add',
  ],
  R1002: [
    'customer_add',
    'customer_export',
    'credit_apply_add',
    'credit_apply_approve',
    'credit_apply_delete',
    'factoring_apply_approve',
    'kpi_view',
  ],
  R1003: ['postloan_check_submit', 'factoring_ledger_export'],
  R2001: ['customer_add', 'credit_apply_add', 'credit_apply_approve', 'xwd_loan_approve'],
  R3001: ['customer_add', 'credit_apply_add', 'guarantee_contract_add'],
};

/** How the CRM ranks each role (see docs/api/upms.md); unlisted roles count as staff. */
export const demoCrmRoles: Record<string, 'admin' | 'manager' | 'staff'> = {
  R1001: 'staff',
  R1002: 'manager',
  R1003: 'staff',
  R2001: 'staff',
  R3001: 'admin',
};

/** The CRM industry of each department, by firm and dept_no. */
export const demoIndustries: { firmNo: DemoFirmNo; deptNo: string; industry: string }[] = [
  { firmNo: '1001', deptNo: 'BU01', industry: '商业保理' },
  { firmNo: '1001', deptNo: 'D0101', industry: '商业保理' },
  { firmNo: '1001', deptNo: 'D0102', industry: '风险管理' },
  { firmNo: '1002', deptNo: 'BU02', industry: '小微金融' },
  { firmNo: '1002', deptNo: 'D0201', industry: '小微金融' },
  { firmNo: '1003', deptNo: 'BU03', industry: '融资担保' },
  { firmNo: '1003', deptNo: 'D0301', industry: '融资担保' },
];

type DemoColleague = {
  username: string;
  displayName: string;
  employeeNo: string;
  /** 1 active, 0 disabled (shown nowhere). */
  status: number;
  firmNo: DemoFirmNo;
  deptNo: string;
  buDeptNo: string;
  roleNos: string[];
};

/** Colleagues for the calendar and user pickers; they sign in with the demo password too. */
export const demoColleagues: DemoColleague[] = [
  {
    username: 'zhaoliu',
    displayName: '赵六',
    employeeNo: 'E10003',
    status: 1,
    firmNo: '1001',
    deptNo: 'D0101',
    buDeptNo: 'BU01',
    roleNos: ['R1001'],
  },
  {
    username: 'qianqi',
    displayName: '钱七',
    employeeNo: 'E10004',
    status: 1,
    firmNo: '1001',
    deptNo: 'D0102',
    buDeptNo: 'BU01',
    roleNos: ['R1003'],
  },
  {
    username: 'zhoujiu',
    displayName: '周九',
    employeeNo: 'E10005',
    status: 1,
    firmNo: '1002',
    deptNo: 'D0201',
    buDeptNo: 'BU02',
    roleNos: ['R2001'],
  },
  {
    username: 'sunba',
    displayName: '孙八',
    employeeNo: 'E10006',
    status: 0,
    firmNo: '1001',
    deptNo: 'D0101',
    buDeptNo: 'BU01',
    roleNos: ['R1001'],
  },
  {
    username: 'sysadmin',
    displayName: '系统管理员',
    employeeNo: 'E10007',
    status: 1,
    firmNo: '1001',
    deptNo: 'D0102',
    buDeptNo: 'BU01',
    roleNos: ['R1004'],
  },
  {
    username: 'secadmin',
    displayName: '安全管理员',
    employeeNo: 'E10008',
    status: 1,
    firmNo: '1001',
    deptNo: 'D0102',
    buDeptNo: 'BU01',
    roleNos: ['R1006'],
  },
  {
    username: 'auditor',
    displayName: '审计管理员',
    employeeNo: 'E10009',
    status: 1,
    firmNo: '1001',
    deptNo: 'D0102',
    buDeptNo: 'BU01',
    roleNos: ['R1005'],
  },
];

/** The platform duty of each demo account that has one (GB/T 22239 §8.1.4.2: three people). */
export const demoDuties: {
  username: string;
  duty: 'system_admin' | 'security_admin' | 'auditor';
}[] = [
  { username: 'sysadmin', duty: 'system_admin' },
  { username: 'secadmin', duty: 'security_admin' },
  { username: 'auditor', duty: 'auditor' },
];

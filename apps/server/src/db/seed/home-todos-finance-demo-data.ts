// Demo notices, messages, to-dos and finance projects (DESIGN §4): enough for every screen of
// the workbench, the to-do list and the finance pages, for each demo user in each of their firms.
import type { DemoFirmNo } from './demo-data';

export type DemoNotice = { title: string; content: string; publisher: string; isTop: boolean };

/** Each firm's announcements, oldest first; the first is pinned. */
export const demoNotices: DemoNotice[] = [
  {
    title: '关于开展年度合规培训的通知',
    content: '各部门：请全体员工于本月底前完成年度合规培训及考试，成绩计入年度考核。',
    publisher: '合规管理部',
    isTop: true,
  },
  {
    title: '核心业务系统升级公告',
    content: '核心业务系统将于本周六 22:00 至次日 06:00 升级，期间暂停服务，请提前安排工作。',
    publisher: '信息技术部',
    isTop: false,
  },
  {
    title: '第三季度风险排查工作安排',
    content: '请各业务部门对存量项目开展风险排查，重点关注逾期、展期及担保变化情况。',
    publisher: '风险管理部',
    isTop: false,
  },
  {
    title: '国庆节放假安排',
    content: '国庆节放假七天，节前请完成在途审批，节后第一个工作日正常上班。',
    publisher: '综合管理部',
    isTop: false,
  },
  {
    title: '新版授信审批流程上线',
    content: '新版授信审批流程已上线，审批节点由五级调整为四级，详见制度汇编。',
    publisher: '授信审批部',
    isTop: false,
  },
  {
    title: '关于规范付款申请材料的通知',
    content: '付款申请须附合同、发票及收款账户证明，材料不全的申请将被退回。',
    publisher: '财务管理部',
    isTop: false,
  },
];

export type DemoMessage = {
  title: string;
  content: string;
  sender: string;
  link: string | null;
  isRead: boolean;
};

/** Each user's messages, oldest first. */
export const demoMessages: DemoMessage[] = [
  {
    title: '您的授信申请已审批通过',
    content: '华东精密制造有限公司综合授信申请已审批通过，请及时发起合同申请。',
    sender: '系统通知',
    link: '/credit/approval/detail',
    isRead: true,
  },
  {
    title: '待办提醒：保理融资申请待审核',
    content: '您有一条保理融资申请待审核，请在两个工作日内处理。',
    sender: '流程中心',
    link: '/wel/backlog',
    isRead: true,
  },
  {
    title: '密码即将过期',
    content: '您的登录密码将于 7 天后过期，请尽快在个人设置中修改。',
    sender: '系统通知',
    link: '/info/index',
    isRead: false,
  },
  {
    title: '贷后检查报告被退回',
    content: '南方物流集团贷后检查报告被退回，退回意见：请补充现场检查照片。',
    sender: '风险管理部',
    link: '/postloan/inspection/detail',
    isRead: false,
  },
  {
    title: '周例会纪要',
    content: '本周例会纪要已归档，请查阅并落实会上分配的事项。',
    sender: '部门负责人',
    link: null,
    isRead: true,
  },
  {
    title: '付款申请已提交',
    content: '您提交的付款申请已进入财务复核环节。',
    sender: '财务管理部',
    link: '/newfactoring/payment/detail',
    isRead: false,
  },
  {
    title: '客户准入资料待补充',
    content: '西部能源科技有限公司客户准入资料缺少近三年审计报告，请补充。',
    sender: '客户管理部',
    link: '/newcrm/customer/admission',
    isRead: false,
  },
  {
    title: '绩效考核结果确认',
    content: '上季度绩效考核结果已发布，请在本周内确认。',
    sender: '人力资源部',
    link: '/kpi/score/confirm',
    isRead: false,
  },
];

export type DemoTodoTemplate = {
  title: string;
  businessType: string;
  subApp: string;
  urgency: 'normal' | 'urgent' | 'critical';
  /** Step names of its approval flow, after the applicant's submission. */
  steps: string[];
};

/** A dozen kinds of work that reach different sub-applications. */
export const demoTodoTemplates: DemoTodoTemplate[] = [
  {
    title: '华东精密制造有限公司 3000 万元综合授信',
    businessType: '授信审批',
    subApp: '/credit/approval/detail',
    urgency: 'urgent',
    steps: ['部门负责人审核', '风险经理审查', '审批委员会审批'],
  },
  {
    title: '南方物流集团应收账款保理融资',
    businessType: '保理融资',
    subApp: '/factoring/apply/detail',
    urgency: 'normal',
    steps: ['业务复核', '风险审查'],
  },
  {
    title: '南方物流集团贷后检查报告',
    businessType: '贷后检查',
    subApp: '/postloan/inspection/detail',
    urgency: 'normal',
    steps: ['部门负责人审核', '风险经理确认'],
  },
  {
    title: '西部能源科技有限公司客户准入',
    businessType: '客户准入',
    subApp: '/newcrm/customer/admission',
    urgency: 'normal',
    steps: ['客户经理复核', '部门负责人审核'],
  },
  {
    title: '华东精密制造有限公司借款合同审批',
    businessType: '合同审批',
    subApp: '/credit-projects/contract/detail',
    urgency: 'critical',
    steps: ['法务审核', '部门负责人审批'],
  },
  {
    title: '北方建材有限公司首笔放款付款审批',
    businessType: '付款审批',
    subApp: '/newfactoring/payment/detail',
    urgency: 'urgent',
    steps: ['财务复核', '财务负责人审批'],
  },
  {
    title: '第三季度绩效考核结果确认',
    businessType: '绩效确认',
    subApp: '/kpi/score/confirm',
    urgency: 'normal',
    steps: ['本人确认'],
  },
  {
    title: '个体工商户陈某经营贷 50 万元',
    businessType: '小微贷款',
    subApp: '/xwd-100zz/loan/approve',
    urgency: 'normal',
    steps: ['信贷审批员审批'],
  },
  {
    title: '中部农业发展有限公司授信额度调整',
    businessType: '额度调整',
    subApp: '/newcredit/limit/adjust',
    urgency: 'urgent',
    steps: ['部门负责人审核', '风险经理审查'],
  },
  {
    title: '东海船舶配套有限公司贷款展期申请',
    businessType: '展期申请',
    subApp: '/postloan/extension/detail',
    urgency: 'critical',
    steps: ['风险经理审查', '分管领导审批'],
  },
  {
    title: '华南电子商务有限公司风险预警处置',
    businessType: '风险预警',
    subApp: '/hm-factoring/warning/detail',
    urgency: 'urgent',
    steps: ['风险经理处置'],
  },
  {
    title: '办公设备采购申请',
    businessType: '表单审批',
    subApp: '/form/flow/approve',
    urgency: 'normal',
    steps: ['部门负责人审批'],
  },
];

/** Applicants without a portal account: requests that come from other systems. */
export const demoOutsideApplicants = ['王五', '赵六', '孙七'];

export type DemoProject = {
  projectNo: string;
  firmNo: DemoFirmNo;
  /** Username of the project manager. */
  manager: string;
  name: string;
  customer: string;
  amountCents: number;
  termMonths: number;
  status: 'approved' | 'pending';
  /** Cents already applied for, when the project has a contract application. */
  contract?: { paidCents: number; payeeName: string; payeeAccount: string };
};

export const demoProjects: DemoProject[] = [
  {
    projectNo: 'PJ-1001-001',
    firmNo: '1001',
    manager: 'zhangsan',
    name: '华东精密制造应收账款保理项目',
    customer: '华东精密制造有限公司',
    amountCents: 3_000_000_000,
    termMonths: 12,
    status: 'approved',
    contract: {
      paidCents: 500_000_000,
      payeeName: '华东精密制造有限公司',
      payeeAccount: '6222021001001234567',
    },
  },
  {
    projectNo: 'PJ-1001-002',
    firmNo: '1001',
    manager: 'zhangsan',
    name: '南方物流集团供应链保理项目',
    customer: '南方物流集团有限公司',
    amountCents: 1_500_000_000,
    termMonths: 6,
    status: 'approved',
  },
  {
    projectNo: 'PJ-1001-003',
    firmNo: '1001',
    manager: 'lisi',
    name: '北方建材有限公司保理融资项目',
    customer: '北方建材有限公司',
    amountCents: 800_000_000,
    termMonths: 9,
    status: 'approved',
    contract: {
      paidCents: 200_000_000,
      payeeName: '北方建材有限公司',
      payeeAccount: '6217000010002345678',
    },
  },
  {
    projectNo: 'PJ-1001-004',
    firmNo: '1001',
    manager: 'lisi',
    name: '中部农业发展保理项目',
    customer: '中部农业发展有限公司',
    amountCents: 600_000_050,
    termMonths: 12,
    status: 'approved',
  },
  {
    projectNo: 'PJ-1001-005',
    firmNo: '1001',
    manager: 'zhangsan',
    name: '西部能源科技保理项目',
    customer: '西部能源科技有限公司',
    amountCents: 2_000_000_000,
    termMonths: 24,
    status: 'pending',
  },
  {
    projectNo: 'PJ-1002-001',
    firmNo: '1002',
    manager: 'zhangsan',
    name: '个体工商户经营贷项目',
    customer: '陈某（个体工商户）',
    amountCents: 50_000_000,
    termMonths: 36,
    status: 'approved',
    contract: { paidCents: 10_000_000, payeeName: '陈某', payeeAccount: '6228480010003456789' },
  },
  {
    projectNo: 'PJ-1002-002',
    firmNo: '1002',
    manager: 'zhangsan',
    name: '小微企业流动资金贷款项目',
    customer: '东海船舶配套有限公司',
    amountCents: 300_000_000,
    termMonths: 12,
    status: 'approved',
  },
];

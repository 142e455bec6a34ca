// Demo notices, messages, to-dos and finance projects (DESIGN §4): enough for every screen of
// the workbench, the to-do list and the finance pages, for each demo user in each of their firms.
// Each list has a base every firm or user gets, then items of one firm's business (its customers,
// its contracts) and items of one user in one firm, so that a firm switch or another user changes
// what the workbench shows, and how many.
import type { DemoFirmNo } from './demo-data';

/** Who gets an item: only the firm and the users named; everyone where nothing is named. */
export type DemoAudience = {
  /** The firm whose business it is; absent: every firm. */
  firmNo?: DemoFirmNo;
  /** Usernames of the users it is for; absent: every user (of the firm, when one is named). */
  to?: string[];
};

/** Whether an item is for this user working in this firm. */
export function isFor(item: DemoAudience, firmNo: DemoFirmNo, username: string): boolean {
  return (
    (item.firmNo === undefined || item.firmNo === firmNo) &&
    (item.to === undefined || item.to.includes(username))
  );
}

export type DemoNotice = Pick<DemoAudience, 'firmNo'> & {
  title: string;
  content: string;
  publisher: string;
  isTop: boolean;
};

/** Announcements, oldest first: the six of every firm (the first pinned), then each firm's own. */
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
  {
    firmNo: '1001',
    title: '示范商业保理有限公司第三季度保理业务经营通报',
    content:
      '第三季度公司新增保理业务投放 5.3 亿元，应收账款回款率保持在九成八以上，请各部门对照目标查漏补缺。',
    publisher: '综合管理部',
    isTop: false,
  },
  {
    firmNo: '1001',
    title: '关于华东精密制造保理项目续作评审的通知',
    content: '华东精密制造应收账款保理项目将于下月到期，保理业务一部请于本周五前提交续作评审材料。',
    publisher: '保理业务事业部',
    isTop: false,
  },
  {
    firmNo: '1001',
    title: '南方物流集团供应链保理项目专项检查安排',
    content: '风险管理部将于下周对南方物流集团供应链保理项目开展专项检查，请项目组提前准备底稿。',
    publisher: '风险管理部',
    isTop: false,
  },
  {
    firmNo: '1002',
    title: '示范小额贷款有限公司小微贷款贷后走访安排',
    content: '本月起对存量经营贷客户开展贷后走访，个体工商户陈某等客户由信贷审批部牵头走访。',
    publisher: '小微金融事业部',
    isTop: false,
  },
  {
    firmNo: '1003',
    title: '示范融资担保有限公司在保项目代偿风险排查通知',
    content: '请担保业务一部对全部在保项目开展代偿风险排查，重点关注被担保企业的经营和现金流变化。',
    publisher: '风险管理部',
    isTop: false,
  },
  {
    firmNo: '1003',
    title: '担保业务一部保后检查工作安排',
    content: '担保业务一部第四季度保后检查计划已下发，请各项目经理按计划完成现场检查并上传报告。',
    publisher: '担保业务事业部',
    isTop: false,
  },
];

export type DemoMessage = DemoAudience & {
  title: string;
  content: string;
  sender: string;
  link: string | null;
  isRead: boolean;
};

/**
 * Messages, oldest first. One without a firm shows in every firm of its recipient; one of a firm
 * only while the recipient works there.
 */
export const demoMessages: DemoMessage[] = [
  {
    title: '门户系统升级完成',
    content: '门户系统已完成升级，新增工作台待办提醒，欢迎使用。',
    sender: '信息技术部',
    link: null,
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
    firmNo: '1001',
    title: '待办提醒：保理融资申请待审核',
    content: '南方物流集团应收账款保理融资申请待审核，请在两个工作日内处理。',
    sender: '流程中心',
    link: '/wel/backlog',
    isRead: true,
  },
  {
    firmNo: '1001',
    title: '贷后检查报告被退回',
    content: '南方物流集团贷后检查报告被退回，退回意见：请补充现场检查照片。',
    sender: '风险管理部',
    link: '/postloan/inspection/detail',
    isRead: false,
  },
  {
    firmNo: '1001',
    title: '示范商业保理有限公司周例会纪要',
    content: '本周例会纪要已归档，请查阅并落实会上分配的事项。',
    sender: '综合管理部',
    link: null,
    isRead: true,
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '您的授信申请已审批通过',
    content: '华东精密制造有限公司综合授信申请已审批通过，请及时发起合同申请。',
    sender: '系统通知',
    link: '/credit/approval/detail',
    isRead: true,
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '付款申请已提交',
    content: '北方建材有限公司首笔放款付款申请已进入财务复核环节。',
    sender: '财务管理部',
    link: '/newfactoring/payment/detail',
    isRead: false,
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '客户准入资料待补充',
    content: '西部能源科技有限公司客户准入资料缺少近三年审计报告，请补充。',
    sender: '客户管理部',
    link: '/newcrm/customer/admission',
    isRead: false,
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '绩效考核结果确认',
    content: '保理业务一部上季度绩效考核结果已发布，请在本周内确认。',
    sender: '人力资源部',
    link: '/kpi/score/confirm',
    isRead: false,
  },
  {
    firmNo: '1001',
    to: ['lisi'],
    title: '保理业务台账数据已更新',
    content: '保理业务台账已同步截至昨日的回款数据，可在台账中查看各项目的最新余额。',
    sender: '系统通知',
    link: '/factoring/ledger',
    isRead: true,
  },
  {
    firmNo: '1001',
    to: ['lisi'],
    title: '北方建材有限公司应收账款逾期预警',
    content: '北方建材有限公司一笔应收账款已逾期 15 天，请风险经理尽快核实并提出处置意见。',
    sender: '风险预警系统',
    link: '/postloan/warning/detail',
    isRead: false,
  },
  {
    firmNo: '1002',
    title: '陈某经营贷首笔放款已到账',
    content: '个体工商户陈某经营贷首笔放款 10 万元已到账，请按期安排首次贷后检查。',
    sender: '财务管理部',
    link: '/xwd-100zz/loan/detail',
    isRead: true,
  },
  {
    firmNo: '1002',
    title: '东海船舶配套有限公司流动资金贷款待复核',
    content: '东海船舶配套有限公司 300 万元流动资金贷款申请已提交，请信贷审批部复核。',
    sender: '信贷审批部',
    link: '/xwd-300zz/loan/approve',
    isRead: false,
  },
  {
    firmNo: '1002',
    title: '示范小额贷款有限公司月度投放通报',
    content: '本月小微贷款累计投放 1.2 亿元，户均 46 万元，不良率低于百分之一。',
    sender: '综合管理部',
    link: null,
    isRead: true,
  },
];

export type DemoTodoTemplate = DemoAudience & {
  title: string;
  businessType: string;
  subApp: string;
  urgency: 'normal' | 'urgent' | 'critical';
  /** Step names of its approval flow, after the applicant's submission. */
  steps: string[];
};

/**
 * Kinds of work, oldest first: two for everyone, then each firm's, then one user's in one firm.
 * Each opens a sub-application the menu of its assignee in that firm reaches.
 */
export const demoTodoTemplates: DemoTodoTemplate[] = [
  {
    title: '存量项目季度贷后检查',
    businessType: '贷后检查',
    subApp: '/postloan/inspection/detail',
    urgency: 'normal',
    steps: ['部门负责人审核', '风险经理确认'],
  },
  {
    title: '第三季度存量项目风险排查',
    businessType: '风险排查',
    subApp: '/postloan/risk-check/detail',
    urgency: 'urgent',
    steps: ['部门负责人审核'],
  },
  {
    firmNo: '1001',
    title: '南方物流集团应收账款保理融资',
    businessType: '保理融资',
    subApp: '/factoring/apply/detail',
    urgency: 'normal',
    steps: ['业务复核', '风险审查'],
  },
  {
    firmNo: '1001',
    title: '南方物流集团贷后检查报告',
    businessType: '贷后检查',
    subApp: '/postloan/inspection/detail',
    urgency: 'normal',
    steps: ['部门负责人审核', '风险经理确认'],
  },
  {
    firmNo: '1001',
    title: '北方建材有限公司应收账款逾期预警',
    businessType: '风险预警',
    subApp: '/postloan/warning/detail',
    urgency: 'urgent',
    steps: ['风险经理处置'],
  },
  {
    firmNo: '1001',
    title: '中部农业发展有限公司保理额度到期复核',
    businessType: '额度复核',
    subApp: '/factoring/limit/review',
    urgency: 'normal',
    steps: ['业务复核', '风险审查'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '华东精密制造有限公司 3000 万元综合授信',
    businessType: '授信审批',
    subApp: '/credit/approval/detail',
    urgency: 'urgent',
    steps: ['部门负责人审核', '风险经理审查', '审批委员会审批'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '西部能源科技有限公司客户准入',
    businessType: '客户准入',
    subApp: '/newcrm/customer/admission',
    urgency: 'normal',
    steps: ['客户经理复核', '部门负责人审核'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '华东精密制造有限公司借款合同审批',
    businessType: '合同审批',
    subApp: '/credit-projects/contract/detail',
    urgency: 'critical',
    steps: ['法务审核', '部门负责人审批'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '北方建材有限公司首笔放款付款审批',
    businessType: '付款审批',
    subApp: '/newfactoring/payment/detail',
    urgency: 'urgent',
    steps: ['财务复核', '财务负责人审批'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '中部农业发展有限公司授信额度调整',
    businessType: '额度调整',
    subApp: '/newcredit/limit/adjust',
    urgency: 'urgent',
    steps: ['部门负责人审核', '风险经理审查'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '华南电子商务有限公司暗保理风险预警处置',
    businessType: '风险预警',
    subApp: '/hm-factoring/warning/detail',
    urgency: 'urgent',
    steps: ['风险经理处置'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '办公设备采购申请',
    businessType: '表单审批',
    subApp: '/form/flow/approve',
    urgency: 'normal',
    steps: ['部门负责人审批'],
  },
  {
    firmNo: '1001',
    to: ['zhangsan'],
    title: '保理业务一部第三季度绩效考核结果确认',
    businessType: '绩效确认',
    subApp: '/kpi/score/confirm',
    urgency: 'normal',
    steps: ['本人确认'],
  },
  {
    firmNo: '1001',
    to: ['lisi'],
    title: '华东精密制造应收账款保理项目风险审查',
    businessType: '风险审查',
    subApp: '/factoring/apply/detail',
    urgency: 'urgent',
    steps: ['风险经理审查', '审批委员会审批'],
  },
  {
    firmNo: '1001',
    to: ['lisi'],
    title: '西部能源科技保理项目贷后首检',
    businessType: '贷后检查',
    subApp: '/postloan/inspection/detail',
    urgency: 'normal',
    steps: ['风险经理确认'],
  },
  {
    firmNo: '1001',
    to: ['lisi'],
    title: '南方物流集团保理融资展期申请',
    businessType: '展期申请',
    subApp: '/postloan/extension/detail',
    urgency: 'critical',
    steps: ['风险经理审查', '分管领导审批'],
  },
  {
    firmNo: '1002',
    title: '个体工商户陈某经营贷 50 万元',
    businessType: '小微贷款',
    subApp: '/xwd-100zz/loan/approve',
    urgency: 'normal',
    steps: ['信贷审批员审批'],
  },
  {
    firmNo: '1002',
    title: '东海船舶配套有限公司流动资金贷款 300 万元',
    businessType: '贷款审批',
    subApp: '/xwd-300zz/loan/approve',
    urgency: 'urgent',
    steps: ['信贷审批员审批', '分管领导审批'],
  },
  {
    firmNo: '1002',
    title: '东海船舶配套有限公司贷款展期申请',
    businessType: '展期申请',
    subApp: '/postloan/extension/detail',
    urgency: 'critical',
    steps: ['信贷审批员审查', '分管领导审批'],
  },
  {
    firmNo: '1002',
    title: '个体工商户陈某客户信息变更',
    businessType: '客户信息变更',
    subApp: '/newcrm/customer/detail',
    urgency: 'normal',
    steps: ['客户经理复核'],
  },
  {
    firmNo: '1002',
    title: '小微企业主林某 100 万元自主贷续贷',
    businessType: '续贷审批',
    subApp: '/xwd2-100z/loan/approve',
    urgency: 'normal',
    steps: ['信贷审批员审批'],
  },
  {
    firmNo: '1002',
    title: '小微金融事业部第三季度绩效考核结果确认',
    businessType: '绩效确认',
    subApp: '/kpi/score/confirm',
    urgency: 'normal',
    steps: ['本人确认'],
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

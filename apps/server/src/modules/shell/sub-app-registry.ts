import type { SubAppEntry } from '@portal/contract';

type SubApp = {
  name: string;
  /** Its name for people in Chinese and English. */
  title: [zh: string, en: string];
  /** Local development port; sub-blank shares sub-credit's (spec §2). */
  devPort: number;
  /** Path segment when it differs from the name. */
  pathSegment?: string;
  /**
   * A fixed address instead of the current origin: https, or the server refuses to start. Such
   * an app is not prepared ahead of use: its host is not on every network (nor in the demo), and
   * preparing it would only fill the console with failed requests at sign-in.
   */
  fixedUrl?: string;
};

/** The sub-applications of spec §2, in its order. */
const subApps: SubApp[] = [
  { name: 'sub-newcrm', title: ['客户管理', 'Customers'], devPort: 7101 },
  { name: 'sub-hummingbird', title: ['蜂鸟业务', 'Hummingbird'], devPort: 7102 },
  { name: 'sub-postloan', title: ['贷后管理', 'Post-loan management'], devPort: 7103 },
  { name: 'sub-credit', title: ['授信管理', 'Credit'], devPort: 7104 },
  {
    name: 'sub-kpi',
    title: ['绩效考核', 'Performance reviews'],
    devPort: 7105,
    pathSegment: 'sub-performance',
  },
  { name: 'sub-other', title: ['其他业务', 'Other business'], devPort: 7106 },
  // The spec's fixed internal host, over https: a plain-http origin in the shell's script-src would
  // let anyone on the network change its scripts (runtime-config.ts refuses it).
  {
    name: 'sub-form',
    title: ['表单中心', 'Forms'],
    devPort: 7107,
    fixedUrl: 'https://form.internal.portal/sub-form/',
  },
  { name: 'sub-blank', title: ['空白页', 'Blank page'], devPort: 7104 },
  { name: 'sub-factoring', title: ['保理业务', 'Factoring'], devPort: 7108 },
  { name: 'sub-credit-projects', title: ['授信项目', 'Credit projects'], devPort: 7109 },
  { name: 'sub-xwd-100zz', title: ['100 万自主贷', '1M self-run loan'], devPort: 7110 },
  { name: 'sub-xwd-300zz', title: ['300 万自主贷', '3M self-run loan'], devPort: 7111 },
  { name: 'sub-xwd-fbhz', title: ['分包合作贷', 'Subcontract partner loan'], devPort: 7112 },
  { name: 'sub-xwd-fbzz', title: ['分包自主贷', 'Subcontract self-run loan'], devPort: 7113 },
  { name: 'sub-xwd-clhz', title: ['存量合作贷', 'Existing-stock partner loan'], devPort: 7114 },
  {
    name: 'sub-xwd-hxzz',
    title: ['核心企业自主贷', 'Core-enterprise self-run loan'],
    devPort: 7115,
  },
  { name: 'sub-xwd-zazz', title: ['专案自主贷', 'Special-case self-run loan'], devPort: 7116 },
  {
    name: 'sub-xwd-new-fbhz',
    title: ['新分包合作贷', 'New subcontract partner loan'],
    devPort: 7117,
  },
  { name: 'sub-xwd2-phh', title: ['普惠贷（二代）', 'Inclusive loan (gen. 2)'], devPort: 7118 },
  { name: 'sub-xwd2-100z', title: ['100 万贷（二代）', '1M loan (gen. 2)'], devPort: 7119 },
  { name: 'sub-xwd2-300z', title: ['300 万贷（二代）', '3M loan (gen. 2)'], devPort: 7120 },
  {
    name: 'sub-xwd2-hxz',
    title: ['核心企业贷（二代）', 'Core-enterprise loan (gen. 2)'],
    devPort: 7121,
  },
  { name: 'sub-xwd2-zaz', title: ['专案贷（二代）', 'Special-case loan (gen. 2)'], devPort: 7122 },
  { name: 'sub-xwd2-fbz', title: ['分包贷（二代）', 'Subcontract loan (gen. 2)'], devPort: 7123 },
  {
    name: 'sub-xwd2-clh',
    title: ['存量贷（二代）', 'Existing-stock loan (gen. 2)'],
    devPort: 7124,
  },
  { name: 'sub-xwd-ylkq', title: ['养老康养贷', 'Elderly-care loan'], devPort: 7125 },
  { name: 'sub-newfactoring', title: ['保理申请', 'Factoring applications'], devPort: 7126 },
  { name: 'sub-me-factoring', title: ['明保理', 'Disclosed factoring'], devPort: 7127 },
  { name: 'sub-hm-factoring', title: ['暗保理', 'Undisclosed factoring'], devPort: 7128 },
];

/** The registry as the shell reads it: a production url and a local development url each. */
export function subAppEntries(): SubAppEntry[] {
  return subApps.map((app) => ({
    name: app.name,
    url: app.fixedUrl ?? `/${app.pathSegment ?? app.name}/`,
    devUrl: `http://localhost:${app.devPort}/`,
    title: { 'zh-CN': app.title[0], en: app.title[1] },
    ...(app.fixedUrl ? { prefetch: false } : {}),
  }));
}

import type { MenuNode } from '@portal/contract';

/**
 * English names of the menu entries the shell knows, by entry name. The server sends Chinese
 * labels, and the English label an administrator gave an entry; in zh-CN the Chinese ones are
 * shown, in English the administrator's, else the known ones translated, else the Chinese text.
 */
const english: Record<string, string> = {
  workbench: 'Workbench',
  home: 'Home',
  backlog: 'My to-dos',
  message: 'Messages',
  notice: 'Notices',
  info: 'Personal settings',
  platform: 'Platform operations',
  operations: 'Operations',
  registry: 'Sub-app registry',
  'menu-admin': 'Menus',
  compliance: 'Compliance',
  'audit-events': 'Audit trail',
  security: 'Security administration',
  'security-users': 'Accounts and sessions',
  'registry-requests': 'Sub-app change approvals',
  customer: 'Customers',
  'newcrm-customer-list': 'Customer list',
  'newcrm-pool-public': 'Public customer pool',
  'newcrm-customer-add': 'New customer',
  factoring: 'Factoring',
  'factoring-ledger': 'Factoring ledger',
  'newfactoring-apply': 'Factoring application',
  'newfactoring-apply-new': 'Start a factoring application',
  'me-factoring-index': 'Disclosed factoring',
  'hm-factoring-index': 'Undisclosed factoring',
  'small-loans': 'Small-business loans',
  'small-loans-first': 'First-generation products',
  'small-loans-second': 'Second-generation products',
  'xwd-100zz-index': '1M self-run loan',
  'xwd-300zz-index': '3M self-run loan',
  'xwd-fbhz-index': 'Subcontract partner loan',
  'xwd-fbzz-index': 'Subcontract self-run loan',
  'xwd-clhz-index': 'Existing-stock partner loan',
  'xwd-hxzz-index': 'Core-enterprise self-run loan',
  'xwd-zazz-index': 'Special-case self-run loan',
  'xwd-new-fbhz-index': 'New subcontract partner loan',
  'xwd-ylkq-index': 'Elderly-care loan',
  'xwd2-100z-index': '1M loan (gen. 2)',
  'xwd2-300z-index': '3M loan (gen. 2)',
  'xwd2-hxz-index': 'Core-enterprise loan (gen. 2)',
  'xwd2-zaz-index': 'Special-case loan (gen. 2)',
  'xwd2-fbz-index': 'Subcontract loan (gen. 2)',
  'xwd2-phh-index': 'Inclusive loan (gen. 2)',
  'xwd2-clh-index': 'Existing-stock loan (gen. 2)',
  credit: 'Credit',
  'credit-apply-list': 'Credit applications',
  'credit-apply-new': 'New credit application',
  'newcredit-apply': 'Credit (new edition)',
  'credit-projects-list': 'Credit projects',
  'postloan-check-list': 'Post-loan checks',
  'postloan-check-new': 'Record a post-loan check',
  'hummingbird-index': 'Hummingbird business',
  performance: 'Performance',
  'kpi-index': 'Performance review',
  services: 'Services',
  'form-index': 'Form centre',
  'blank-index': 'Blank page',
  'other-index': 'Other business',
  'report-daily': 'Daily business report',
  'help-center': 'Help centre',
};

/** The label of a menu entry in the given language. */
export function menuLabel(
  node: Pick<MenuNode, 'name' | 'label' | 'labelEn'>,
  language: string,
): string {
  if (language.startsWith('zh')) return node.label;
  return node.labelEn || (english[node.name] ?? node.label);
}

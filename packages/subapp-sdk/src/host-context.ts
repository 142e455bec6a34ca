import type { CrmUserInfo } from './crm-user-info';

/**
 * What the shell tells a sub-application about the session, sent whenever it changes (a firm
 * switch, a language or theme change, a token refresh). Inside the shell the host sends it with
 * `microApp.setData(appName, { context })`; read it with {@link getHostContext} or
 * {@link onHostContextChange}.
 */
export type HostContext = {
  /** The version of this shape; a breaking change to it gets a new number. */
  version: 1;
  /** The shell's user info (userId, userName, firmId, firmNo, deptName, roleLoginVos, …). */
  userInfo: Record<string, unknown>;
  /** The CRM user info; null until the shell has it (it asks the CRM once an app opens). */
  crmUserInfo: CrmUserInfo | null;
  /** The bearer token: send it as `Authorization: Bearer <token>`. */
  token: string;
  /** The language the user chose in the shell. */
  locale: 'zh-CN' | 'en';
  /** The shell's theme, e.g. 'theme-white'. */
  theme: string;
  /** The button permission codes of the current firm. */
  buttons: string[];
  /** Where the sub-application's routes start in the browser, e.g. '/main/newcrm'. */
  baseRoute: string;
};

/**
 * The CRM user info of spec §3: who the user is for the CRM in the current firm. The shell derives
 * it from the user info and the CRM calls `POST /crm/new/cusPool/role` and
 * `POST /crm/new/cusPool/belongDeptAll`.
 */
export type CrmUserInfo = {
  firmId: number;
  /** The firm's number, e.g. '1001'. */
  firmCode: string;
  /** The department the user signed in with. */
  loginDeptId: number;
  loginDeptName: string;
  loginDeptCode: string;
  loginUserId: number;
  loginUserName: string;
  /** The employee number, e.g. 'E10001'. */
  loginUserEmployee: string;
  /** The CRM's own department of the user, with its industry ('' when unset). */
  primaryDeptId: number;
  primaryDeptName: string;
  primaryDeptCode: string;
  primaryDeptIndustry: string;
  groupId: number;
  groupName: string;
  systemName: string;
  systemId: number;
  /** The highest CRM role the user holds: 'admin', 'manager', 'staff' or 'none'. */
  userRole: string;
};

import type { Generated, Selectable } from 'kysely';

// Table types for Kysely. Timestamps are ISO 8601 text in UTC (`Date#toISOString()`), which sorts
// and compares correctly as text on both SQLite and PostgreSQL.

type FirmTable = {
  id: Generated<number>;
  firm_no: string;
  firm_name: string;
};

type DepartmentTable = {
  id: Generated<number>;
  firm_id: number;
  dept_no: string;
  dept_name: string;
  short_name: string;
  /** The business-unit department this one belongs to; null for a business unit itself. */
  parent_id: number | null;
};

type UserTable = {
  id: Generated<number>;
  username: string;
  display_name: string;
  employee_no: string;
  password_hash: string;
  avatar: string;
  group_id: number;
  group_name: string;
  system_id: number;
  system_name: string;
  /** 1 active, 0 disabled. */
  status: number;
  created_at: string;
};

type UserFirmTable = {
  user_id: number;
  firm_id: number;
  dept_id: number;
  bu_dept_id: number;
};

type RoleTable = {
  id: Generated<number>;
  firm_id: number;
  role_no: string;
  role_name: string;
};

type UserRoleTable = {
  user_id: number;
  role_id: number;
};

type AccessTokenTable = {
  id: Generated<number>;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The firm chosen with POST /upms/role/choose, if any. */
  firm_id: number | null;
  scope: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
};

export type Database = {
  firms: FirmTable;
  departments: DepartmentTable;
  users: UserTable;
  user_firms: UserFirmTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  access_tokens: AccessTokenTable;
};

export type User = Selectable<UserTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  CalendarBookGroupMemberTable,
  CalendarBookGroupTable,
  CalendarBookTable,
  CalendarColorTable,
  CalendarSettingTable,
  EditLockTable,
  ScheduleParticipantTable,
  ScheduleTable,
} from './calendar-tables';
import type { AlertDeliveryTable, AlertIncidentTable, AlertRuleTable } from './alert-tables';
import type { InvitationTimeTable, MessageCountTable, TodoCountTable } from './derived-tables';
import type { DeveloperOverrideTable, SubAppDeveloperTable } from './developer-tables';
import type {
  SubAppReleaseTable,
  SubAppAutomaticRollbackTable,
  SubAppRolloutChangeTable,
  SubAppRolloutFirmTable,
  SubAppRolloutTable,
  SubAppTeamTokenTable,
} from './release-tables';

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
  /** When the password was last set (migration 0016); null for a user made without one since. */
  password_changed_at: string | null;
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
  /** Where the sign-in came from (migration 0017); null for a token issued before. */
  client_address: string | null;
  user_agent: string | null;
  /** When its idle or absolute expiry was recorded in the audit trail (migration 0025). */
  expiry_recorded_at: string | null;
  /** When its holder last proved who they are, POST /upms/user/proof (migration 0028). */
  proved_at: string | null;
  /** Why it was revoked: `admin`, `user`, `password` or `sign-out` (migration 0029). */
  revoked_reason: string | null;
  /** The sub-app's registry name for an app's token (migration 0031); null: a shell token. */
  audience: string | null;
  /** An app's token: the scopes it may call, a JSON array; null for a shell token. */
  scopes: string | null;
  /** An app's token: the shell token it was minted from, whose end is its own. */
  parent_token_id: number | null;
};

// Menus, buttons, core-cache sessions and the CRM's view (migration 0003).

type MenuTable = {
  id: Generated<number>;
  firm_id: number;
  parent_id: number | null;
  /** 'menu' (the side menu) or 'function' (the function menu). */
  kind: Generated<string>;
  sort: Generated<number>;
  name: string;
  label: string;
  /** The administrator's English label (migration 0023); null: the shell's translation. */
  label_en: string | null;
  path: Generated<string>;
  icon: Generated<string>;
  href: Generated<string>;
  /** JSON text. */
  query: Generated<string>;
  sub_route: Generated<string>;
  /** JSON text. */
  meta: Generated<string>;
  /** 1 or 0. */
  cached: Generated<number>;
  /** 1 or 0. */
  is_super_url: Generated<number>;
};

type RoleMenuTable = {
  role_id: number;
  menu_id: number;
};

type ButtonTable = {
  role_id: number;
  code: string;
};

/** The idle session of one sign-in: its access token's (0012; per user before). */
type CoreCacheSessionTable = {
  token_id: number;
  expires_at: string;
  renewed_at: string;
};

type CrmRoleTable = {
  role_id: number;
  /** 'admin', 'manager' or 'staff'. */
  user_role: string;
};

type CrmDepartmentIndustryTable = {
  dept_id: number;
  industry: string;
};

// Home, to-dos and finance (migration 0005).

/** A bigint column: PostgreSQL answers it as a string, SQLite as a number; write numbers. */
type BigintColumn = ColumnType<string | number, number, number>;

type NoticeTable = {
  id: Generated<number>;
  firm_id: number;
  title: string;
  content: string;
  publisher: string;
  publish_time: string;
  /** 1 pinned to the top, 0 not. */
  is_top: Generated<number>;
};

type NoticeReadTable = {
  notice_id: number;
  user_id: number;
  read_at: string;
};

type MessageTable = {
  id: Generated<number>;
  recipient_user_id: number;
  /** The firm whose business it concerns; null for one that shows in every firm (0013). */
  firm_id: number | null;
  title: string;
  content: string;
  sender: string;
  send_time: string;
  link: string | null;
  read_at: string | null;
};

type TodoTable = {
  id: Generated<number>;
  firm_id: number;
  assignee_user_id: number;
  /** Null when the applicant has no portal account. */
  applicant_user_id: number | null;
  applicant_name: string;
  title: string;
  business_type: string;
  sub_app_route: string;
  urgency: string;
  status: Generated<number>;
  create_time: string;
  finish_time: string | null;
};

type TodoStepTable = {
  id: Generated<number>;
  todo_id: number;
  seq: number;
  step_name: string;
  handler_name: string;
  status: string;
  handled_time: string | null;
  comment: string | null;
};

type FinanceProjectTable = {
  id: Generated<number>;
  firm_id: number;
  manager_user_id: number;
  project_no: string;
  name: string;
  customer_name: string;
  amount_cents: BigintColumn;
  currency: string;
  term_months: number;
  status: string;
  approved_at: string | null;
};

type ContractApplicationTable = {
  id: Generated<number>;
  project_id: number;
  firm_id: number;
  applicant_user_id: number;
  contract_no: string;
  amount_cents: BigintColumn;
  paid_cents: ColumnType<string | number, number | undefined, number>;
  currency: string;
  status: string;
  remark: string | null;
  created_at: string;
};

type PaymentApplicationTable = {
  id: Generated<number>;
  contract_app_id: number;
  applicant_user_id: number;
  payment_no: string;
  amount_cents: BigintColumn;
  payee_name: string;
  payee_account: string;
  purpose: string | null;
  status: string;
  created_at: string;
};

// Shared state of several server instances (migrations 0006 and later).

type LoginFailureTable = {
  /**
   * `account:<lower-case username>`, `address:<client address>`, or `session:<token id>` (wrong
   * confirmations of one session, POST /upms/user/proof).
   */
  key: string;
  failures: number;
  window_ends_at: string;
};

type IdempotencyKeyTable = {
  user_id: number;
  idempotency_key: string;
  /** SHA-256 (hex) of the operation and its input. */
  request_hash: string;
  /** The answer's data as JSON. */
  response: string | null;
  created_at: string;
};

/** A portal id_token signed in with, by its `jti` (migration 0011). */
/** A user's passkey: a WebAuthn credential and its public key (migration 0024). */
type PasskeyTable = {
  id: Generated<number>;
  credential_id: string;
  user_id: number;
  public_key: string;
  sign_count: BigintColumn;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** A WebAuthn ceremony under way, taken once to finish it (migration 0024). */
type WebAuthnChallengeTable = {
  id: string;
  challenge: string;
  purpose: string;
  user_id: number | null;
  expires_at: string;
};

/** A sign-in that passed the password and waits for the passkey (migration 0024). */
type SecondFactorTokenTable = {
  token_hash: string;
  user_id: number;
  expires_at: string;
  /** `password` or `id_token` (migration 0027). */
  first_factor: Generated<string>;
};

/** A user's authenticator app: its secret, encrypted (migration 0027). */
type TotpSecretTable = {
  user_id: number;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  last_step: ColumnType<string | number | null, number | null, number | null>;
};

/** One of a user's recovery codes, by its hash (migration 0027). */
type RecoveryCodeTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
};

type UsedIdTokenTable = {
  jti: string;
  /** When its token expires (with the clocks' tolerance): the row is deleted after. */
  expires_at: string;
};

/** Stamps the database changes, by triggers, with the tables they cover (migration 0009). */
type ChangeStampTable = {
  /** `organisation`, `permissions` or `registry` (migration 0019). */
  name: string;
  stamp: string;
};

/** A route of the shell and the sub-application it mounts (migration 0019). */
type SubAppTable = {
  route: string;
  /** The registry's order: the spec's, new entries after. */
  position: number;
  name: string;
  /** Null: the route has no app yet. */
  url: string | null;
  dev_url: string | null;
  title_zh: string;
  title_en: string;
  is_public: Generated<number>;
  isolation: Generated<'micro-app' | 'frame'>;
  grant_token: Generated<number>;
  /** What the app's own token may call, a JSON array of scopes (migration 0031). */
  scopes: Generated<string>;
  /** The release manifest the app runs, JSON; null: it runs whatever its url serves (0032). */
  pinned: string | null;
  prefetch: Generated<number>;
  enabled: Generated<number>;
  owner_team: string | null;
  contact: string | null;
  updated_at: string;
};

/** A job one of several instances runs on a schedule (migration 0014). */
type ScheduledJobTable = {
  name: string;
  next_run_at: string;
  last_run_at: string | null;
};

/** A security event of the audit trail, chained to the one before by its hash (migration 0015). */
type AuditEventTable = {
  /** Given by the chain head: 1, 2, 3, … without gaps. */
  id: BigintColumn;
  occurred_at: string;
  event: string;
  /** 'success', 'failure' or 'refused'. */
  result: string;
  reason: string | null;
  user_id: number | null;
  username: string | null;
  firm_id: number | null;
  object_type: string | null;
  object_id: string | null;
  client_address: string;
  user_agent: string;
  request_id: string;
  /** JSON text of a flat object, its keys sorted. */
  details: string | null;
  /** SHA-256 (hex) of the record before; all zeros for the first. */
  prev_hash: string;
  /** SHA-256 (hex) of prev_hash and the record's content (lib/audit-chain/record-links.ts). */
  hash: string;
};

/** The one row naming the last record of the audit trail (migration 0015). */
type AuditChainHeadTable = {
  id: number;
  last_id: BigintColumn;
  last_hash: string;
};

/** What a purge of the audit trail left in place of the records it deleted (migration 0025). */
type AuditCheckpointTable = {
  /** 1, 2, 3, … without gaps. */
  id: number;
  last_purged_id: BigintColumn;
  last_purged_hash: string;
  purged_count: number;
  purged_at: string;
  /** The previous checkpoint's hash; all zeros for the first. */
  prev_hash: string;
  hash: string;
};

/** A record an instance owes the audit collector, until the collector has it (migration 0035). */
type AuditOutboxTable = {
  record_id: BigintColumn;
  /** The instance that owes it (AUDIT_INSTANCE_NAME). */
  instance: string;
};

/** When each instance that ships the audit trail last said it does (migration 0035). */
type AuditShipperTable = {
  instance: string;
  seen_at: string;
};

/**
 * Refused calls of no one signed in, counted per client address, minute and reason until the
 * minute is over and they become one audit record (migration 0034).
 */
type AccessRefusalTallyTable = {
  /** The minute's start, ISO 8601 in UTC. */
  minute: string;
  client_address: string;
  reason: string;
  refusals: number;
  first_at: string;
  last_at: string;
  /** The first refused request's method and path. */
  first_request: string | null;
  user_agent: string;
  request_id: string;
};

/** A password a user had before, kept for the policy's no-reuse rule (migration 0016). */
type PasswordHistoryTable = {
  user_id: number;
  password_hash: string;
  replaced_at: string;
};

/** Feedback sent from the top bar, for the operations team (migration 0018). */
type FeedbackTable = {
  id: Generated<number>;
  user_id: number;
  firm_id: number | null;
  created_at: string;
  page: string;
  sub_app: string | null;
  comment: string;
  image: string;
  log_entries: string;
  user_agent: string;
  handled_at: string | null;
  /** The user who marked it handled (migration 0022). */
  handled_by: number | null;
  /** Screenshot, comment and log entries, as sent (migration 0033). */
  size_bytes: Generated<number>;
  /** The administrator who took it, and when (migration 0033). */
  assigned_to: number | null;
  assigned_at: string | null;
};

/** What a shell reported of a sub-application (migration 0022). */
type SubAppReportTable = {
  id: Generated<number>;
  received_at: string;
  reported_at: string;
  app: string;
  route: string;
  kind: 'mount' | 'failure' | 'timeout' | 'error' | 'crash';
  duration_ms: number | null;
  message: string | null;
  stack: string | null;
  browser: string;
  registry_version: string;
  /** Whose shell reported it; null for one kept before migration 0033. */
  user_id: number | null;
  /** How many it stands for (migration 0033). */
  count: Generated<number>;
  /** An error's or crash's group (lib/error-fingerprint.ts, migration 0036); null for the rest. */
  fingerprint: string | null;
  /** The release the shell ran, one the app published (migration 0042); null: the entry's url. */
  release: string | null;
};

/** One sample of what a user waited for in a sub-application (migration 0037). */
type SubAppTimingTable = {
  id: Generated<number>;
  received_at: string;
  app: string;
  route: string;
  /** A pinned manifest's release (or `sha256:` and its digest's start), else the entry's change. */
  release: string;
  is_pinned: number;
  kind: 'mount' | 'reshow' | 'lcp' | 'inp' | 'cls';
  /** Milliseconds; a CLS's unitless score. */
  value: number;
  user_id: number;
};

/** The platform duty a user holds, at most one (migration 0020). */
/** A registry change that raises an app's trust, waiting for a security administrator (0030). */
type RegistryRequestTable = {
  id: Generated<number>;
  route: string;
  /** JSON of the proposed entry (the contract's RegistryEntry). */
  proposed: string;
  /** JSON of the entry as it was when asked; null for a new route. */
  previous: string | null;
  /** What it raises, comma-separated: `origin`, `isolation`, `grantToken`, `scopes`. */
  raises: string;
  /** 'pending', 'approved' or 'rejected'. */
  status: Generated<string>;
  requested_by: number;
  requested_at: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
};

type UserDutyTable = {
  user_id: number;
  /** 'system_admin', 'security_admin' or 'auditor'. */
  duty: string;
  granted_at: string;
};

export type Database = {
  firms: FirmTable;
  departments: DepartmentTable;
  users: UserTable;
  scheduled_jobs: ScheduledJobTable;
  password_history: PasswordHistoryTable;
  feedback: FeedbackTable;
  user_firms: UserFirmTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  access_tokens: AccessTokenTable;
  calendar_book_groups: CalendarBookGroupTable;
  calendar_book_group_members: CalendarBookGroupMemberTable;
  calendar_books: CalendarBookTable;
  schedules: ScheduleTable;
  schedule_participants: ScheduleParticipantTable;
  invitation_times: InvitationTimeTable;
  calendar_settings: CalendarSettingTable;
  calendar_colors: CalendarColorTable;
  edit_locks: EditLockTable;
  menus: MenuTable;
  role_menus: RoleMenuTable;
  buttons: ButtonTable;
  core_cache_sessions: CoreCacheSessionTable;
  crm_roles: CrmRoleTable;
  crm_department_industries: CrmDepartmentIndustryTable;
  notices: NoticeTable;
  notice_reads: NoticeReadTable;
  messages: MessageTable;
  message_counts: MessageCountTable;
  todos: TodoTable;
  todo_counts: TodoCountTable;
  todo_steps: TodoStepTable;
  finance_projects: FinanceProjectTable;
  contract_applications: ContractApplicationTable;
  payment_applications: PaymentApplicationTable;
  login_failures: LoginFailureTable;
  idempotency_keys: IdempotencyKeyTable;
  used_id_tokens: UsedIdTokenTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebAuthnChallengeTable;
  second_factor_tokens: SecondFactorTokenTable;
  totp_secrets: TotpSecretTable;
  recovery_codes: RecoveryCodeTable;
  change_stamps: ChangeStampTable;
  sub_apps: SubAppTable;
  sub_app_reports: SubAppReportTable;
  sub_app_timings: SubAppTimingTable;
  audit_events: AuditEventTable;
  audit_chain_head: AuditChainHeadTable;
  audit_checkpoints: AuditCheckpointTable;
  audit_outbox: AuditOutboxTable;
  audit_shippers: AuditShipperTable;
  access_refusal_tallies: AccessRefusalTallyTable;
  user_duties: UserDutyTable;
  registry_requests: RegistryRequestTable;
  alert_rules: AlertRuleTable;
  alert_incidents: AlertIncidentTable;
  alert_deliveries: AlertDeliveryTable;
  sub_app_team_tokens: SubAppTeamTokenTable;
  sub_app_releases: SubAppReleaseTable;
  sub_app_rollouts: SubAppRolloutTable;
  sub_app_rollout_firms: SubAppRolloutFirmTable;
  sub_app_rollout_changes: SubAppRolloutChangeTable;
  sub_app_automatic_rollbacks: SubAppAutomaticRollbackTable;
  sub_app_developers: SubAppDeveloperTable;
  developer_overrides: DeveloperOverrideTable;
};

export type User = Selectable<UserTable>;

import { z } from 'zod';
import { dutySchema } from './audit';
import { endpoint } from './endpoint';
import { menuTreeResponseSchema } from './menu';
import { upmsRoutes } from './routes/upms';
import { reauthenticationChallengeSchema } from './second-factor';
import { firmUserQuerySchema, roleLoginResponseSchema, userInfoSchema } from './user';

/** An id in a query string ("12"), within the 32-bit range of every database. */
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
/** An id in a JSON body: a JSON number, never a string. */
const jsonId = z.number().int().positive().max(2_147_483_647);

/**
 * POST /upms/user/editPassword. The password policy itself is checked by the server; the current
 * password is proved beforehand (POST /upms/user/proof), not sent here.
 */
export const editPasswordRequestSchema = z.object({
  newPassword: z.string().min(1).max(256),
});
export type EditPasswordRequest = z.infer<typeof editPasswordRequestSchema>;

/** GET /upms/user/passwordStatus: when the caller's password was set and, if it ages, expires. */
export const passwordStatusSchema = z.object({
  /** ISO 8601, UTC. */
  changedAt: z.string(),
  /** ISO 8601, UTC; null when the policy lets a password age without end. */
  expiresAt: z.string().nullable(),
  /** The password must be changed before the caller goes on. */
  isExpired: z.boolean(),
});
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;

/** One of the caller's sign-ins that still works (GET /upms/user/sessions). */
export const sessionSchema = z.object({
  /** Its token's id: what POST /upms/user/sessions/end takes. */
  id: z.number().int(),
  /** The browser and system it signed in from ("Chrome 131 · Windows 10"); null when unknown. */
  device: z.string().nullable(),
  /** The client address it signed in from; null when unknown. */
  clientAddress: z.string().nullable(),
  /** ISO 8601, UTC. */
  startedAt: z.string(),
  /** The last time the user was active in it (its idle session renewed); ISO 8601, UTC. */
  lastActiveAt: z.string(),
  /** The session making this call. */
  isCurrent: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Body of POST /upms/user/sessions/end. */
export const endSessionRequestSchema = z.object({ id: jsonId });
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;

/**
 * Body of POST /upms/user/lockEvent: the shell's screen was locked, or unlocked with the lock
 * password (`failure` for a wrong one), recorded as `session.lock` / `session.unlock`.
 */
export const lockEventRequestSchema = z.object({
  event: z.enum(['lock', 'unlock']),
  result: z.enum(['success', 'failure']),
});
export type LockEventRequest = z.infer<typeof lockEventRequestSchema>;

/** Query of POST /upms/app/query/core/cache/ttl/by/userId. */
export const userIdQuerySchema = z.object({ userId: queryId });
export type UserIdQuery = z.infer<typeof userIdQuerySchema>;

/** A person whose calendar the caller may see (GET /upms/app/query/user/details/calender). */
export const calendarPersonSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  deptName: z.string(),
  employeeNo: z.string(),
  avatar: z.string(),
});
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

/** Body of POST /upms/app/query/appcalendar/many/organization/tree. */
export const organizationTreeRequestSchema = z.object({ firmId: jsonId.optional() });
export type OrganizationTreeRequest = z.infer<typeof organizationTreeRequestSchema>;

/** A node of a firm's organisation: business unit, department, or user (a leaf). */
export type OrganizationNode = {
  key: string;
  kind: 'unit' | 'department' | 'user';
  id: number;
  name: string;
  /** Department number, or the employee number of a user. */
  code: string;
  children: OrganizationNode[];
};

export const organizationNodeSchema: z.ZodType<OrganizationNode> = z.object({
  key: z.string(),
  kind: z.enum(['unit', 'department', 'user']),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  get children() {
    return z.array(organizationNodeSchema);
  },
});

/** Body of POST /upms/app/query/user/details. The shell always sends userStatus 1 (spec §5). */
export const userDetailsRequestSchema = z.object({
  userStatus: z.literal(1),
  keyword: z.string().trim().max(64).optional(),
  deptId: jsonId.optional(),
  pageNum: z.number().int().positive().max(100_000).default(1),
  pageSize: z.number().int().positive().max(100).default(20),
});
export type UserDetailsRequest = z.infer<typeof userDetailsRequestSchema>;

export const userDetailSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  employeeNo: z.string(),
  firmId: z.number().int(),
  deptId: z.number().int(),
  deptName: z.string(),
  deptNo: z.string(),
  buDeptId: z.number().int(),
  buDeptName: z.string(),
  avatar: z.string(),
  userStatus: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userDetailsPageSchema = z.object({
  records: z.array(userDetailSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type UserDetailsPage = z.infer<typeof userDetailsPageSchema>;

const upmsFailures = [400, 401, 403] as const;

/** The user and permission endpoints of spec §7 (protected: the caller's token is checked first). */
export const upmsEndpoints = {
  /** The signed-in user's id and the firms they belong to. */
  listLoginFirms: endpoint({
    ...upmsRoutes.listLoginFirms,
    answer: roleLoginResponseSchema,
    failures: upmsFailures,
  }),
  /** The user info in a firm of the caller's. */
  getFirmUserInfo: endpoint({
    ...upmsRoutes.getFirmUserInfo,
    query: firmUserQuerySchema,
    answer: userInfoSchema,
    failures: upmsFailures,
  }),
  /** Records the firm the caller now works in. */
  chooseFirm: endpoint({
    ...upmsRoutes.chooseFirm,
    query: firmUserQuerySchema,
    answer: z.boolean(),
    failures: upmsFailures,
  }),
  /** The caller's menu in a firm, with button codes. */
  getMenuTree: endpoint({
    ...upmsRoutes.getMenuTree,
    query: firmUserQuerySchema,
    answer: menuTreeResponseSchema,
    failures: upmsFailures,
  }),
  /**
   * Changes the caller's password; 400 for a broken policy rule, 403 with code
   * `reauthenticationRequired` without a proof of the last five minutes on this session.
   */
  editPassword: endpoint({
    ...upmsRoutes.editPassword,
    body: editPasswordRequestSchema,
    answer: z.boolean(),
    failures: upmsFailures,
    failureData: reauthenticationChallengeSchema,
  }),
  /** The age of the caller's password under the policy (the MLPS profile expires it in 90 days). */
  getPasswordStatus: endpoint({
    ...upmsRoutes.getPasswordStatus,
    answer: passwordStatusSchema,
    failures: [401],
  }),
  /** The caller's platform duty (separation of duties), null for most users. */
  getDuty: endpoint({
    ...upmsRoutes.getDuty,
    answer: z.object({ duty: dutySchema.nullable() }),
    failures: [401],
  }),
  /** The caller's sign-ins that still work, the most recently active first. */
  listSessions: endpoint({
    ...upmsRoutes.listSessions,
    answer: z.array(sessionSchema),
    failures: [401],
  }),
  /** Ends one of the caller's other sessions; 404 for a session not theirs or already ended. */
  endSession: endpoint({
    ...upmsRoutes.endSession,
    body: endSessionRequestSchema,
    answer: z.boolean(),
    failures: [400, 401, 404],
  }),
  /** Ends every session of the caller but this one; answers how many ended. */
  endOtherSessions: endpoint({
    ...upmsRoutes.endOtherSessions,
    answer: z.number().int(),
    failures: [401],
  }),
  /** Records that the caller's screen was locked or unlocked (or a lock password was wrong). */
  recordLockEvent: endpoint({
    ...upmsRoutes.recordLockEvent,
    body: lockEventRequestSchema,
    answer: z.boolean(),
    failures: [400, 401],
  }),
  /** True when the caller's session is about to end. */
  checkCoreCacheExpiring: endpoint({
    ...upmsRoutes.checkCoreCacheExpiring,
    query: userIdQuerySchema,
    answer: z.boolean(),
    failures: upmsFailures,
  }),
  /** The people whose calendars the caller may see. */
  listCalendarPeople: endpoint({
    ...upmsRoutes.listCalendarPeople,
    answer: z.array(calendarPersonSchema),
    failures: upmsFailures,
  }),
  /** A firm's organisation: the firm asked for, else the caller's current firm. */
  getOrganizationTree: endpoint({
    ...upmsRoutes.getOrganizationTree,
    body: organizationTreeRequestSchema.nullish(),
    answer: z.array(organizationNodeSchema),
    failures: upmsFailures,
  }),
  /** A page of the active users of the caller's current firm, by keyword or department. */
  searchUserDetails: endpoint({
    ...upmsRoutes.searchUserDetails,
    body: userDetailsRequestSchema,
    answer: userDetailsPageSchema,
    failures: upmsFailures,
  }),
  /** POST /user/refesh (the spec's spelling): renews the caller's session; its seconds left. */
  renewCoreCache: endpoint({
    ...upmsRoutes.renewCoreCache,
    answer: z.number().int(),
    failures: [401],
  }),
};

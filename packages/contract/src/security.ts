import { z } from 'zod';
import { dutySchema } from './audit';
import { endpoint } from './endpoint';
import { jsonRecordIdSchema, recordIdSchema } from './ids';
import { securityRoutes } from './routes/security';
import { plainTextSchema } from './text';
import { sessionSchema } from './upms';

/** The most accounts one page of the search holds. */
export const securityUsersPageSize = 20;

/** GET /security/users: accounts whose username or display name holds `query`, by username. */
export const securityUsersQuerySchema = z.object({
  query: plainTextSchema(64).optional(),
  /** The `nextCursor` of the page before (a username); absent for the first page. */
  cursor: z.string().min(1).max(255).optional(),
});
export type SecurityUsersQuery = z.input<typeof securityUsersQuerySchema>;

export const accountStatuses = ['active', 'disabled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** One account as a security administrator sees it. */
export const securityUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  status: z.enum(accountStatuses),
  firms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  duty: dutySchema.nullable(),
  /** Sign-ins that still work: token neither expired nor revoked, idle session alive. */
  liveSessions: z.number().int(),
  /** The last sign-in (ISO 8601, UTC); null when the user has not signed in. */
  lastSignInAt: z.string().nullable(),
});
export type SecurityUser = z.infer<typeof securityUserSchema>;

export const securityUsersPageSchema = z.object({
  users: z.array(securityUserSchema),
  /** What `cursor` takes for the next page; null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type SecurityUsersPage = z.infer<typeof securityUsersPageSchema>;

/** GET /security/users/sessions. */
export const securityUserQuerySchema = z.object({ userId: recordIdSchema });
export type SecurityUserQuery = z.input<typeof securityUserQuerySchema>;

/** One live session of another user: as in their own list, without "current". */
export const securityUserSessionSchema = sessionSchema.omit({ isCurrent: true });
export type SecurityUserSession = z.infer<typeof securityUserSessionSchema>;

/** Body of the actions on an account: whose, and why (recorded in the audit trail). */
export const securityActionRequestSchema = z.object({
  userId: jsonRecordIdSchema,
  reason: plainTextSchema(200).min(1),
});
export type SecurityActionRequest = z.infer<typeof securityActionRequestSchema>;

/** Body of POST /security/users/endSession: one session of the user, and why. */
export const securitySessionActionRequestSchema = securityActionRequestSchema.extend({
  /** The session's id, as the user's sessions list it (`SecurityUserSession.id`). */
  sessionId: jsonRecordIdSchema,
});
export type SecuritySessionActionRequest = z.infer<typeof securitySessionActionRequestSchema>;

/** How many live sessions an action ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** What resetting an account's second factors removed. */
export const factorsResetSchema = z.object({
  /** Passkeys removed. */
  passkeys: z.number().int(),
  /** Whether an authenticator app (set up, or waiting for its first code) was removed. */
  totp: z.boolean(),
  /** Recovery codes removed that were still unused. */
  recoveryCodes: z.number().int(),
});
export type FactorsReset = z.infer<typeof factorsResetSchema>;

/** What unlocking an account cleared. */
export const accountUnlockedSchema = z.object({
  /** Failed sign-ins (and confirmations) the account's running window held; 0 when none ran. */
  failures: z.number().int(),
});
export type AccountUnlocked = z.infer<typeof accountUnlockedSchema>;

/**
 * The security administrators' endpoints: only a user with the `security_admin` duty may call
 * them (else 403). Every change is recorded in the audit trail with its reason.
 */
export const securityEndpoints = {
  /** A page of accounts, by username; 20 at a time. */
  listUsers: endpoint({
    ...securityRoutes.listUsers,
    query: securityUsersQuerySchema,
    answer: securityUsersPageSchema,
    failures: [400, 401, 403],
  }),
  /** The user's live sessions, the most recently active first; 404 for no such user. */
  listUserSessions: endpoint({
    ...securityRoutes.listUserSessions,
    query: securityUserQuerySchema,
    answer: z.array(securityUserSessionSchema),
    failures: [400, 401, 403, 404],
  }),
  /** Ends every live session of the user at once, on every instance. */
  endUserSessions: endpoint({
    ...securityRoutes.endUserSessions,
    body: securityActionRequestSchema,
    answer: sessionsEndedSchema,
    failures: [400, 401, 403, 404],
  }),
  /**
   * Ends one live session of the user, on every instance; 404 when it is not a live session of
   * that user (ended already, or another user's).
   */
  endUserSession: endpoint({
    ...securityRoutes.endUserSession,
    body: securitySessionActionRequestSchema,
    answer: sessionsEndedSchema,
    failures: [400, 401, 403, 404],
  }),
  /** Disables the account and ends its sessions, in one transaction. */
  disableUser: endpoint({
    ...securityRoutes.disableUser,
    body: securityActionRequestSchema,
    answer: sessionsEndedSchema,
    failures: [400, 401, 403, 404],
  }),
  /** Lets a disabled account sign in again. */
  enableUser: endpoint({
    ...securityRoutes.enableUser,
    body: securityActionRequestSchema,
    answer: z.boolean(),
    failures: [400, 401, 403, 404],
  }),
  /**
   * Removes the user's passkeys, authenticator app and recovery codes: their password alone
   * signs in again (under the `required` policy, they must then add a factor).
   */
  resetUserFactors: endpoint({
    ...securityRoutes.resetUserFactors,
    body: securityActionRequestSchema,
    answer: factorsResetSchema,
    failures: [400, 401, 403, 404],
  }),
  /** Clears the account's failed sign-ins, so that a locked account may sign in again at once. */
  unlockUser: endpoint({
    ...securityRoutes.unlockUser,
    body: securityActionRequestSchema,
    answer: accountUnlockedSchema,
    failures: [400, 401, 403, 404],
  }),
};

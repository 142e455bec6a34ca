import { z } from 'zod';
import { endpoint } from './endpoint';
import { recordIdSchema } from './ids';
import { auditRoutes } from './routes/audit';

/** The platform's duties, one per user at most (separation of duties, docs/security.md). */
export const duties = ['system_admin', 'security_admin', 'auditor'] as const;
export const dutySchema = z.enum(duties);
export type Duty = z.infer<typeof dutySchema>;

/** The events the trail records today; the search takes any event name, these are offered. */
export const auditEventKinds = [
  'auth.sign-in',
  'auth.sign-out',
  'session.end',
  'session.end-others',
  'access.refused',
  'firm.switch',
  'password.change',
  'payment.applied',
  'payment.replayed',
  'duty.grant',
  'duty.revoke',
  'audit.export',
  'audit.verify',
  'registry.change',
  'registry.request',
  'registry.approve',
  'registry.reject',
  'menu.change',
  'feedback.take',
  'feedback.handled',
  'session.end-by-admin',
  'account.disable',
  'account.enable',
  'audit.purge',
  'session.expire',
  'session.lock',
  'token.revoke',
  'edit-lock.take',
  'edit-lock.lose',
  'second-factor.enrol',
  'second-factor.remove',
  'second-factor.recovery-codes',
  'session.unlock',
  'auth.reauthenticate',
  'second-factor.reset',
  'account.unlock',
  'audit.shipping-gap',
  'release.publish',
  'release.rollout',
  'release.rollback',
  'release.token-issue',
  'release.token-revoke',
  'release.auto-rollback',
  'alert-rule.change',
  'developer.grant',
  'developer.revoke',
  'developer.override-set',
  'developer.override-clear',
] as const;
export type AuditEventKind = (typeof auditEventKinds)[number];

export const auditResults = ['success', 'failure', 'refused'] as const;
export type AuditResult = (typeof auditResults)[number];

/** The most records one page of the search holds. */
export const maxAuditPageSize = 200;

/** An instant in ISO 8601 with its offset, as UTC text (how the trail stores its times). */
const utcInstantSchema = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/** A record id of the trail: a 64-bit column, read up to JavaScript's safe integers. */
const auditIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** What to search for; every filter given must hold. Times: `from` inclusive, `to` exclusive. */
export const auditFilterSchema = z.object({
  userId: recordIdSchema.optional(),
  /** The username recorded: the caller's, or on a failed sign-in the name attempted. */
  username: z.string().trim().min(1).max(255).optional(),
  firmId: recordIdSchema.optional(),
  event: z
    .string()
    .regex(/^[a-z][a-z.-]{0,63}$/, 'expected an event name')
    .optional(),
  result: z.enum(auditResults).optional(),
  from: utcInstantSchema.optional(),
  to: utcInstantSchema.optional(),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** GET /audit/events: a page of the filtered trail, newest first. */
export const auditEventsQuerySchema = auditFilterSchema.extend({
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: auditIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(maxAuditPageSize).default(50),
});
export type AuditEventsQuery = z.input<typeof auditEventsQuerySchema>;

/** One record of the trail, as docs/security.md describes its fields. */
export const auditRecordSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  occurredAt: z.string(),
  event: z.string(),
  result: z.string(),
  reason: z.string().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  firmId: z.number().int().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  clientAddress: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
  /** JSON text of ids and flags. */
  details: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditEventsPageSchema = z.object({
  records: z.array(auditRecordSchema),
  /** What `cursor` takes for the next page; null when this page is the last. */
  nextCursor: z.number().int().nullable(),
});
export type AuditEventsPage = z.infer<typeof auditEventsPageSchema>;

/** A break of the chain: the record found wrong, or a `checkpoint-…` problem's checkpoint number. */
const auditBreakSchema = z.object({
  id: z.number().int(),
  problem: z.enum([
    'changed',
    'removed',
    'reordered',
    'unlinked',
    'head',
    'checkpoint-changed',
    'checkpoint-removed',
  ]),
  found: z.object({ id: z.number().int(), occurredAt: z.string(), event: z.string() }).nullable(),
});

/**
 * Whether the chain is intact (the records left after the newest checkpoint of the retention
 * purge, which names the last record purged); else the first break found, and every break (at
 * most a thousand listed, all counted) (docs/security.md).
 */
export const auditVerificationSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    count: z.number().int(),
    checkpoint: z
      .object({ id: z.number().int(), lastPurgedId: z.number().int(), purgedAt: z.string() })
      .nullable(),
  }),
  auditBreakSchema.extend({
    ok: z.literal(false),
    intact: z.number().int(),
    breaks: z.array(auditBreakSchema),
    breakCount: z.number().int(),
  }),
]);
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** The auditors' endpoints: only a user with the `auditor` duty may call them (else 403). */
export const auditEndpoints = {
  /** A page of the trail, newest first, by keyset: each page is as fast as the first. */
  listEvents: endpoint({
    ...auditRoutes.listEvents,
    query: auditEventsQuerySchema,
    answer: auditEventsPageSchema,
    failures: [400, 401, 403],
  }),
  /**
   * Every record of the filter as a CSV file (UTF-8 with a BOM, RFC 4180), newest first. Answers
   * the file itself, not the envelope; its failures are envelopes.
   */
  exportEvents: endpoint({
    ...auditRoutes.exportEvents,
    query: auditFilterSchema,
    answer: z.string(),
    failures: [400, 401, 403],
  }),
  /** Walks the whole chain and names every record found wrong, the first first. */
  verifyTrail: endpoint({
    ...auditRoutes.verifyTrail,
    answer: auditVerificationSchema,
    failures: [401, 403],
  }),
};

import type { auditEventKinds } from '@portal/contract';

/** The events the trail knows: the contract's list, which the auditors' filter offers too. */
export type AuditEventKind = (typeof auditEventKinds)[number];

export type AuditResult = 'success' | 'failure' | 'refused';

/** Facts about an event beyond its columns: ids, flags, names. Never a password, token or form. */
export type AuditDetails = Record<string, string | number | boolean | null>;

export type AuditEvent = {
  occurredAt: Date;
  event: AuditEventKind;
  result: AuditResult;
  /** Why it failed or was refused: a message key such as `auth.badCredentials`, or a word. */
  reason?: string | null;
  userId?: number | null;
  /** The username given; on a failed sign-in, the name attempted. */
  username?: string | null;
  firmId?: number | null;
  object?: { type: string; id: string | number } | null;
  clientAddress: string;
  userAgent: string;
  requestId: string;
  details?: AuditDetails | null;
};

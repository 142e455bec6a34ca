export type AuditEventKind =
  | 'auth.sign-in'
  | 'auth.sign-out'
  | 'session.end'
  | 'session.end-others'
  | 'access.refused'
  | 'firm.switch'
  | 'password.change'
  | 'payment.applied'
  | 'payment.replayed'
  | 'duty.grant'
  | 'duty.revoke'
  | 'audit.export'
  | 'audit.verify'
  | 'registry.change'
  | 'registry.request'
  | 'registry.approve'
  | 'registry.reject'
  | 'menu.change'
  | 'feedback.handled'
  | 'session.end-by-admin'
  | 'account.disable'
  | 'account.enable'
  | 'audit.purge'
  | 'session.expire'
  | 'session.lock'
  | 'session.unlock'
  | 'token.revoke'
  | 'edit-lock.take'
  | 'edit-lock.lose'
  | 'second-factor.enrol'
  | 'second-factor.remove'
  | 'second-factor.recovery-codes'
  | 'second-factor.reset'
  | 'auth.reauthenticate'
  | 'account.unlock';

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

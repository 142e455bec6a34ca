import type { AuditEventKind, AuditResult } from '@portal/contract';

/** Every event the trail records, in the order the filter offers them (typed exhaustive). */
const eventOrder: Record<AuditEventKind, number> = {
  'auth.sign-in': 1,
  'auth.sign-out': 2,
  'session.end': 3,
  'session.end-others': 4,
  'access.refused': 5,
  'firm.switch': 6,
  'password.change': 7,
  'payment.applied': 8,
  'payment.replayed': 9,
  'duty.grant': 10,
  'audit.export': 11,
  'audit.verify': 12,
  'registry.change': 13,
  'feedback.handled': 14,
  'session.end-by-admin': 16,
  'account.disable': 17,
  'account.enable': 18,
  'menu.change': 15,
  'audit.purge': 19,
  'session.expire': 20,
  'session.lock': 21,
  'session.unlock': 22,
  'token.revoke': 23,
  'edit-lock.take': 24,
  'edit-lock.lose': 25,
  'second-factor.enrol': 26,
  'second-factor.remove': 27,
  'duty.revoke': 28,
  'second-factor.recovery-codes': 29,
  'auth.reauthenticate': 30,
  'second-factor.reset': 31,
  'account.unlock': 32,
  'registry.request': 33,
  'registry.approve': 34,
  'registry.reject': 35,
  'feedback.take': 36,
  'audit.shipping-gap': 37,
  'alert-rule.change': 38,
  'release.publish': 39,
  'release.rollout': 40,
  'release.rollback': 41,
  'release.token-issue': 42,
  'release.token-revoke': 43,
  'release.auto-rollback': 44,
  'developer.grant': 50,
  'developer.revoke': 51,
  'developer.override-set': 52,
  'developer.override-clear': 53,
};

export const auditEventKinds = (Object.keys(eventOrder) as AuditEventKind[]).sort(
  (a, b) => eventOrder[a] - eventOrder[b],
);

export const auditResults: readonly AuditResult[] = ['success', 'failure', 'refused'];

export const isKnownEvent = (event: string): event is AuditEventKind => event in eventOrder;

export const isKnownResult = (result: string): result is AuditResult =>
  (auditResults as readonly string[]).includes(result);

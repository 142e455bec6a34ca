import type { Duty } from '@portal/contract';
import type { AuditEvent } from '../../lib/audit-chain/audit-event';
import type { DutyRepository } from '../../repositories/duty-repository';
import type { UserRepository } from '../../repositories/user-repository';

export type GrantDutyOptions = {
  username: string;
  duty: Duty;
  now: Date;
  /** Who grants it, from where: the console's operator, a request's context. */
  by: Pick<AuditEvent, 'userId' | 'username' | 'clientAddress' | 'userAgent' | 'requestId'>;
};

export type GrantDutyOutcome = 'granted' | 'unchanged' | 'no-such-user' | { held: Duty };

/**
 * Gives a user one of the platform's duties, and records the grant in the audit trail (event
 * `duty.grant`, the user as its object); a user who holds another duty is refused, and that is
 * recorded too. One person, one duty (GB/T 22239-2019 §8.1.4.2).
 */
export async function grantDuty(
  { username, duty, now, by }: GrantDutyOptions,
  repositories: {
    users: Pick<UserRepository, 'findByUsername'>;
    duties: DutyRepository;
    audit: { append: (event: AuditEvent) => Promise<unknown> };
  },
): Promise<GrantDutyOutcome> {
  const user = await repositories.users.findByUsername(username);
  if (!user) return 'no-such-user';
  const outcome = await repositories.duties.grant(user.id, duty, now);
  if (outcome === 'unchanged') return outcome;
  await repositories.audit.append({
    ...by,
    occurredAt: now,
    event: 'duty.grant',
    result: outcome === 'granted' ? 'success' : 'refused',
    reason: outcome === 'granted' ? null : 'duty.held',
    object: { type: 'user', id: user.id },
    details: outcome === 'granted' ? { duty, username } : { duty, username, held: outcome.held },
  });
  return outcome;
}

export type RevokeDutyOptions = Omit<GrantDutyOptions, 'duty'>;

export type RevokeDutyOutcome = { revoked: Duty } | 'unchanged' | 'no-such-user';

/**
 * Takes a user's duty away (someone leaves the role, or must hold another), and records it in
 * the audit trail (event `duty.revoke`, the user as its object, the duty in details). A user
 * without a duty is left as they are and nothing is recorded.
 */
export async function revokeDuty(
  { username, now, by }: RevokeDutyOptions,
  repositories: {
    users: Pick<UserRepository, 'findByUsername'>;
    duties: DutyRepository;
    audit: { append: (event: AuditEvent) => Promise<unknown> };
  },
): Promise<RevokeDutyOutcome> {
  const user = await repositories.users.findByUsername(username);
  if (!user) return 'no-such-user';
  const revoked = await repositories.duties.revoke(user.id);
  if (!revoked) return 'unchanged';
  await repositories.audit.append({
    ...by,
    occurredAt: now,
    event: 'duty.revoke',
    result: 'success',
    reason: null,
    object: { type: 'user', id: user.id },
    details: { duty: revoked, username },
  });
  return { revoked };
}

// What the security administrators' actions on an account share: finding it and refusing it.
import { resultCode, type Duty } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '../../messages/catalogue';
import type { AuditDetails } from '../../lib/audit-chain/audit-event';
import type { Repositories } from '../../repositories/create-repositories';

/** An action of a security administrator (`callerId`) on a user's account, at `now`. */
export type AccountAction = { userId: number; callerId: number; now: Date };

/** An action refused, with the user it was for: nothing changed (the route records it, 400). */
export type AccountRefusal = { outcome: 'refused'; refusal: MessageKey; username: string };

/**
 * How an action on an account ended: refused, or done, with what it changed for the audit
 * record (the sessions it ended, the factors it removed, the failures it cleared) and its answer.
 */
export type AccountActionOutcome<Answer> =
  AccountRefusal | { outcome: 'done'; username: string; changed: AuditDetails; answer: Answer };

/** An account's status as the trail and the security pages name it (`users.status`: 1 active). */
export const statusOf = (status: number): 'active' | 'disabled' =>
  status === 1 ? 'active' : 'disabled';

type TargetUser = NonNullable<Awaited<ReturnType<Repositories['users']['findById']>>>;

/**
 * The account an action is for; 404 for no such user. Refused on the administrator's own account,
 * and by `refuse`, asked with the duty the user holds.
 */
export async function accountTargetOf(
  { userId, callerId }: Pick<AccountAction, 'userId' | 'callerId'>,
  { users, duties }: Pick<Repositories, 'users' | 'duties'>,
  refuse?: (duty: Duty | null) => MessageKey | null,
): Promise<{ outcome: 'allowed'; user: TargetUser } | AccountRefusal> {
  const user = await users.findById(userId);
  if (!user) throw new AppError(404, resultCode.failure, 'upms.userNotFound');
  const refusal =
    userId === callerId
      ? 'security.notOnYourself'
      : (refuse?.(await duties.dutyOf(userId)) ?? null);
  return refusal
    ? { outcome: 'refused', refusal, username: user.username }
    : { outcome: 'allowed', user };
}

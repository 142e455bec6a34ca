import type { PasswordStatus } from '@portal/contract';
import type { PasswordProfile } from '../../lib/password-profiles';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import type { UserRepository } from '../../repositories/user-repository';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the caller's password was set and when the profile ends it: a password set before its
 * age was recorded counts from the account's creation.
 */
export async function getPasswordStatus(
  caller: Caller,
  { now, profile }: { now: Date; profile: PasswordProfile },
  users: UserRepository,
): Promise<PasswordStatus> {
  const user = await users.findById(caller.userId);
  if (!user) throw signInAgain();
  const changedAt = new Date(user.password_changed_at ?? user.created_at);
  if (profile.maxAgeDays === null) {
    return { changedAt: changedAt.toISOString(), expiresAt: null, isExpired: false };
  }
  const expiresAt = new Date(changedAt.getTime() + profile.maxAgeDays * dayMs);
  return {
    changedAt: changedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    isExpired: expiresAt <= now,
  };
}

import { resultCode, type SecurityUserSession } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { deviceOf } from '../../lib/device-of';
import type { Repositories } from '../../repositories/create-repositories';

/** A user's live sessions, the most recently active first; 404 for no such user. */
export async function listAccountSessions(
  { userId, now }: { userId: number; now: Date },
  { users, accessTokens }: Pick<Repositories, 'users' | 'accessTokens'>,
): Promise<SecurityUserSession[]> {
  if (!(await users.findById(userId))) {
    throw new AppError(404, resultCode.failure, 'upms.userNotFound');
  }
  const sessions = await accessTokens.listLive(userId, now);
  return sessions.map((session) => ({
    id: session.id,
    device: deviceOf(session.userAgent),
    clientAddress: session.clientAddress,
    startedAt: session.createdAt,
    lastActiveAt: session.lastActiveAt,
  }));
}

import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { teamTokenOf } from './team-token-view';

export type RevokeTeamTokenOptions = { id: number; userId: number; now: Date };

/**
 * Revokes a team token: its next publish is refused, on every instance (the token is looked up
 * at each call). 404 for none, 409 for one revoked already. Answers the token and its app.
 */
export async function revokeTeamToken(
  { id, userId, now }: RevokeTeamTokenOptions,
  { subAppTeamTokens }: Pick<Repositories, 'subAppTeamTokens'>,
) {
  const revocation = await subAppTeamTokens.revoke(id, userId, now);
  if (revocation.outcome === 'missing') {
    throw new AppError(404, resultCode.failure, 'releases.tokenNotFound');
  }
  if (revocation.outcome === 'revoked-already') {
    throw new AppError(409, resultCode.failure, 'releases.tokenRevoked');
  }
  return { token: teamTokenOf(revocation.row), app: revocation.row.app };
}

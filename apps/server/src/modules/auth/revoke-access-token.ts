import type { AccessTokenRepository } from '../../repositories/access-token-repository';
import type { Caller } from '../../plugins/app/authentication';

/** Signs the caller out: their token is refused from now on. */
export async function revokeAccessToken(
  caller: Caller,
  now: Date,
  accessTokens: AccessTokenRepository,
): Promise<void> {
  await accessTokens.revoke(caller.tokenId, now);
}

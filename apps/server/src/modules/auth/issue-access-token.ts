import type { TokenResponse } from '@portal/contract';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { AccessTokenRepository } from '../../repositories/access-token-repository';
import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';

export type IssueAccessTokenOptions = {
  userId: number;
  username: string;
  scope: string;
  ttlSeconds: number;
  /** The idle lifetime of the token's core-cache session (CORE_CACHE_TTL_SECONDS). */
  sessionTtlSeconds: number;
  now: Date;
  /** Where the sign-in comes from, for the user's list of their sessions. */
  clientAddress: string;
  userAgent: string;
};

/**
 * A new opaque access token, only its hash stored, and its own core-cache session: a sign-in's
 * idle time is its own, whatever the user does elsewhere. Until the session row is written the
 * token is refused, and nobody has it yet.
 */
export async function issueAccessToken(
  {
    userId,
    username,
    scope,
    ttlSeconds,
    sessionTtlSeconds,
    now,
    clientAddress,
    userAgent,
  }: IssueAccessTokenOptions,
  {
    accessTokens,
    coreCacheSessions,
  }: { accessTokens: AccessTokenRepository; coreCacheSessions: CoreCacheSessionRepository },
): Promise<TokenResponse> {
  const token = generateOpaqueToken();
  const tokenId = await accessTokens.insert({
    tokenHash: hashOpaqueToken(token),
    userId,
    scope,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
    clientAddress,
    userAgent,
  });
  await coreCacheSessions.start(tokenId, new Date(now.getTime() + sessionTtlSeconds * 1000), now);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ttlSeconds,
    scope,
    user_id: userId,
    username,
  };
}

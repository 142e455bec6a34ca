import type { TokenResponse } from '@portal/contract';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { AccessTokenRepository } from '../../repositories/access-token-repository';

export type IssueAccessTokenOptions = {
  userId: number;
  username: string;
  scope: string;
  ttlSeconds: number;
  now: Date;
};

/** A new opaque access token; only its hash is stored. */
export async function issueAccessToken(
  { userId, username, scope, ttlSeconds, now }: IssueAccessTokenOptions,
  accessTokens: AccessTokenRepository,
): Promise<TokenResponse> {
  const token = generateOpaqueToken();
  await accessTokens.insert({
    tokenHash: hashOpaqueToken(token),
    userId,
    scope,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ttlSeconds,
    scope,
    user_id: userId,
    username,
  };
}

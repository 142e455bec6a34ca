import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { AccessTokenRepository } from '../../repositories/access-token-repository';

/** Who is calling: the holder of a valid access token. */
export type Caller = {
  tokenId: number;
  userId: number;
  username: string;
  /** The firm chosen for this token with POST /upms/role/choose, if any. */
  firmId: number | null;
};

export type AuthenticateBearerTokenOptions = {
  authorization: string | undefined;
  now: Date;
};

export const signInAgain = () => new AppError(401, resultCode.unauthorized, 'auth.signInAgain');

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The caller behind an `Authorization: Bearer` header; 401 (code 401) for anything else. */
export async function authenticateBearerToken(
  { authorization, now }: AuthenticateBearerTokenOptions,
  accessTokens: AccessTokenRepository,
): Promise<Caller> {
  const token = bearerToken(authorization);
  if (!token) throw signInAgain();
  const found = await accessTokens.findActiveByHash(hashOpaqueToken(token), now);
  if (!found) throw signInAgain();
  return found;
}

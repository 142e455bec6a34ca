import { resultCode, type AppTokenResponse } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { storedAppScopes } from '../../lib/app-scopes';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';

export type IssueAppTokenOptions = {
  caller: Pick<Caller, 'tokenId' | 'duty' | 'app'>;
  /** The app's name in the registry. */
  app: string;
  now: Date;
  clientAddress: string;
  userAgent: string;
};

/**
 * A sub-app's own token, minted from the caller's shell token each time an app asks (one insert,
 * nothing audited): opaque, only its hash stored, bound to the app, holding the scopes of its
 * registry entry, in the caller's firm, and ending with the caller's session, never later. 403
 * for an app's token or a session holding a duty (it runs no sub-app); 404 alike for an app
 * unknown, turned off or public (it runs signed out).
 */
export async function issueAppToken(
  { caller, app, now, clientAddress, userAgent }: IssueAppTokenOptions,
  { accessTokens, subApps }: Pick<Repositories, 'accessTokens' | 'subApps'>,
): Promise<AppTokenResponse> {
  if (caller.app !== null) throw new AppError(403, resultCode.failure, 'auth.appTokenRefused');
  if (caller.duty !== null) throw new AppError(403, resultCode.failure, 'auth.appTokenForDuty');
  const entry = await subApps.findNamed(app);
  if (!entry || entry.enabled !== 1 || entry.is_public === 1) {
    throw new AppError(404, resultCode.failure, 'auth.appNotFound');
  }
  const scopes = storedAppScopes(entry.scopes);
  const token = generateOpaqueToken();
  const expiresAt = await accessTokens.insertApp({
    tokenHash: hashOpaqueToken(token),
    parentTokenId: caller.tokenId,
    audience: entry.name,
    scopes,
    createdAt: now,
    clientAddress,
    userAgent,
  });
  if (!expiresAt) throw signInAgain();
  return {
    access_token: token,
    expires_in: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    scopes,
  };
}

import {
  proofTtlSeconds,
  resultCode,
  type ReauthenticationChallenge,
  type SecondFactorMethod,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf } from './authentication';
import { AppError } from '../../http/app-error';

/**
 * Lets a change of the caller's password or second factors through only when this session's
 * token proved its user within the last five minutes (POST /upms/user/proof). Otherwise 403 with
 * code `reauthenticationRequired`, its data naming the factors the proof takes: a token alone,
 * such as one a script of the page could read, changes nothing that outlives it.
 */
export async function requireFreshProof(request: FastifyRequest): Promise<void> {
  const { repositories, clock, config } = request.server;
  const { tokenId, userId } = callerOf(request);
  const provedAt = await repositories.accessTokens.provedAt(tokenId);
  if (provedAt && clock.now().getTime() - provedAt.getTime() < proofTtlSeconds * 1000) return;
  const methods: SecondFactorMethod[] = [];
  if (config.secondFactor.policy !== 'off') {
    const [passkeyCount, hasTotp] = await Promise.all([
      repositories.passkeys.countOfUser(userId),
      repositories.totp.isConfirmed(userId),
    ]);
    if (passkeyCount > 0) methods.push('passkey');
    if (hasTotp) methods.push('totp');
  }
  const data: ReauthenticationChallenge = { methods };
  throw new AppError(403, resultCode.reauthenticationRequired, 'reauth.required', {}, data);
}

import { resultCode } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { callerOf } from '../../plugins/app/authentication';

/**
 * What a user who must add a passkey may still call (below /api): their passkeys, what the frame
 * needs to show the dialog that asks for one (firms, user info, menu, duty, the session's
 * timers), the password's status and its change (an expired password is asked for first), and
 * signing out.
 */
const allowedWithoutPasskey = [
  /^\/upms\/user\/passkeys(\/|$)/,
  /^\/upms\/role\/(login|choose)$/,
  /^\/upms\/app\/query\/share\/token$/,
  /^\/upms\/menu\/getTreeByRoleId$/,
  /^\/upms\/user\/(passwordStatus|editPassword|duty)$/,
  /^\/upms\/app\/query\/core\/cache\/ttl\/by\/userId$/,
  /^\/user\/refesh$/,
  /^\/auth\/token\/logout$/,
];

/** 403 with code `passkeyRequired`: the policy asks for a passkey the caller has not added. */
const passkeyRequired = () => new AppError(403, resultCode.passkeyRequired, 'passkey.required');

/**
 * The onRequest hook, after the token's, that holds SECOND_FACTOR_POLICY=required: a signed-in
 * user without a passkey may call nothing but `allowedWithoutPasskey` until they add one. A
 * no-op under the other policies.
 */
export function requirePasskeyHook(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (app.config.secondFactor.policy !== 'required') return;
    const path = (request.url.split('?', 1)[0] ?? '').replace(/^\/api/, '');
    if (allowedWithoutPasskey.some((pattern) => pattern.test(path))) return;
    if ((await app.repositories.passkeys.countOfUser(callerOf(request).userId)) === 0) {
      throw passkeyRequired();
    }
  };
}

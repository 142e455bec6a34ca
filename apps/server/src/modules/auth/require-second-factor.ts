import { resultCode } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { callerOf } from '../../plugins/app/authentication';
import { secondFactorsOf } from './second-factor';

/**
 * What a user who must add a second factor may still call (below /api): their passkeys and
 * authenticator app and the proof that adding one takes, what the frame needs to show the dialog that asks for one (firms, user info,
 * menu, duty, the session's timers), the password's status and its change (an expired password
 * is asked for first), and signing out.
 */
const allowedWithoutSecondFactor = [
  /^\/upms\/user\/passkeys(\/|$)/,
  /^\/upms\/user\/totp(\/|$)/,
  /^\/upms\/user\/proof$/,
  /^\/upms\/role\/(login|choose)$/,
  /^\/upms\/app\/query\/share\/token$/,
  /^\/upms\/menu\/getTreeByRoleId$/,
  /^\/upms\/user\/(passwordStatus|editPassword|duty)$/,
  /^\/upms\/app\/query\/core\/cache\/ttl\/by\/userId$/,
  /^\/user\/refesh$/,
  /^\/auth\/token\/logout$/,
  /^\/auth\/session\/watch$/,
];

/**
 * 403 with code `secondFactorEnrolmentRequired`: the policy asks for a second factor the caller
 * has not added.
 */
const secondFactorEnrolmentRequired = () =>
  new AppError(403, resultCode.secondFactorEnrolmentRequired, 'secondFactor.required');

/**
 * The onRequest hook, after the token's, that holds SECOND_FACTOR_POLICY=required: a signed-in
 * user without a second factor (a passkey or a confirmed authenticator app) may call nothing but
 * `allowedWithoutSecondFactor` until they add one. A no-op under the other policies.
 */
export function requireSecondFactorHook(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (app.config.secondFactor.policy !== 'required') return;
    const path = (request.url.split('?', 1)[0] ?? '').replace(/^\/api/, '');
    if (allowedWithoutSecondFactor.some((pattern) => pattern.test(path))) return;
    const methods = await secondFactorsOf(callerOf(request).userId, app.repositories);
    if (methods.length === 0) throw secondFactorEnrolmentRequired();
  };
}

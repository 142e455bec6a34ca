import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { firstStepOf } from './first-step';
import { issueSession, type IssuedSession } from './issue-session';
import { startSignInAttempt } from './login-rate-limit';
import type { RelyingParty } from './relying-party';
import { requireSecondFactor, secondFactorsOf } from './second-factor';
import {
  methodOf,
  recordRefusedSignIn,
  type AttemptedSignIn,
  type RecordAudit,
  type TokenRequestBody,
} from './sign-in-audit';
import { signInWithGrant } from './sign-in-with-grant';

export type SignInOptions = {
  body: TokenRequestBody;
  /** The client's address, as Fastify derives it: counted against, and kept with the session. */
  clientAddress: string;
  userAgent: string;
  /** Whether the caller asked for the token in the session cookie (`x-portal-session: cookie`). */
  asksForCookie: boolean;
  config: Pick<
    Config,
    | 'secondFactor'
    | 'loginLimits'
    | 'portalJwtSecret'
    | 'idToken'
    | 'tokenTtlSeconds'
    | 'coreCacheTtlSeconds'
  >;
  /** The passkeys' relying party, asked for by the passkey grant alone. */
  relyingParty: () => RelyingParty;
  now: Date;
};

/**
 * A sign-in by the token call's grant (spec §7): the password, portal id_token, passkey and totp
 * grants. Each attempt counts against the account and the client's address (`startSignInAttempt`,
 * 429 once either has failed too often); a right password, or an id_token that names no second
 * factor, of a user with a second factor answers 401 `secondFactorRequired` and no token yet.
 * Every refusal for the caller's part is recorded (`auth.sign-in`), and so is every sign-in.
 */
export async function signIn(
  options: SignInOptions,
  repositories: Repositories,
  record: RecordAudit,
): Promise<IssuedSession> {
  const { body, clientAddress, config, now } = options;
  const { secondFactor } = config;
  const attempted: AttemptedSignIn = {
    username: body.grant_type === 'password' ? body.username : null,
    details: { grant: body.grant_type },
  };
  // A second factor after a password or an id_token: the user is the first step's, known from
  // its token.
  const firstStep = await firstStepOf(
    body,
    { policy: secondFactor.policy, now },
    repositories,
  ).catch(async (error: unknown) => {
    // No first step known: a code completes a password's, a passkey may stand alone.
    const method = methodOf(body, body.grant_type === 'totp' ? 'password' : null);
    await recordRefusedSignIn(record, error, {
      ...attempted,
      details: { grant: body.grant_type, method },
    });
    throw error;
  });
  if (firstStep) attempted.username = firstStep.username;
  attempted.details = {
    grant: body.grant_type,
    method: methodOf(body, firstStep?.firstFactor ?? null),
  };

  const attempt = await startSignInAttempt(
    { username: attempted.username, address: clientAddress, now, limits: config.loginLimits },
    repositories.loginFailures,
  ).catch(async (error: unknown) => {
    await recordRefusedSignIn(record, error, attempted);
    throw error;
  });
  const { user, recoveryCodesLeft, isSecondFactorDone } = await signInWithGrant(
    { body, firstStep, config, relyingParty: options.relyingParty, now },
    repositories,
  ).catch(async (error: unknown) => {
    await (error instanceof AppError && error.statusCode === 401
      ? attempt.failed()
      : attempt.release());
    await recordRefusedSignIn(record, error, attempted);
    throw error;
  });
  await attempt.release();

  // A right password, or a portal id_token that names no second factor, of a user with a
  // second factor: no token yet, a passkey or the authenticator app must confirm it.
  if (
    (body.grant_type === 'password' || (body.grant_type === 'id_token' && !isSecondFactorDone)) &&
    secondFactor.policy !== 'off'
  ) {
    const methods = await secondFactorsOf(user.id, repositories);
    if (methods.length > 0) {
      throw await requireSecondFactor(
        { userId: user.id, firstFactor: body.grant_type, methods },
        now,
        repositories,
      );
    }
  }
  return issueSession(
    {
      user,
      scope: body.scope,
      recoveryCodesLeft,
      attempted,
      asksForCookie: options.asksForCookie,
      config,
      clientAddress,
      userAgent: options.userAgent,
      now,
    },
    repositories,
    record,
  );
}

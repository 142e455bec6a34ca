import {
  recoveryCodeSchema,
  resultCode,
  totpCodeSchema,
  type confirmIdentitySchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { LoginLimits, SecondFactorPolicy } from '../../config';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../lib/password-hashing';
import type { MessageKey } from '../../messages/catalogue';
import type { AuditNote } from '../../plugins/app/audit';
import { signInAgain } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';
import type { Reservation } from '../../repositories/login-failure-repository';
import { asAuthenticationResponse, verifyAssertion } from './passkey-ceremonies';
import { refusedUntil, startSignInAttempt, type SignInAttempt } from './login-rate-limit';
import type { RelyingParty } from './relying-party';
import { secondFactorsOf } from './second-factor';
import { hashRecoveryCode, openTotpSecret, totpStepOf } from './totp';

/** Wrong confirmations one session may make in a window of failed sign-ins; the next is 429. */
export const wrongConfirmationsPerSession = 5;

/** How the caller proved who they are, for the audit trail. */
export type ProofMethod =
  'password' | 'password+passkey' | 'password+totp' | 'password+recovery-code';

type ConfirmIdentityBody = z.output<typeof confirmIdentitySchema>;

export type ConfirmIdentityOptions = {
  caller: { tokenId: number; userId: number; username: string };
  body: ConfirmIdentityBody;
  /** The client's address, counted as a sign-in's is. */
  address: string;
  policy: SecondFactorPolicy;
  limits: LoginLimits;
  /** The key the authenticator apps' secrets are sealed with. */
  totpKey: Buffer;
  rp: RelyingParty;
  now: Date;
};

const methodOf = ({ code, recoveryCode, passkey }: ConfirmIdentityBody): ProofMethod =>
  passkey
    ? 'password+passkey'
    : code !== undefined
      ? 'password+totp'
      : recoveryCode !== undefined
        ? 'password+recovery-code'
        : 'password';

/** The session's own counter of wrong confirmations. */
const sessionKeyOf = (tokenId: number) => `session:${tokenId}`;

/**
 * Checks the second factor of a proof against the user's: null when it holds, else why not (the
 * audit trail's reason). A code or recovery code is used up, a passkey's ceremony taken.
 */
async function factorRefusal(
  userId: number,
  methods: readonly string[],
  { body, totpKey, rp, now }: ConfirmIdentityOptions,
  repositories: Repositories,
): Promise<MessageKey | null> {
  const { code, recoveryCode, passkey } = body;
  if (passkey) {
    if (!methods.includes('passkey')) return 'passkey.badCredential';
    const signed = await verifyAssertion(
      {
        purpose: 'verify',
        userId,
        challengeId: passkey.challengeId,
        credential: asAuthenticationResponse(passkey.credential),
        rp,
        now,
      },
      repositories,
    );
    return signed ? null : 'passkey.badCredential';
  }
  if (recoveryCode !== undefined) {
    const recovery = recoveryCodeSchema.safeParse(recoveryCode);
    const isUsed =
      recovery.success &&
      methods.includes('totp') &&
      (await repositories.totp.useRecoveryCode(userId, hashRecoveryCode(recovery.data), now));
    return isUsed ? null : 'auth.badRecoveryCode';
  }
  const totp = methods.includes('totp') ? await repositories.totp.findOfUser(userId) : undefined;
  const typed = totpCodeSchema.safeParse(code);
  if (!totp || totp.confirmedAt === null || !typed.success) return 'auth.badTotpCode';
  const step = totpStepOf(openTotpSecret(totpKey, userId, totp.sealedSecret), typed.data, now);
  return step !== null && (await repositories.totp.acceptStep(userId, step))
    ? null
    : 'auth.badTotpCode';
}

/**
 * A proof of the caller, asked again before a change of their password or second factors
 * (docs/security.md, "Fresh proof before a change"): their current password and, when they have
 * one (and the policy is not `off`), a second factor. On success the session's token records the
 * time: that session alone may make such changes for five minutes.
 *
 * Each confirmation is a sign-in attempt of the account (`startSignInAttempt`, so a wrong one
 * counts against the account and the address, and a locked account is 429), and a session may
 * make `wrongConfirmationsPerSession` wrong ones in a window: the next is 429, right or not. Every
 * confirmation is recorded (`auth.reauthenticate`), the reason of a refusal with it.
 */
export async function confirmIdentity(
  options: ConfirmIdentityOptions,
  repositories: Repositories,
  record: (note: AuditNote) => Promise<void>,
): Promise<ProofMethod> {
  const { caller, body, address, policy, limits, now } = options;
  const { loginFailures } = repositories;
  const method = methodOf(body);
  const refused = async (error: AppError, reason: string) => {
    await record({ event: 'auth.reauthenticate', result: 'failure', reason, details: { method } });
    return error;
  };

  // Taken up front, as the account's place is: racing wrong confirmations of one session cannot
  // pass its limit, and a right one gives its place back.
  const sessionKey = sessionKeyOf(caller.tokenId);
  const sessionPlace: Reservation | null = await loginFailures.reserve(sessionKey, {
    limit: wrongConfirmationsPerSession,
    now,
    windowEndsAt: new Date(now.getTime() + limits.windowMs),
  });
  if (!sessionPlace) {
    const endsAt = await loginFailures.findWindowEnd(sessionKey, now);
    const error = refusedUntil(endsAt ?? new Date(now.getTime() + limits.windowMs), now);
    throw await refused(error, error.messageKey);
  }
  let attempt: SignInAttempt;
  try {
    attempt = await startSignInAttempt(
      { username: caller.username, address, now, limits },
      loginFailures,
    );
  } catch (error) {
    await loginFailures.release(sessionPlace);
    if (error instanceof AppError) throw await refused(error, error.messageKey);
    throw error;
  }
  // Nothing counts but a wrong password or factor: anything else gives both places back.
  let isWrong = false;
  try {
    const user = await repositories.users.findById(caller.userId);
    if (!user) throw signInAgain();
    const methods = policy === 'off' ? [] : await secondFactorsOf(user.id, repositories);
    // No factor given where one is needed: nothing checked, nothing counted.
    if (methods.length > 0 && method === 'password') {
      throw await refused(
        new AppError(400, resultCode.failure, 'reauth.factorNeeded', {}, { methods }),
        'reauth.factorNeeded',
      );
    }
    const reason = !(await verifyPassword(user.password_hash, body.password))
      ? 'password.wrongCurrent'
      : methods.length > 0
        ? await factorRefusal(user.id, methods, options, repositories)
        : null;
    if (reason) {
      isWrong = true;
      // The account keeps its place (a failed sign-in), the address and the session count it.
      await attempt.failed();
      // One message whatever was wrong: the answer does not say whether the password was right.
      const messageKey: MessageKey = methods.length > 0 ? 'reauth.wrong' : 'password.wrongCurrent';
      throw await refused(new AppError(400, resultCode.failure, messageKey), reason);
    }
  } finally {
    if (!isWrong) {
      await attempt.release();
      await loginFailures.release(sessionPlace);
    }
  }

  await repositories.accessTokens.recordProof(caller.tokenId, now);
  await record({ event: 'auth.reauthenticate', result: 'success', details: { method } });
  return method;
}

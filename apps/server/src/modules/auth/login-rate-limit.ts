import { resultCode } from '@portal/contract';
import type { LoginLimits } from '../../config';
import { AppError } from '../../http/app-error';
import {
  accountKeyOf,
  type LoginFailureRepository,
  type Reservation,
} from '../../repositories/login-failure-repository';

export type SignInAttemptOptions = {
  /** The username of a password sign-in; none for an id_token. */
  username: string | null;
  /** The client's address, as Fastify derives it (TRUST_PROXY decides whether a proxy is heard). */
  address: string;
  now: Date;
  limits: LoginLimits;
};

/** A sign-in under way: say how it ended, so that only failures count. */
export type SignInAttempt = {
  /** The credentials were wrong: the failure counts against the account and the address. */
  failed: () => Promise<void>;
  /** Signed in, or stopped for another reason: nothing counts. */
  release: () => Promise<void>;
};

/** 429: the account or the address has failed too often; try again after `retryAfterSeconds`. */
export class TooManySignInAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, resultCode.failure, 'auth.tooManyAttempts', {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    });
  }
}

export function refusedUntil(endsAt: Date, now: Date): TooManySignInAttempts {
  return new TooManySignInAttempts(
    Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
  );
}

/**
 * Counts failed sign-ins per account and per client address, in the database that every server
 * instance shares (docs/security.md, "Failed sign-ins").
 *
 * The account's counter is taken up front, before the password is checked: of many racing
 * guesses at one account only as many as its limit get to check a password, and a success gives
 * its place back. The address's counter counts failures only, once known: the whole office behind
 * one NAT address signs in at 9:00, and its successes must never fill it. Racing guesses from one
 * address may pass its limit by as many as are checked at once; each account's limit still holds.
 */
export async function startSignInAttempt(
  { username, address, now, limits }: SignInAttemptOptions,
  loginFailures: LoginFailureRepository,
): Promise<SignInAttempt> {
  const windowEndsAt = new Date(now.getTime() + limits.windowMs);
  const addressKey = `address:${address}`;
  const addressFullUntil = await loginFailures.findFullWindowEnd(
    addressKey,
    limits.perAddress,
    now,
  );
  if (addressFullUntil) throw refusedUntil(addressFullUntil, now);

  let accountPlace: Reservation | null = null;
  if (username !== null) {
    const accountKey = accountKeyOf(username);
    accountPlace = await loginFailures.reserve(accountKey, {
      limit: limits.perAccount,
      now,
      windowEndsAt,
    });
    if (!accountPlace) {
      throw refusedUntil((await loginFailures.findWindowEnd(accountKey, now)) ?? windowEndsAt, now);
    }
  }
  const release = async () => {
    if (accountPlace) await loginFailures.release(accountPlace);
  };
  return {
    release,
    failed: async () => {
      await loginFailures.reserve(addressKey, { now, windowEndsAt });
    },
  };
}

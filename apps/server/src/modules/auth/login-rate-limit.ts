import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type {
  LoginFailureRepository,
  Reservation,
} from '../../repositories/login-failure-repository';

/** Failed sign-ins allowed in one window, per account and per client address (docs/api/upms.md). */
export const loginLimits = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

export type SignInAttemptOptions = {
  /** The username of a password sign-in; none for an id_token. */
  username: string | null;
  /** The client's address, as Fastify derives it (TRUST_PROXY decides whether a proxy is heard). */
  address: string;
  now: Date;
};

/**
 * A sign-in under way. Its places in the counters stay taken if its credentials are wrong; it
 * gives them back when it succeeds (or fails for another reason), so successes never count.
 */
export type SignInAttempt = { release: () => Promise<void> };

/** 429: the account or the address has failed too often; try again after `retryAfterSeconds`. */
export class TooManySignInAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, resultCode.failure, 'auth.tooManyAttempts', {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    });
  }
}

/**
 * Counts a sign-in attempt against its address and its account before any password is checked,
 * in the database that every server instance shares. An attempt takes a place in each counter up
 * front, so of many racing attempts only as many as the limit allows get to check a password;
 * once either counter is full, attempts are refused with 429 until its window ends.
 */
export async function startSignInAttempt(
  { username, address, now }: SignInAttemptOptions,
  loginFailures: LoginFailureRepository,
): Promise<SignInAttempt> {
  await loginFailures.purgeEnded(now);
  const windowEndsAt = new Date(now.getTime() + loginLimits.windowMs);
  const counters = [
    { key: `address:${address}`, limit: loginLimits.perAddress },
    ...(username === null
      ? []
      : [{ key: `account:${username.trim().toLowerCase()}`, limit: loginLimits.perAccount }]),
  ];
  const taken: Reservation[] = [];
  for (const { key, limit } of counters) {
    const reservation = await loginFailures.reserve(key, { limit, now, windowEndsAt });
    if (!reservation) {
      await Promise.all(taken.map((place) => loginFailures.release(place)));
      const endsAt = (await loginFailures.findWindowEnd(key, now)) ?? windowEndsAt;
      throw new TooManySignInAttempts(
        Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
      );
    }
    taken.push(reservation);
  }
  return {
    release: async () => {
      await Promise.all(taken.map((place) => loginFailures.release(place)));
    },
  };
}

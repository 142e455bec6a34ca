import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type WebAuthnChallengeRepository = ReturnType<typeof createWebAuthnChallengeRepository>;

/** What a ceremony is for: a new passkey, a sign-in, the passkey after a password, a check. */
export type ChallengePurpose = 'register' | 'sign-in' | 'second-factor' | 'verify';

/** What a sign-in waiting for its second factor passed first. */
export type FirstFactor = 'password' | 'id_token';

export type PendingChallenge = {
  id: string;
  challenge: string;
  purpose: ChallengePurpose;
  userId: number | null;
  expiresAt: Date;
};

/**
 * The challenges of WebAuthn ceremonies under way and the tokens of sign-ins waiting for their
 * passkey (migration 0024), in the database every instance shares: a ceremony begun on one
 * instance finishes on any. Each is taken once.
 */
export function createWebAuthnChallengeRepository(db: Kysely<Database>) {
  async function peek(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; firstFactor: FirstFactor } | undefined> {
    const row = await db
      .selectFrom('second_factor_tokens')
      .select(['user_id', 'first_factor'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.user_id,
      firstFactor: row.first_factor === 'id_token' ? 'id_token' : 'password',
    };
  }

  return {
    save: async ({ id, challenge, purpose, userId, expiresAt }: PendingChallenge) => {
      await db
        .insertInto('webauthn_challenges')
        .values({
          id,
          challenge,
          purpose,
          user_id: userId,
          expires_at: expiresAt.toISOString(),
        })
        .execute();
    },

    /**
     * Deletes the challenge and answers it if it had not expired at `now`; undefined otherwise.
     * Of racing takes, on any instance, one gets it.
     */
    take: async (id: string, now: Date): Promise<PendingChallenge | undefined> => {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row || row.expires_at <= now.toISOString()) return undefined;
      return {
        id: row.id,
        challenge: row.challenge,
        purpose: row.purpose as ChallengePurpose,
        userId: row.user_id,
        expiresAt: new Date(row.expires_at),
      };
    },

    /**
     * Stores the hash of a second-factor token for a user until `expiresAt`, with the first step
     * that passed (`password` or `id_token`).
     */
    saveSecondFactorToken: async (
      tokenHash: string,
      userId: number,
      expiresAt: Date,
      firstFactor: FirstFactor = 'password',
    ) => {
      await db
        .insertInto('second_factor_tokens')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          expires_at: expiresAt.toISOString(),
          first_factor: firstFactor,
        })
        .execute();
    },

    /** The user of a second-factor token that has not expired, without using it up. */
    peekSecondFactorToken: async (tokenHash: string, now: Date) =>
      (await peek(tokenHash, now))?.userId,

    /** The user of a second-factor token that has not expired and its first step, not used up. */
    peekSecondFactor: peek,

    /** Uses a second-factor token up: its user if it was alive; undefined otherwise. */
    takeSecondFactorToken: async (tokenHash: string, now: Date) => {
      const row = await db
        .deleteFrom('second_factor_tokens')
        .where('token_hash', '=', tokenHash)
        .returning(['user_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at <= now.toISOString()) return undefined;
      return row.user_id;
    },
  };
}

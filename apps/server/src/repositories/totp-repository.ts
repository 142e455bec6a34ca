import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from './is-unique-violation';

export type TotpRepository = ReturnType<typeof createTotpRepository>;

/** A user's authenticator app as the code uses it; `secret` is still sealed. */
export type StoredTotp = {
  userId: number;
  sealedSecret: string;
  createdAt: string;
  confirmedAt: string | null;
  lastStep: number | null;
};

/**
 * Users' authenticator apps and recovery codes (migration 0027). The changes that must hold
 * against racing requests on any instance are single conditional statements: a time step is
 * accepted only when it is later than the last accepted one, a recovery code only while unused.
 */
export function createTotpRepository(db: Kysely<Database>) {
  const insertCodes = async (
    trx: Kysely<Database>,
    userId: number,
    codeHashes: string[],
    now: Date,
  ) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codeHashes.map((codeHash) => ({
          user_id: userId,
          code_hash: codeHash,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  };

  return {
    findOfUser: async (userId: number): Promise<StoredTotp | undefined> => {
      const row = await db
        .selectFrom('totp_secrets')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        userId: row.user_id,
        sealedSecret: row.secret,
        createdAt: row.created_at,
        confirmedAt: row.confirmed_at,
        lastStep: row.last_step === null ? null : Number(row.last_step),
      };
    },

    /** Whether the user has a confirmed authenticator app. */
    isConfirmed: async (userId: number) => {
      const row = await db
        .selectFrom('totp_secrets')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Starts an enrolment, replacing one that waits for its code; false when the user has a
     * confirmed app (it must be removed first).
     */
    savePending: async (userId: number, sealedSecret: string, now: Date): Promise<boolean> => {
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('totp_secrets')
            .where('user_id', '=', userId)
            .where('confirmed_at', 'is', null)
            .execute();
          await trx
            .insertInto('totp_secrets')
            .values({ user_id: userId, secret: sealedSecret, created_at: now.toISOString() })
            .execute();
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * Confirms a pending enrolment with the time step its first code was of, and stores its
     * recovery codes; false when nothing was pending (confirmed meanwhile, or removed).
     */
    confirm: async (userId: number, step: number, codeHashes: string[], now: Date) =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('totp_secrets')
          .set({ confirmed_at: now.toISOString(), last_step: step })
          .where('user_id', '=', userId)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await insertCodes(trx, userId, codeHashes, now);
        return true;
      }),

    /**
     * Records a code of the time step `step` as used: true when the step is later than the last
     * accepted one, false for a replay (or a code older than the last accepted one).
     */
    acceptStep: async (userId: number, step: number) => {
      const updated = await db
        .updateTable('totp_secrets')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Replaces every recovery code of the user. */
    replaceRecoveryCodes: async (userId: number, codeHashes: string[], now: Date) =>
      db.transaction().execute((trx) => insertCodes(trx, userId, codeHashes, now)),

    /** Uses a recovery code up: true when it was the user's and unused. */
    useRecoveryCode: async (userId: number, codeHash: string, now: Date) => {
      const updated = await db
        .updateTable('recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** The user's recovery codes not used yet. */
    recoveryCodesLeft: async (userId: number) => {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Removes the user's app, confirmed or pending, and their recovery codes. */
    remove: async (userId: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        const deleted = await trx
          .deleteFrom('totp_secrets')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return Number(deleted.numDeletedRows) > 0;
      }),
  };
}

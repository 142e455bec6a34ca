import type { Duty } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type DutyRepository = ReturnType<typeof createDutyRepository>;

/** Who holds which platform duty (migration 0020): one per user at most. */
export function createDutyRepository(db: Kysely<Database>) {
  return {
    /** The user's duty; null for a user without one. */
    dutyOf: async (userId: number): Promise<Duty | null> => {
      const row = await db
        .selectFrom('user_duties')
        .select('duty')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return (row?.duty as Duty | undefined) ?? null;
    },

    /**
     * Gives a user a duty. Refused (`held`) when the user holds another: one person holds one of
     * the three. Granting the duty the user already holds changes nothing (`unchanged`).
     */
    grant: async (
      userId: number,
      duty: Duty,
      grantedAt: Date,
    ): Promise<'granted' | 'unchanged' | { held: Duty }> => {
      const inserted = await db
        .insertInto('user_duties')
        .values({ user_id: userId, duty, granted_at: grantedAt.toISOString() })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted) return 'granted';
      const held = await db
        .selectFrom('user_duties')
        .select('duty')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return held.duty === duty ? 'unchanged' : { held: held.duty as Duty };
    },

    /** Takes the user's duty away: the duty they held, or null when they held none. */
    revoke: async (userId: number): Promise<Duty | null> => {
      const removed = await db
        .deleteFrom('user_duties')
        .where('user_id', '=', userId)
        .returning('duty')
        .executeTakeFirst();
      return (removed?.duty as Duty | undefined) ?? null;
    },
  };
}

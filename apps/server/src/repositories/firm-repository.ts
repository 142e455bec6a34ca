import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type FirmRepository = ReturnType<typeof createFirmRepository>;

export function createFirmRepository(db: Kysely<Database>) {
  return {
    /** The firms a user belongs to, in a stable order. */
    listForUser: (userId: number) =>
      db
        .selectFrom('firms')
        .innerJoin('user_firms', 'user_firms.firm_id', 'firms.id')
        .select(['firms.id', 'firms.firm_no', 'firms.firm_name'])
        .where('user_firms.user_id', '=', userId)
        .orderBy('firms.id')
        .execute(),
  };
}

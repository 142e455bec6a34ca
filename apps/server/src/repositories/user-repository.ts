import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(db: Kysely<Database>) {
  return {
    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst(),

    findById: (id: number) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The active users among these usernames: id, username and display name. */
    listActiveByUsernames: (usernames: readonly string[]) =>
      usernames.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .select(['id', 'username', 'display_name'])
            .where('username', 'in', usernames)
            .where('status', '=', 1)
            .execute(),

    count: async () => {
      const { count } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

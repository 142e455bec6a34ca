import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;

/** A stored passkey, its columns as the code uses them. */
export type StoredPasskey = {
  id: number;
  credentialId: string;
  userId: number;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

function fromRow(row: Selectable<Database['passkeys']>): StoredPasskey {
  return {
    id: row.id,
    credentialId: row.credential_id,
    userId: row.user_id,
    publicKey: row.public_key,
    signCount: Number(row.sign_count),
    transports: row.transports === '' ? [] : row.transports.split(','),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Users' passkeys (migration 0024). */
export function createPasskeyRepository(db: Kysely<Database>) {
  return {
    /** A user's passkeys, the oldest first. */
    listOfUser: async (userId: number) =>
      (
        await db
          .selectFrom('passkeys')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map(fromRow),

    /** How many passkeys a user has. */
    countOfUser: async (userId: number) => {
      const row = await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    findByCredentialId: async (credentialId: string) => {
      const row = await db
        .selectFrom('passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    /** Stores a new passkey; null when its credential id is registered already (to anyone). */
    insert: async (passkey: Omit<StoredPasskey, 'id' | 'lastUsedAt'>) => {
      const row = await db
        .insertInto('passkeys')
        .values({
          credential_id: passkey.credentialId,
          user_id: passkey.userId,
          public_key: passkey.publicKey,
          sign_count: passkey.signCount,
          transports: passkey.transports.join(','),
          name: passkey.name,
          created_at: passkey.createdAt,
        })
        .onConflict((conflict) => conflict.column('credential_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? fromRow(row) : null;
    },

    /** Records a use: the authenticator's new counter and when. */
    recordUse: async (id: number, signCount: number, now: Date) => {
      await db
        .updateTable('passkeys')
        .set({ sign_count: signCount, last_used_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Renames one of the user's passkeys; false when the user has none with this id. */
    rename: async (userId: number, id: number, name: string) => {
      const result = await db
        .updateTable('passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes one of the user's passkeys: the one removed, or undefined when none was. */
    remove: async (userId: number, id: number) => {
      const row = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CredentialRepository = ReturnType<typeof createCredentialRepository>;

export type PasswordChange = {
  userId: number;
  /** The hash the change was decided on; the change fails if another one replaced it since. */
  currentHash: string;
  newHash: string;
  /** The caller's token, which stays valid. */
  keepTokenId: number;
  now: Date;
};

export function createCredentialRepository(db: Kysely<Database>) {
  return {
    /** The hashes of the user's last `count` passwords before the current one, newest first. */
    previousHashes: async (userId: number, count: number) => {
      if (count <= 0) return [];
      const rows = await db
        .selectFrom('password_history')
        .select('password_hash')
        .where('user_id', '=', userId)
        .orderBy('replaced_at', 'desc')
        .limit(count)
        .execute();
      return rows.map((row) => row.password_hash);
    },

    /**
     * Replaces the password hash, keeps the replaced one in the user's history and revokes the
     * user's other tokens, together; answers how many tokens it revoked. Null when the hash
     * changed in between (a concurrent change won), and then nothing is changed.
     */
    changePassword: ({ userId, currentHash, newHash, keepTokenId, now }: PasswordChange) =>
      db.transaction().execute(async (trx) => {
        const nowText = now.toISOString();
        const result = await trx
          .updateTable('users')
          .set({ password_hash: newHash, password_changed_at: nowText })
          .where('id', '=', userId)
          .where('password_hash', '=', currentHash)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return null;
        await trx
          .insertInto('password_history')
          .values({ user_id: userId, password_hash: currentHash, replaced_at: nowText })
          .execute();
        const revoked = await trx
          .updateTable('access_tokens')
          .set({ revoked_at: nowText, revoked_reason: 'password' })
          .where('user_id', '=', userId)
          .where('id', '<>', keepTokenId)
          // Sessions only: an app's token ends with its session, the kept one's apps' live on.
          .where('parent_token_id', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', nowText)
          .executeTakeFirst();
        return { revoked: Number(revoked.numUpdatedRows) };
      }),
  };
}

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
    /**
     * Replaces the password hash and revokes the user's other tokens, together. False when the
     * hash changed in between (a concurrent change won), and then nothing is changed.
     */
    changePassword: ({ userId, currentHash, newHash, keepTokenId, now }: PasswordChange) =>
      db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({ password_hash: newHash })
          .where('id', '=', userId)
          .where('password_hash', '=', currentHash)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('access_tokens')
          .set({ revoked_at: now.toISOString() })
          .where('user_id', '=', userId)
          .where('id', '<>', keepTokenId)
          .where('revoked_at', 'is', null)
          .execute();
        return true;
      }),
  };
}

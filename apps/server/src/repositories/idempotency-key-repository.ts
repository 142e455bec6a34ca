import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type IdempotencyKeyRepository = ReturnType<typeof createIdempotencyKeyRepository>;

/** A request that carried an Idempotency-Key, and the answer it is to give once applied. */
export type IdempotentRequest = {
  userId: number;
  key: string;
  /** SHA-256 (hex) of the operation and its input. */
  requestHash: string;
  now: Date;
};

/**
 * Claims the key inside the transaction of the change it guards, before the change. A second
 * request with the key fails here with a unique violation: at once, or on PostgreSQL as soon as
 * the first one's transaction commits (it waits on the key until then).
 */
export async function claimIdempotencyKey(trx: Transaction<Database>, request: IdempotentRequest) {
  await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: request.userId,
      idempotency_key: request.key,
      request_hash: request.requestHash,
      response: null,
      created_at: request.now.toISOString(),
    })
    .execute();
}

/** Stores the answer of a claimed key, in the same transaction. */
export async function recordIdempotentAnswer(
  trx: Transaction<Database>,
  request: IdempotentRequest,
  answer: unknown,
) {
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(answer) })
    .where('user_id', '=', request.userId)
    .where('idempotency_key', '=', request.key)
    .execute();
}

export function createIdempotencyKeyRepository(db: Kysely<Database>) {
  return {
    /** The request a user's key was used for, and its answer, if the key has been used. */
    find: async (userId: number, key: string) => {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return (
        row && {
          requestHash: row.request_hash,
          answer: JSON.parse(row.response ?? 'null') as unknown,
        }
      );
    },
  };
}

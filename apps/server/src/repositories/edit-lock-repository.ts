import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type EditLockRepository = ReturnType<typeof createEditLockRepository>;

/** What an edit lock is on: a schedule or a calendar group. */
export type LockedResource = { type: 'schedule' | 'bookGroup'; id: number };

export type LockTerms = { holderId: number; now: Date; expiresAt: Date };

// Every write is one statement whose outcome says whether it won: the unique key on
// (resource_type, resource_id) and the conditions in the WHERE clauses settle races in the
// database, on SQLite and PostgreSQL alike, with no read-then-write window.
export function createEditLockRepository(db: Kysely<Database>) {
  const onResource = (resource: LockedResource) =>
    db
      .updateTable('edit_locks')
      .where('resource_type', '=', resource.type)
      .where('resource_id', '=', resource.id);

  return {
    /** Takes a lock nobody holds; false when a row for the resource exists. */
    insertIfFree: async (resource: LockedResource, terms: LockTerms) => {
      const result = await db
        .insertInto('edit_locks')
        .values({
          resource_type: resource.type,
          resource_id: resource.id,
          holder_id: terms.holderId,
          acquired_at: terms.now.toISOString(),
          expires_at: terms.expiresAt.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['resource_type', 'resource_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Takes over an expired lock, or renews the holder's own; false when another holds it. */
    takeOverIfExpired: async (resource: LockedResource, terms: LockTerms) => {
      const result = await onResource(resource)
        .set({
          holder_id: terms.holderId,
          acquired_at: terms.now.toISOString(),
          expires_at: terms.expiresAt.toISOString(),
        })
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', terms.now.toISOString()),
            eb('holder_id', '=', terms.holderId),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Pushes the holder's lock out to a new expiry; false when the caller does not hold it. */
    extend: async (resource: LockedResource, terms: LockTerms) => {
      const result = await onResource(resource)
        .set({ expires_at: terms.expiresAt.toISOString() })
        .where('holder_id', '=', terms.holderId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Releases the lock if this user holds it; false otherwise. */
    release: async (resource: LockedResource, holderId: number) => {
      const result = await db
        .deleteFrom('edit_locks')
        .where('resource_type', '=', resource.type)
        .where('resource_id', '=', resource.id)
        .where('holder_id', '=', holderId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    find: (resource: LockedResource) =>
      db
        .selectFrom('edit_locks')
        .innerJoin('users', 'users.id', 'edit_locks.holder_id')
        .select([
          'edit_locks.holder_id as holderId',
          'users.display_name as holderName',
          'edit_locks.acquired_at as acquiredAt',
          'edit_locks.expires_at as expiresAt',
        ])
        .where('edit_locks.resource_type', '=', resource.type)
        .where('edit_locks.resource_id', '=', resource.id)
        .executeTakeFirst(),
  };
}

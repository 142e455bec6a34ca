import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A record of the trail about a registry entry, with the display name of who made it. */
export type RegistryHistoryRow = {
  id: number;
  occurredAt: string;
  event: string;
  userId: number | null;
  username: string | null;
  displayName: string | null;
  /** JSON text. */
  details: string | null;
};

export type RegistryHistoryRepository = ReturnType<typeof createRegistryHistoryRepository>;

/**
 * The one part of the audit trail a system administrator reads: the records of `events` about a
 * registry entry (`object_type` `sub-app`, `object_id` its route). Reads only; the trail is
 * written by the audit plugin alone.
 */
export function createRegistryHistoryRepository(db: Kysely<Database>) {
  return {
    /**
     * The records about `route`, newest first, below the id `before` (keyset paging), at most
     * `limit`. Registry events are few: the index of the event and the id finds them.
     */
    page: async ({
      route,
      events,
      before,
      limit,
    }: {
      route: string;
      events: readonly string[];
      before: number | undefined;
      limit: number;
    }): Promise<RegistryHistoryRow[]> => {
      let query = db
        .selectFrom('audit_events')
        .leftJoin('users', 'users.id', 'audit_events.user_id')
        .select([
          'audit_events.id as id',
          'audit_events.occurred_at as occurredAt',
          'audit_events.event as event',
          'audit_events.user_id as userId',
          'audit_events.username as username',
          'users.display_name as displayName',
          'audit_events.details as details',
        ])
        .where('audit_events.event', 'in', events)
        .where('audit_events.object_type', '=', 'sub-app')
        .where('audit_events.object_id', '=', route);
      if (before !== undefined) query = query.where('audit_events.id', '<', before);
      const rows = await query.orderBy('audit_events.id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}

import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type RegistryRequestRow = Selectable<Database['registry_requests']> & {
  requester_username: string;
  requester_name: string;
  decider_username: string | null;
  decider_name: string | null;
};

export type NewRegistryRequest = {
  route: string;
  proposed: string;
  previous: string | null;
  raises: string;
  requestedBy: number;
  requestedAt: Date;
};

export type RegistryRequestRepository = ReturnType<typeof createRegistryRequestRepository>;

/** Registry changes that raise an app's trust, and their decisions (migration 0030). */
export function createRegistryRequestRepository(db: Kysely<Database>) {
  const withPeople = () =>
    db
      .selectFrom('registry_requests')
      .innerJoin('users as requester', 'requester.id', 'registry_requests.requested_by')
      .leftJoin('users as decider', 'decider.id', 'registry_requests.decided_by')
      .selectAll('registry_requests')
      .select([
        'requester.username as requester_username',
        'requester.display_name as requester_name',
        'decider.username as decider_username',
        'decider.display_name as decider_name',
      ]);

  return {
    /** Stores a pending request; undefined when the route has one pending already. */
    insert: async (request: NewRegistryRequest): Promise<number | undefined> => {
      const pending = await db
        .selectFrom('registry_requests')
        .select('id')
        .where('route', '=', request.route)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) return undefined;
      const row = await db
        .insertInto('registry_requests')
        .values({
          route: request.route,
          proposed: request.proposed,
          previous: request.previous,
          raises: request.raises,
          requested_by: request.requestedBy,
          requested_at: request.requestedAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find: (id: number): Promise<RegistryRequestRow | undefined> =>
      withPeople().where('registry_requests.id', '=', id).executeTakeFirst(),

    /** The pending requests, oldest first, then the `decided` last decided, newest first. */
    listRecent: async (decided: number): Promise<RegistryRequestRow[]> => {
      const pending = await withPeople()
        .where('registry_requests.status', '=', 'pending')
        .orderBy('registry_requests.id')
        .execute();
      const done = await withPeople()
        .where('registry_requests.status', '<>', 'pending')
        .orderBy('registry_requests.id', 'desc')
        .limit(decided)
        .execute();
      return [...pending, ...done];
    },

    /** Decides a pending request; false when it was decided already (by anyone, anywhere). */
    decide: async (
      id: number,
      decision: { status: 'approved' | 'rejected'; by: number; at: Date; reason: string },
    ): Promise<boolean> => {
      const result = await db
        .updateTable('registry_requests')
        .set({
          status: decision.status,
          decided_by: decision.by,
          decided_at: decision.at.toISOString(),
          decision_reason: decision.reason,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

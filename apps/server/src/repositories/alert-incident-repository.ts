import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type AlertIncidentRow = Selectable<Database['alert_incidents']>;
export type NewAlertIncident = Insertable<Database['alert_incidents']>;
/** A post to queue: its incident is the one it is queued with. */
export type NewAlertDelivery = Omit<Insertable<Database['alert_deliveries']>, 'incident_id'>;
export type PendingAlertDelivery = Selectable<Database['alert_deliveries']>;

/** How a post's attempt ended. */
export type DeliveryAttempt = {
  at: Date;
  attempts: number;
  status: number | null;
  error: string | null;
};

export type AlertIncidentRepository = ReturnType<typeof createAlertIncidentRepository>;

/**
 * What the alert rules saw (incidents) and what they posted (deliveries, with their attempts),
 * migration 0039. Only the instance running the alert job writes them (scheduled job `alerts`).
 */
export function createAlertIncidentRepository(db: Kysely<Database>) {
  return {
    /** Every incident not resolved, of every rule. */
    unresolved: () =>
      db.selectFrom('alert_incidents').selectAll().where('resolved_at', 'is', null).execute(),

    /** The app and fingerprint of every error-group incident the rule ever had, as `app fingerprint`. */
    groupsAlertedBy: async (ruleId: number): Promise<Set<string>> => {
      const rows = await db
        .selectFrom('alert_incidents')
        .select(['app', 'fingerprint'])
        .where('rule_id', '=', ruleId)
        .where('fingerprint', 'is not', null)
        .execute();
      return new Set(rows.map(({ app, fingerprint }) => `${app} ${fingerprint}`));
    },

    /** A condition seen, not (yet) alerted. */
    open: (incident: NewAlertIncident) =>
      db.insertInto('alert_incidents').values(incident).returningAll().executeTakeFirstOrThrow(),

    /** The condition still holds at `at`. */
    seen: async (id: number, at: Date) => {
      await db
        .updateTable('alert_incidents')
        .set({ last_seen_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** The incident is alerted: its alert is queued with it, in one transaction. */
    alert: (id: number, at: Date, details: string, delivery: NewAlertDelivery) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('alert_incidents')
          .set({ alerted_at: at.toISOString(), last_seen_at: at.toISOString(), details })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('alert_deliveries')
          .values({ ...delivery, incident_id: id })
          .execute();
      }),

    /** A new incident alerted at once, with its alert, in one transaction. */
    openAlerted: (incident: NewAlertIncident, delivery: NewAlertDelivery) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('alert_incidents')
          .values(incident)
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('alert_deliveries')
          .values({ ...delivery, incident_id: id })
          .execute();
      }),

    /** The incident is over: with its resolution queued when it had been alerted. */
    resolve: (id: number, at: Date, delivery: NewAlertDelivery | null) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('alert_incidents')
          .set({ resolved_at: at.toISOString() })
          .where('id', '=', id)
          .execute();
        if (delivery) {
          await trx
            .insertInto('alert_deliveries')
            .values({ ...delivery, incident_id: id })
            .execute();
        }
      }),

    /** A condition that ended before it lasted long enough to alert: nothing to keep. */
    drop: async (id: number) => {
      await db
        .deleteFrom('alert_incidents')
        .where('id', '=', id)
        .where('alerted_at', 'is', null)
        .execute();
    },

    /** Posts still to be tried, oldest first. */
    pendingDeliveries: (limit: number): Promise<PendingAlertDelivery[]> =>
      db
        .selectFrom('alert_deliveries')
        .selectAll()
        .where('next_attempt_at', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Takes the post for one attempt: moves its next attempt to `leaseUntil` if it is still due
     * at `due`, so that of several instances one posts it, and a post whose instance died while
     * posting is tried again after the lease. False when another took it.
     */
    claimDelivery: async (id: number, due: string, leaseUntil: Date) => {
      const result = await db
        .updateTable('alert_deliveries')
        .set({ next_attempt_at: leaseUntil.toISOString() })
        .where('id', '=', id)
        .where('next_attempt_at', '=', due)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    delivered: async (id: number, { at, attempts, status }: DeliveryAttempt) => {
      await db
        .updateTable('alert_deliveries')
        .set({
          delivered_at: at.toISOString(),
          next_attempt_at: null,
          attempts,
          last_status: status,
          last_error: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Not taken: tried again at `next`, or given up when `next` is null. */
    notDelivered: async (id: number, next: Date | null, attempt: DeliveryAttempt) => {
      await db
        .updateTable('alert_deliveries')
        .set({
          next_attempt_at: next?.toISOString() ?? null,
          failed_at: next === null ? attempt.at.toISOString() : null,
          attempts: attempt.attempts,
          last_status: attempt.status,
          last_error: attempt.error?.slice(0, 200) ?? null,
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Forgets posts finished before `before` and the app-failing incidents resolved before it.
     * A new error group's incidents stay while their rule does: a group alerts once.
     */
    purgeBefore: async (before: Date) => {
      const cutoff = before.toISOString();
      await db
        .deleteFrom('alert_deliveries')
        .where('next_attempt_at', 'is', null)
        .where('created_at', '<', cutoff)
        .execute();
      await db
        .deleteFrom('alert_incidents')
        .where('fingerprint', 'is', null)
        .where('resolved_at', '<', cutoff)
        .execute();
    },
  };
}

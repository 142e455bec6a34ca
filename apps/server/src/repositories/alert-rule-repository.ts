import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type AlertRuleRow = Selectable<Database['alert_rules']>;
export type NewAlertRule = Insertable<Database['alert_rules']>;
export type AlertDeliveryRow = Selectable<Database['alert_deliveries']>;

export type AlertRuleRepository = ReturnType<typeof createAlertRuleRepository>;

/** The alert rules of operations (migration 0039), as administrators keep them. */
export function createAlertRuleRepository(db: Kysely<Database>) {
  return {
    /** Every rule, oldest first, with its maker's username. */
    list: () =>
      db
        .selectFrom('alert_rules')
        .leftJoin('users', 'users.id', 'alert_rules.created_by')
        .selectAll('alert_rules')
        .select('users.username as creator')
        .orderBy('alert_rules.id')
        .execute(),

    count: async () => {
      const row = await db
        .selectFrom('alert_rules')
        .select((eb) => eb.fn.countAll<number | string>().as('rules'))
        .executeTakeFirst();
      return Number(row?.rules ?? 0);
    },

    insert: (rule: NewAlertRule): Promise<AlertRuleRow> =>
      db.insertInto('alert_rules').values(rule).returningAll().executeTakeFirstOrThrow(),

    /**
     * Deletes the rule with its incidents and posts, those still to be tried among them: a rule
     * taken away alerts no more. Answers the rule as it was; undefined for none.
     */
    remove: (id: number): Promise<AlertRuleRow | undefined> =>
      db.transaction().execute(async (trx) => {
        const rule = await trx
          .selectFrom('alert_rules')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!rule) return undefined;
        await trx.deleteFrom('alert_deliveries').where('rule_id', '=', id).execute();
        await trx.deleteFrom('alert_incidents').where('rule_id', '=', id).execute();
        await trx.deleteFrom('alert_rules').where('id', '=', id).execute();
        return rule;
      }),

    /** Per rule, how many of its incidents were alerted and are not yet resolved. */
    openIncidentCounts: async (): Promise<Map<number, number>> => {
      const rows = await db
        .selectFrom('alert_incidents')
        .select((eb) => ['rule_id', eb.fn.countAll<number | string>().as('open')])
        .where('alerted_at', 'is not', null)
        .where('resolved_at', 'is', null)
        .groupBy('rule_id')
        .execute();
      return new Map(rows.map((row) => [row.rule_id, Number(row.open)]));
    },

    /** Each rule's newest post. */
    newestDeliveries: async (): Promise<Map<number, AlertDeliveryRow>> => {
      const rows = await db
        .selectFrom('alert_deliveries')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('alert_deliveries')
            .select((inner) => inner.fn.max('id').as('id'))
            .groupBy('rule_id'),
        )
        .execute();
      return new Map(rows.map((row) => [row.rule_id, row]));
    },
  };
}

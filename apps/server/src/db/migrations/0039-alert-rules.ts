import { sql, type Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Alert rules of operations (docs/production.md, "Alerts"): what to watch and the webhook to post
// to; the incidents each rule saw, from when the condition began to its end; and each post of an
// alert or its resolution to the webhook, kept with its attempts, so that a receiver that is down
// is tried again with backoff and what it was sent can be told.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('kind', 'varchar(32)', (column) =>
      column.notNull().check(sql`kind in ('app-failing', 'new-error-group')`),
    )
    /** The registry route watched; null: every app. */
    .addColumn('route', 'varchar(64)')
    .addColumn('minutes', 'integer', (column) => column.notNull())
    .addColumn('webhook_url', 'varchar(512)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_by', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('alert_incidents')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('rule_id', 'integer', (column) => column.notNull())
    .addColumn('route', 'varchar(64)', (column) => column.notNull())
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    /** A new error group's fingerprint; null for an app failing. */
    .addColumn('fingerprint', 'varchar(32)')
    /** The release a new error group was first seen in. */
    .addColumn('release', 'varchar(80)')
    /** When the condition was first seen. */
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    /** When it was last seen to hold (an app failing) or the group last reported. */
    .addColumn('last_seen_at', 'varchar(32)', (column) => column.notNull())
    /** When its alert was queued; null while an app's failing has not lasted the rule's minutes. */
    .addColumn('alerted_at', 'varchar(32)')
    .addColumn('resolved_at', 'varchar(32)')
    /** JSON of what the alert said of it. */
    .addColumn('details', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('alert_incidents_rule_id_resolved_at_index')
    .on('alert_incidents')
    .columns(['rule_id', 'resolved_at'])
    .execute();

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('rule_id', 'integer', (column) => column.notNull())
    .addColumn('incident_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) =>
      column.notNull().check(sql`status in ('firing', 'resolved')`),
    )
    .addColumn('webhook_url', 'varchar(512)', (column) => column.notNull())
    /** The JSON posted. */
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    /** When it is tried next; null once delivered or given up. */
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('delivered_at', 'varchar(32)')
    .addColumn('failed_at', 'varchar(32)')
    /** The receiver's last HTTP status; null when it did not answer. */
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('alert_deliveries_next_attempt_at_index')
    .on('alert_deliveries')
    .column('next_attempt_at')
    .execute();
  await db.schema
    .createIndex('alert_deliveries_rule_id_index')
    .on('alert_deliveries')
    .column('rule_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.dropTable('alert_incidents').execute();
  await db.schema.dropTable('alert_rules').execute();
}

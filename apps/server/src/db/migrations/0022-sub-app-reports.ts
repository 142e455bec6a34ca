import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// What the shells report of each sub-application (docs/sub-apps.md, "Health"): first mounts,
// failed and timed-out loads, uncaught errors. Kept for operations until the retention purge.
// And who marked a feedback handled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sub_app_reports')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('received_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('reported_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('route', 'varchar(64)', (column) => column.notNull())
    /** `mount`, `failure`, `timeout` or `error`. */
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('message', 'text')
    .addColumn('stack', 'text')
    .addColumn('browser', 'varchar(128)', (column) => column.notNull())
    /** The registry's change stamp when it was received. */
    .addColumn('registry_version', 'varchar(64)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sub_app_reports_received_at_index')
    .on('sub_app_reports')
    .column('received_at')
    .execute();
  await db.schema.alterTable('feedback').addColumn('handled_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').dropColumn('handled_by').execute();
  await db.schema.dropTable('sub_app_reports').execute();
}

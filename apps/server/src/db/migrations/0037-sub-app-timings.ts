import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// What staff waited for in each sub-application (docs/sub-apps.md, "What staff wait for"): first
// mounts, re-shows and the Core Web Vitals of its pages, one sample a row, with the release they
// were of, so that operations read the 75th percentile per app and release. Kept, like the
// health reports, until the retention purge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sub_app_timings')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('received_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('route', 'varchar(64)', (column) => column.notNull())
    /** A pinned manifest's release (or digest), else when the app's entry last changed. */
    .addColumn('release', 'varchar(80)', (column) => column.notNull())
    .addColumn('is_pinned', 'integer', (column) => column.notNull())
    /** `mount`, `reshow`, `lcp`, `inp` or `cls`. */
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    /** Milliseconds; a CLS's unitless score. */
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sub_app_timings_received_at_index')
    .on('sub_app_timings')
    .column('received_at')
    .execute();
  await db.schema
    .createIndex('sub_app_timings_user_id_received_at_index')
    .on('sub_app_timings')
    .columns(['user_id', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sub_app_timings').execute();
}

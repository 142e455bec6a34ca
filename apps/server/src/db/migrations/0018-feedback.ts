import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Feedback users send from the top bar (a screenshot, a comment, where they were and the newest
// entries of their local log), kept for the operations team until the retention purge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('firm_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('page', 'varchar(2000)', (column) => column.notNull())
    .addColumn('sub_app', 'varchar(64)')
    .addColumn('comment', 'text', (column) => column.notNull())
    /** The screenshot as a data URL. */
    .addColumn('image', 'text', (column) => column.notNull())
    /** The log entries sent with it, as JSON. */
    .addColumn('log_entries', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'varchar(512)', (column) => column.notNull())
    .addColumn('handled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('feedback_created_at_index')
    .on('feedback')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}

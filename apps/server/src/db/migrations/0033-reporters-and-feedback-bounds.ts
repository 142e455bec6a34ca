import { sql, type Kysely } from 'kysely';

// Who reported what of a sub-application, and how many it stands for (docs/sub-apps.md,
// "Health"): an app's health counts users, so one user's flood of reports is one user; the
// errors of a few seconds arrive as one report with their count. Null user: a report kept before.
// Feedback keeps its size (screenshot, comment and log, as sent) for the sender's daily quota,
// and the administrator who took it (docs/security.md, "Feedback").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_app_reports').addColumn('user_id', 'integer').execute();
  await db.schema
    .alterTable('sub_app_reports')
    .addColumn('count', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('sub_app_reports_user_id_received_at_index')
    .on('sub_app_reports')
    .columns(['user_id', 'received_at'])
    .execute();

  await db.schema
    .alterTable('feedback')
    .addColumn('size_bytes', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update feedback set size_bytes = length(image) + length(comment) + length(log_entries)`.execute(
    db,
  );
  await db.schema.alterTable('feedback').addColumn('assigned_to', 'integer').execute();
  await db.schema.alterTable('feedback').addColumn('assigned_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('feedback_user_id_created_at_index')
    .on('feedback')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_user_id_created_at_index').execute();
  await db.schema.alterTable('feedback').dropColumn('assigned_at').execute();
  await db.schema.alterTable('feedback').dropColumn('assigned_to').execute();
  await db.schema.alterTable('feedback').dropColumn('size_bytes').execute();
  await db.schema.dropIndex('sub_app_reports_user_id_received_at_index').execute();
  await db.schema.alterTable('sub_app_reports').dropColumn('count').execute();
  await db.schema.alterTable('sub_app_reports').dropColumn('user_id').execute();
}

import { sql, type Kysely } from 'kysely';

// Separation of duties (docs/security.md): the platform's system administrators, security
// administrators and auditors. One duty per user at most, so the three are held by different
// people. Platform-wide, not per firm: a firm's roles only decide what its menu shows.
//
// The auditors' search pages through the trail newest first by id, filtered by one column: an
// index of that column and the id answers any page with one range scan, however deep.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_duties')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('duty', 'varchar(32)', (column) =>
      column.notNull().check(sql`duty in ('system_admin', 'security_admin', 'auditor')`),
    )
    .addColumn('granted_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('user_duties_duty_index').on('user_duties').column('duty').execute();

  for (const column of ['event', 'firm_id', 'result', 'user_id', 'username']) {
    await db.schema
      .createIndex(`audit_events_${column}_id_index`)
      .on('audit_events')
      .columns([column, 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['event', 'firm_id', 'result', 'user_id', 'username']) {
    await db.schema.dropIndex(`audit_events_${column}_id_index`).execute();
  }
  await db.schema.dropTable('user_duties').execute();
}

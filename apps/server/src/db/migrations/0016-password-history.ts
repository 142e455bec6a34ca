import { sql, type Kysely } from 'kysely';

// What a password policy needs to remember (lib/password-profiles.ts): when each user's password
// was last set, so that the MLPS profile can ask for a change every 90 days, and the hashes of the
// passwords a user had before, so that it can refuse the last five again. Existing users count
// from the moment of the migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_changed_at', 'varchar(32)').execute();
  await sql`update users set password_changed_at = ${new Date().toISOString()}`.execute(db);
  await db.schema
    .createTable('password_history')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    /** When this password stopped being the user's. */
    .addColumn('replaced_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_history_user_index')
    .on('password_history')
    .columns(['user_id', 'replaced_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_history').execute();
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}

import type { Kysely } from 'kysely';

// Jobs that one of several instances runs on a schedule (the retention purge): the instance that
// moves a job's next run forward runs it; the others find it not due. The indexes serve the purge,
// which deletes by time what has expired.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('next_run_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_run_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('access_tokens_expires_at_index')
    .on('access_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('core_cache_sessions_expires_at_index')
    .on('core_cache_sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at_index')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_at_index').execute();
  await db.schema.dropIndex('core_cache_sessions_expires_at_index').execute();
  await db.schema.dropIndex('access_tokens_expires_at_index').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
}

import { PostgresAdapter, type Kysely } from 'kysely';

// The audit trail shipped to the group's collector (docs/production.md, "Shipping the audit
// trail"). A record an instance appends is owed to the collector by that instance: a row of
// `audit_outbox`, written in the append's own transaction, so that neither a full memory nor a
// restart loses it; the instance deletes the row once the collector has the record. Each instance
// notes in `audit_shippers` when it last shipped, so that the records of one gone for good are
// taken over by another.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bigint = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema
    .createTable('audit_outbox')
    .addColumn('record_id', bigint, (column) => column.primaryKey())
    /** The instance that owes it (AUDIT_INSTANCE_NAME). */
    .addColumn('instance', 'varchar(64)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_outbox_instance_index')
    .on('audit_outbox')
    .columns(['instance', 'record_id'])
    .execute();
  await db.schema
    .createTable('audit_shippers')
    .addColumn('instance', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('seen_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_shippers').execute();
  await db.schema.dropTable('audit_outbox').execute();
}

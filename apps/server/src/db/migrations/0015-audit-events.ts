import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit trail (docs/security.md, "Audit trail"): security events, appended only, each record
// hashed over its content and the previous record's hash. Ids are given by the chain head, one
// after another without gaps, so a missing id is a removed record. No foreign keys: a record
// outlives the user, firm or object it names, and deleting those must never touch it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audit_events')
    .addColumn('id', isPostgres ? 'bigint' : 'integer', (column) => column.primaryKey())
    .addColumn('occurred_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('event', 'varchar(64)', (column) => column.notNull())
    .addColumn('result', 'varchar(16)', (column) => column.notNull())
    .addColumn('reason', 'varchar(128)')
    .addColumn('user_id', 'integer')
    /** The username given: the name attempted, on a failed sign-in. */
    .addColumn('username', 'varchar(255)')
    .addColumn('firm_id', 'integer')
    .addColumn('object_type', 'varchar(64)')
    .addColumn('object_id', 'varchar(512)')
    .addColumn('client_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_agent', 'varchar(512)', (column) => column.notNull())
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    /** JSON text (not jsonb: the hash is over the text as written). */
    .addColumn('details', 'text')
    .addColumn('prev_hash', 'char(64)', (column) => column.notNull())
    .addColumn('hash', 'char(64)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_occurred_at_index')
    .on('audit_events')
    .column('occurred_at')
    .execute();
  await db.schema
    .createIndex('audit_events_user_index')
    .on('audit_events')
    .columns(['user_id', 'occurred_at'])
    .execute();

  // One row: the last record's id and hash. Every append updates it first, which serialises
  // appends across instances (a row lock on PostgreSQL, the write lock on SQLite).
  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('last_id', isPostgres ? 'bigint' : 'integer', (column) => column.notNull())
    .addColumn('last_hash', 'char(64)', (column) => column.notNull())
    .execute();
  // The first record's previous hash is all zeros: nothing comes before it.
  const genesisHash = '0'.repeat(64);
  await sql`insert into audit_chain_head (id, last_id, last_hash) values (1, 0, ${genesisHash})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_chain_head').execute();
  await db.schema.dropTable('audit_events').execute();
}

import { PostgresAdapter, type Kysely } from 'kysely';

// Retention of the audit trail (docs/security.md, "Retention and checkpoints"). The purge deletes
// the oldest records and, in the same transaction, writes a checkpoint naming the last record it
// deleted (its id and hash), how many it deleted and when. Checkpoints are numbered 1, 2, 3, …
// without gaps and chained by their own hash, so a checkpoint removed or altered shows; the first
// record left must follow the newest checkpoint. And the moment a token's expiry was recorded
// (`session.expire`), so that it is recorded once per token whichever instance refuses it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bigint = isPostgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('audit_checkpoints')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    /** The last record purged: the first record left must have the next id and follow its hash. */
    .addColumn('last_purged_id', bigint, (column) => column.notNull())
    .addColumn('last_purged_hash', 'char(64)', (column) => column.notNull())
    /** How many records this purge deleted: the ids after the previous checkpoint's, up to its own. */
    .addColumn('purged_count', 'integer', (column) => column.notNull())
    .addColumn('purged_at', 'varchar(32)', (column) => column.notNull())
    /** The previous checkpoint's hash; all zeros for the first. */
    .addColumn('prev_hash', 'char(64)', (column) => column.notNull())
    /** SHA-256 (hex) of prev_hash and the content (lib/audit-chain/checkpoints.ts, hashAuditCheckpoint). */
    .addColumn('hash', 'char(64)', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('access_tokens')
    .addColumn('expiry_recorded_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('expiry_recorded_at').execute();
  await db.schema.dropTable('audit_checkpoints').execute();
}

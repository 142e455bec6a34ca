import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseConfig } from './database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

/** The trail's tables: the server's role reads them, and writes them only through functions. */
const auditTables = ['audit_events', 'audit_chain_head', 'audit_checkpoints'];

/** What the server's role may call (migration 0034): the trail's appends and its purge. */
const auditFunctions = ['audit_take_head()', 'audit_append(jsonb)', 'audit_purge(jsonb, jsonb)'];

/** The role a connection runs as. */
export async function roleOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
  const role = rows[0]?.role;
  if (!role) throw new Error('the database did not say which role it runs as');
  return role;
}

/**
 * Grants the server's role what it needs and no more, run by the role that owns the tables (the
 * migrations'): every statement on the application's tables, and on the audit trail SELECT alone
 * with EXECUTE on its functions, which append and purge with their owner's rights; nothing on the
 * retention floor. Run after every migration: a table added since gets its grants too, and the
 * trail's are taken back if anyone widened them (docs/production.md, "Database roles").
 */
export async function grantServerRole(owner: Kysely<Database>, serverRole: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(owner);
  const schema = sql.id(rows[0]?.schema ?? 'public');
  const role = sql.id(serverRole);
  const tables = sql.join(auditTables.map((table) => sql.id(table)));
  const statements = [
    sql`grant usage on schema ${schema} to ${role}`,
    sql`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
    sql`grant usage, select on all sequences in schema ${schema} to ${role}`,
    sql`revoke insert, update, delete, truncate, references, trigger on ${tables} from ${role}`,
    sql`revoke all on audit_retention_floor from ${role}`,
    // The server asks whether it is migrated, and migrates nothing itself.
    sql`revoke insert, update, delete on kysely_migration, kysely_migration_lock from ${role}`,
    sql`grant execute on function ${sql.raw(auditFunctions.join(', '))} to ${role}`,
  ];
  await owner.transaction().execute(async (trx) => {
    for (const statement of statements) await statement.execute(trx);
  });
}

/**
 * Brings the schema to the latest version. With a migration database (MIGRATION_DATABASE_URL, the
 * role that owns the tables) the migrations run there and the server's role is then granted what
 * it may do; without one, on the server's own connection, one role as in the demo. Answers the
 * migrations run and the role granted, if any.
 */
export async function migrateDatabase(
  server: Kysely<Database>,
  migration: DatabaseConfig | null,
): Promise<{ applied: string[]; grantedTo: string | null }> {
  if (migration === null) return { applied: await migrateToLatest(server), grantedTo: null };
  const owner = createDatabase(migration);
  try {
    const applied = await migrateToLatest(owner);
    if (!(owner.getExecutor().adapter instanceof PostgresAdapter))
      return { applied, grantedTo: null };
    const serverRole = await roleOf(server);
    if (serverRole === (await roleOf(owner))) return { applied, grantedTo: null };
    await grantServerRole(owner, serverRole);
    return { applied, grantedTo: serverRole };
  } finally {
    await owner.destroy();
  }
}

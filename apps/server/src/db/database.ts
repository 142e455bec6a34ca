import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite-adapter';
import type { Database } from './schema';

/** Where the data is: an SQLite file (or memory) or a PostgreSQL server (DATABASE_URL). */
export type DatabaseConfig =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

/** Where the database reports what it survived: the app's logger. */
type DatabaseLog = {
  warn: (details: Record<string, unknown>, message: string) => void;
};

const quiet: DatabaseLog = { warn: () => {} };

/**
 * How long a query waits for a connection, new or free in the pool, before it fails (and its
 * request gets 503): a database host that does not answer at all must not hold requests forever.
 */
const connectionTimeoutMs = 5_000;

/** The most connections one instance opens (docs/production.md sizes max_connections on it). */
const poolSize = 10;

/**
 * A pool that outlives its connections. When the server ends one (restart, fail-over,
 * idle_session_timeout, pg_terminate_backend), pg's client emits 'error', and an 'error' event
 * nobody listens to ends the process: the pool re-emits an idle client's, and a client in use
 * (between two statements of a transaction, or as its query fails) emits on itself only. So both
 * are heard, logged once per connection; the pool drops the dead client and connects anew at the
 * next query, and the query that was cut off fails with an error the error handler answers 503.
 */
function createPool(connectionString: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectionTimeoutMs,
  });
  const reported = new WeakSet<pg.ClientBase>();
  const report = (error: Error & { code?: unknown }, client: pg.ClientBase | undefined) => {
    if (client) {
      // A connection cut off reports twice: the server's reason, then the end of the socket.
      if (reported.has(client)) return;
      reported.add(client);
    }
    // Code and message only: pg hangs the client, with its connection settings, on the error.
    log.warn({ code: error.code, reason: error.message }, 'lost a database connection');
  };
  pool.on('error', (error, client) => report(error, client));
  pool.on('connect', (client) => client.on('error', (error) => report(error, client)));
  return pool;
}

/** What a PostgreSQL pool holds at this moment, as pg counts it. */
export type PoolUse = {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted while this stays above 0. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
};

/** The pool behind each database made on PostgreSQL, for poolUseOf (Kysely does not expose it). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * How much of its connection pool a database made by createDatabase uses, for the metrics; null
 * on SQLite, which has one connection in the process and no pool.
 */
export function poolUseOf(db: Kysely<Database>): PoolUse | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: poolSize,
  };
}

export function createDatabase(
  config: DatabaseConfig,
  { log = quiet }: { log?: DatabaseLog } = {},
): Kysely<Database> {
  if (config.dialect === 'sqlite') {
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: openNodeSqlite(config.filename) }),
    });
  }
  const pool = createPool(config.connectionString, log);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

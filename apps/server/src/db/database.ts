import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { openNodeSqlite } from './node-sqlite-adapter';
import type { Database } from './schema';

function createDialect(config: DatabaseConfig): Dialect {
  if (config.dialect === 'postgres') {
    return new PostgresDialect({
      pool: new pg.Pool({ connectionString: config.connectionString, max: 10 }),
    });
  }
  return new SqliteDialect({ database: openNodeSqlite(config.filename) });
}

export function createDatabase(config: DatabaseConfig): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(config) });
}

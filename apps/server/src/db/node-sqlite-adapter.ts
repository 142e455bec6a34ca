import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const statementCacheSize = 200;

function toSqliteValues(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}

/**
 * Gives Kysely's SqliteDialect the better-sqlite3-shaped database it expects, backed by Node's
 * built-in node:sqlite (no native addon to compile).
 */
export function openNodeSqlite(filename: string): SqliteDatabase {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const database = new DatabaseSync(filename, { enableForeignKeyConstraints: true });
  if (filename !== ':memory:') {
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA busy_timeout = 5000');
  }

  // Preparing is a good share of a small query's cost; keep the most recent statements.
  const statements = new Map<string, StatementSync>();
  const prepareCached = (sql: string) => {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
    } else {
      statement = database.prepare(sql);
      if (statements.size >= statementCacheSize) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
    }
    statements.set(sql, statement);
    return statement;
  };

  return {
    close: () => {
      statements.clear();
      if (database.isOpen) database.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = prepareCached(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toSqliteValues(parameters)),
        run: (parameters) => {
          const { changes, lastInsertRowid } = statement.run(...toSqliteValues(parameters));
          return { changes, lastInsertRowid };
        },
        // A stream may outlive other queries, so it gets a statement of its own.
        iterate: (parameters) => database.prepare(sql).iterate(...toSqliteValues(parameters)),
      };
    },
  };
}

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

  // Preparing (and asking a statement for its columns) is a good share of a small query's cost;
  // keep the most recent statements, with whether they return rows.
  type Prepared = { statement: StatementSync; isReader: boolean };
  const statements = new Map<string, Prepared>();
  const prepareCached = (sql: string) => {
    let prepared = statements.get(sql);
    if (prepared) {
      statements.delete(sql);
    } else {
      const statement = database.prepare(sql);
      prepared = { statement, isReader: statement.columns().length > 0 };
      if (statements.size >= statementCacheSize) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
    }
    statements.set(sql, prepared);
    return prepared;
  };

  return {
    close: () => {
      statements.clear();
      if (database.isOpen) database.close();
    },
    prepare(sql: string): SqliteStatement {
      const { statement, isReader } = prepareCached(sql);
      return {
        reader: isReader,
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

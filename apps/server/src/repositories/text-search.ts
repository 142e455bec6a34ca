import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern that finds `keyword` anywhere, its own % _ and \ taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a text column contains the keyword, ignoring case the same way on SQLite and
 * PostgreSQL (whose LIKE is case-sensitive).
 */
export function containsText(column: Expression<string>, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(keyword)} escape '\\'`;
}

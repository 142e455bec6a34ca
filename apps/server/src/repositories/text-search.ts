import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern made by `containsPattern`, never a raw keyword. */
export type TextPattern = string & { readonly textPattern: unique symbol };

/**
 * The LIKE pattern that finds `keyword` anywhere, its own % _ and \ taken literally. The
 * keyword is lowered here, so it folds the same whichever database runs the query.
 */
export function containsPattern(keyword: string): TextPattern {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return `%${escaped}%` as TextPattern;
}

/**
 * Whether a text column contains what the pattern finds, ignoring case (PostgreSQL's LIKE is
 * case-sensitive). The pattern is a bound parameter, so the statement's text is the same for
 * every keyword and a prepared query can take the pattern as one of its values.
 */
export function containsText(
  column: Expression<string>,
  pattern: TextPattern,
): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** An auto-assigned integer primary key, in the way each dialect spells it. */
export function identityPrimaryKey(
  db: Kysely<unknown>,
  column: ColumnDefinitionBuilder,
): ColumnDefinitionBuilder {
  const key = column.primaryKey();
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? key.generatedByDefaultAsIdentity()
    : key.autoIncrement();
}

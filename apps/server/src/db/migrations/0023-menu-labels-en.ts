import type { Kysely } from 'kysely';

// The English label of a menu entry, given by an administrator with the entry. Null: the shell
// translates the names it knows and shows the Chinese label otherwise.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menus').addColumn('label_en', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menus').dropColumn('label_en').execute();
}

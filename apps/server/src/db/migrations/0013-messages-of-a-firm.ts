import type { Kysely } from 'kysely';

// A message may concern the business of one firm (a customer's approval, a payment of that firm):
// it then shows only while the recipient works in that firm. A message without a firm (a password
// about to expire) shows in every firm of the recipient, as every message did before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('firm_id', 'integer', (column) => column.references('firms.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('firm_id').execute();
}

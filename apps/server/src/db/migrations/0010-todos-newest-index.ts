import type { Kysely } from 'kysely';

// The to-do list answers every poll with the id of the caller's newest to-do in the firm, of any
// status. The index of 0005 leads with the status, so that maximum read every entry of the
// caller's to-dos (done ones pile up for years), or PostgreSQL walked the primary key back through
// everyone's newer to-dos. With the id after the assignee and firm it is one index entry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('todos_assignee_firm_id_index')
    .on('todos')
    .columns(['assignee_user_id', 'firm_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('todos_assignee_firm_id_index').execute();
}

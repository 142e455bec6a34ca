import type { Kysely } from 'kysely';

// A canary by share of users, releases compared, automatic rollback (docs/decisions/
// 0025-sub-app-releases.md): a rollout's canary release and its share (sticky per user by a hash
// of the user's id and the app); whether a rollout's last change, and each change kept, was an
// automatic rollback; the release each health report was of, as the shell ran it; and per app,
// when its canary is rolled back by itself. The canary's columns are the rollout's: migration
// 0040's triggers move the registry's change stamp with them, so open shells take a canary at
// their next navigation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sub_app_rollouts')
    .addColumn('canary_release_id', 'integer', (column) => column.references('sub_app_releases.id'))
    .execute();
  /** Percent of the users without a firm's release who run the canary: 1 to 99. */
  await db.schema.alterTable('sub_app_rollouts').addColumn('canary_share', 'integer').execute();
  await db.schema
    .alterTable('sub_app_rollouts')
    .addColumn('is_automatic', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sub_app_rollout_changes')
    .addColumn('is_automatic', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  /** The version the user's shell ran (one the app published); null: the registry entry's url. */
  await db.schema.alterTable('sub_app_reports').addColumn('release', 'varchar(64)').execute();

  await db.schema
    .createTable('sub_app_automatic_rollbacks')
    .addColumn('app', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('factor', 'double precision', (column) => column.notNull())
    .addColumn('minutes', 'integer', (column) => column.notNull())
    .addColumn('min_loads', 'integer', (column) => column.notNull())
    .addColumn('set_by', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('set_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sub_app_automatic_rollbacks').execute();
  await db.schema.alterTable('sub_app_reports').dropColumn('release').execute();
  await db.schema.alterTable('sub_app_rollout_changes').dropColumn('is_automatic').execute();
  for (const column of ['is_automatic', 'canary_share', 'canary_release_id']) {
    await db.schema.alterTable('sub_app_rollouts').dropColumn(column).execute();
  }
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

/** The tables whose changes change what an app runs: they move the registry's change stamp. */
const rolloutTables = ['sub_app_rollouts', 'sub_app_rollout_firms'];
const sqliteEvents = ['insert', 'update', 'delete'];

// Sub-app releases (docs/decisions/0025-sub-app-releases.md): what a team publishes with its team
// token (a version, its url, its manifest), immutable; which release each firm runs, and everyone
// else (the rollout); each change of a rollout with the rollout before and after it, so that a
// rollback knows where to go back to. A change of a rollout moves the registry's change stamp
// (migration 0019) in the same transaction, so that every instance answers the new releases at
// its next request and open shells take them at their next navigation, as a registry change.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('sub_app_team_tokens')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('issued_by', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('issued_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_by', 'integer', (column) => column.references('users.id'))
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('sub_app_team_tokens_app_index')
    .on('sub_app_team_tokens')
    .column('app')
    .execute();

  await db.schema
    .createTable('sub_app_releases')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('version', 'varchar(64)', (column) => column.notNull())
    .addColumn('url', 'varchar(512)', (column) => column.notNull())
    .addColumn('manifest', 'text', (column) => column.notNull())
    .addColumn('published_by', 'integer', (column) =>
      column.notNull().references('sub_app_team_tokens.id'),
    )
    .addColumn('published_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('sub_app_releases_app_version_unique', ['app', 'version'])
    .execute();

  await db.schema
    .createTable('sub_app_rollouts')
    .addColumn('app', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('default_release_id', 'integer', (column) =>
      column.references('sub_app_releases.id'),
    )
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('changed_by', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('changed_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sub_app_rollout_firms')
    .addColumn('app', 'varchar(64)', (column) =>
      column.notNull().references('sub_app_rollouts.app'),
    )
    .addColumn('firm_id', 'integer', (column) => column.notNull().references('firms.id'))
    .addColumn('release_id', 'integer', (column) =>
      column.notNull().references('sub_app_releases.id'),
    )
    .addPrimaryKeyConstraint('sub_app_rollout_firms_pkey', ['app', 'firm_id'])
    .execute();

  await db.schema
    .createTable('sub_app_rollout_changes')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('action', 'varchar(16)', (column) =>
      column.notNull().check(sql`action in ('rollout', 'rollback')`),
    )
    .addColumn('before', 'text', (column) => column.notNull())
    .addColumn('after', 'text', (column) => column.notNull())
    .addColumn('changed_by', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('changed_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sub_app_rollout_changes_app_id_index')
    .on('sub_app_rollout_changes')
    .columns(['app', 'id'])
    .execute();

  if (isPostgres) {
    // touch_change_stamp() is migration 0009's.
    for (const table of rolloutTables) {
      await sql`
        create trigger ${sql.id(`${table}_touch_change_stamp`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function touch_change_stamp('registry')`.execute(db);
    }
    return;
  }
  for (const table of rolloutTables) {
    for (const event of sqliteEvents) {
      await sql`
        create trigger ${sql.id(`${table}_${event}_touch_change_stamp`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update change_stamps set stamp = lower(hex(randomblob(16))) where name = 'registry';
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sub_app_rollout_changes',
    'sub_app_rollout_firms',
    'sub_app_rollouts',
    'sub_app_releases',
    'sub_app_team_tokens',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

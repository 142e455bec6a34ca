import { sql, type Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Four eyes on an app's trust (docs/sub-apps.md, "Changes that raise an app's trust"): a registry
// change that lets an app's code run in the shell's origin from an origin it did not run from, or
// hands it the user's token, waits here until a security administrator decides, never the one who
// asked. The proposed entry and the entry as it was are kept as JSON; one pending request a route.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_requests')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('route', 'varchar(63)', (column) => column.notNull())
    .addColumn('proposed', 'text', (column) => column.notNull())
    .addColumn('previous', 'text')
    /** What the change raises, comma-separated: `origin`, `isolation`, `grantToken`. */
    .addColumn('raises', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('requested_by', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('requested_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_by', 'integer', (column) => column.references('users.id'))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decision_reason', 'varchar(255)')
    .execute();
  await db.schema
    .createIndex('registry_requests_pending_route_index')
    .on('registry_requests')
    .column('route')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_requests').execute();
}

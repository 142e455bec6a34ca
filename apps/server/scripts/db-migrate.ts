// Brings the database to the latest schema before the server starts, as the role that owns the
// tables (MIGRATION_DATABASE_URL), and grants the server's role (the one of DATABASE_URL) what it
// may do: every statement on the application's tables, and on the audit trail only reading, with
// the functions that append and purge (docs/production.md, "Database roles"). Run with a
// deployment's release, so that the owner's password is never in the servers' environment. Without
// MIGRATION_DATABASE_URL it migrates as DATABASE_URL's role, as the server does at start.
// Exit code 0 done, 2 not done.
//
//   MIGRATION_DATABASE_URL=postgres://portal_owner@db/portal \
//   DATABASE_URL=postgres://portal_server@db/portal npm run db:migrate
import { loadConfig } from '../src/config';
import { migrateDatabase } from '../src/db/server-role';
import { withDatabase } from './with-database';

process.exitCode = await withDatabase('database not migrated', async (db) => {
  const { migrationDatabase } = loadConfig(process.env);
  const { applied, grantedTo } = await migrateDatabase(db, migrationDatabase);
  console.log(
    applied.length === 0
      ? 'database already at the latest schema'
      : `migrated: ${applied.join(', ')}`,
  );
  if (grantedTo) console.log(`granted ${grantedTo} what the server may do`);
  return 0;
});

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  Migrator,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely/migration';
import type { Database } from './schema';
import * as organisation from './migrations/0001-organisation';
import * as accessTokens from './migrations/0002-access-tokens';
import * as upmsMenusAndSessions from './migrations/0003-upms-menus-and-sessions';
import * as calendarsAndSchedules from './migrations/0004-calendars-and-schedules';
import * as homeTodosFinance from './migrations/0005-home-todos-finance';
import * as loginFailures from './migrations/0006-login-failures';
import * as sessionStart from './migrations/0007-session-start';
import * as idempotencyKeys from './migrations/0008-idempotency-keys';
import * as changeStamps from './migrations/0009-change-stamps';
import * as todosNewestIndex from './migrations/0010-todos-newest-index';
import * as usedIdTokens from './migrations/0011-used-id-tokens';
import * as coreCachePerSession from './migrations/0012-core-cache-per-session';
import * as messagesOfAFirm from './migrations/0013-messages-of-a-firm';
import * as scheduledJobs from './migrations/0014-scheduled-jobs';
import * as auditEvents from './migrations/0015-audit-events';
import * as passwordHistory from './migrations/0016-password-history';
import * as sessionDevices from './migrations/0017-session-devices';
import * as feedback from './migrations/0018-feedback';
import * as subAppRegistry from './migrations/0019-sub-app-registry';
import * as duties from './migrations/0020-duties';
import * as workbenchAtScale from './migrations/0021-workbench-at-scale';
import * as subAppReports from './migrations/0022-sub-app-reports';
import * as menuLabelsEn from './migrations/0023-menu-labels-en';
import * as passkeys from './migrations/0024-passkeys';
import * as auditCheckpoints from './migrations/0025-audit-checkpoints';
import * as weekInScheduleIndexes from './migrations/0026-week-in-schedule-indexes';
import * as totp from './migrations/0027-totp';
import * as sessionProof from './migrations/0028-session-proof';
import * as tokenEndReason from './migrations/0029-token-end-reason';
import * as registryRequests from './migrations/0030-registry-requests';
import * as appTokens from './migrations/0031-app-tokens';
import * as pinnedReleases from './migrations/0032-pinned-releases';
import * as reportersAndFeedbackBounds from './migrations/0033-reporters-and-feedback-bounds';
import * as auditAppendOnly from './migrations/0034-audit-append-only';
import * as auditShipping from './migrations/0035-audit-shipping';
import * as errorFingerprints from './migrations/0036-error-fingerprints';
import * as subAppTimings from './migrations/0037-sub-app-timings';
import * as heavyDesks from './migrations/0038-heavy-desks';
import * as alertRules from './migrations/0039-alert-rules';
import * as subAppReleases from './migrations/0040-sub-app-releases';
import * as developerOverrides from './migrations/0041-developer-overrides';
import * as canaryReleases from './migrations/0042-canary-releases';

// Listed here rather than read from the folder, so they work the same under tsx, Vitest and a
// bundle. Names sort in the order they run; never rename or reorder one that has shipped.
const migrations: Record<string, Migration> = {
  '0001-organisation': organisation,
  '0002-access-tokens': accessTokens,
  '0003-upms-menus-and-sessions': upmsMenusAndSessions,
  '0004-calendars-and-schedules': calendarsAndSchedules,
  '0005-home-todos-finance': homeTodosFinance,
  '0006-login-failures': loginFailures,
  '0007-session-start': sessionStart,
  '0008-idempotency-keys': idempotencyKeys,
  '0009-change-stamps': changeStamps,
  '0010-todos-newest-index': todosNewestIndex,
  '0011-used-id-tokens': usedIdTokens,
  '0012-core-cache-per-session': coreCachePerSession,
  '0013-messages-of-a-firm': messagesOfAFirm,
  '0014-scheduled-jobs': scheduledJobs,
  '0015-audit-events': auditEvents,
  '0016-password-history': passwordHistory,
  '0017-session-devices': sessionDevices,
  '0018-feedback': feedback,
  '0019-sub-app-registry': subAppRegistry,
  '0020-duties': duties,
  '0021-workbench-at-scale': workbenchAtScale,
  '0022-sub-app-reports': subAppReports,
  '0023-menu-labels-en': menuLabelsEn,
  '0024-passkeys': passkeys,
  '0025-audit-checkpoints': auditCheckpoints,
  '0026-week-in-schedule-indexes': weekInScheduleIndexes,
  '0027-totp': totp,
  '0028-session-proof': sessionProof,
  '0029-token-end-reason': tokenEndReason,
  '0030-registry-requests': registryRequests,
  '0031-app-tokens': appTokens,
  '0032-pinned-releases': pinnedReleases,
  '0033-reporters-and-feedback-bounds': reportersAndFeedbackBounds,
  '0034-audit-append-only': auditAppendOnly,
  '0035-audit-shipping': auditShipping,
  '0036-error-fingerprints': errorFingerprints,
  '0037-sub-app-timings': subAppTimings,
  '0038-heavy-desks': heavyDesks,
  '0039-alert-rules': alertRules,
  '0040-sub-app-releases': subAppReleases,
  '0041-developer-overrides': developerOverrides,
  '0042-canary-releases': canaryReleases,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema to the latest version; a no-op when it is already there. */
export function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return oneInstanceAtATime(db, async (connection) => [
    ...(await runConcurrentOnTheirOwn(connection, undefined)),
    ...(await runMigrations((migrator) => migrator.migrateToLatest(), connection)),
  ]);
}

/** Brings the schema up or down to the version of one migration (tests of a migration's data). */
export function migrateTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return oneInstanceAtATime(db, async (connection) => [
    ...(await runConcurrentOnTheirOwn(connection, name)),
    ...(await runMigrations((migrator) => migrator.migrateTo(name), connection)),
  ]);
}

/** The session lock instances starting together take turns with (not Kysely's own lock id). */
const instanceLockId = 7_202_611_260;
const lockRetryMs = 100;

/**
 * Instances starting together migrate one after the other. On PostgreSQL the others wait outside
 * any transaction, asking for a session lock every 100 ms: one waiting in a transaction (as in
 * Kysely's own lock) holds a snapshot, which CREATE INDEX CONCURRENTLY waits to see end while the
 * waiter waits for it: a deadlock. SQLite has one writer and no concurrent index builds.
 */
async function oneInstanceAtATime(
  db: Kysely<Database>,
  migrate: (connection: Kysely<Database>) => Promise<string[]>,
): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate(db);
  return db.connection().execute(async (connection) => {
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${instanceLockId}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, lockRetryMs));
    }
    try {
      return await migrate(connection);
    } finally {
      await sql`select pg_advisory_unlock(${instanceLockId})`.execute(connection);
    }
  });
}

/**
 * Kysely runs pending migrations in one transaction where the dialect has transactional DDL
 * (PostgreSQL); one that builds indexes CONCURRENTLY (`isConcurrent`) cannot run in any. Each such
 * pending one, up to `target`, runs alone outside a transaction, after those before it in theirs.
 */
async function runConcurrentOnTheirOwn(db: Kysely<Database>, target: string | undefined) {
  const names = Object.keys(migrations);
  const done: string[] = [];
  for (const name of await listPendingMigrations(db)) {
    if (target !== undefined && name > target) break;
    const migration = migrations[name];
    if (!migration || !('isConcurrent' in migration)) continue;
    const before = names[names.indexOf(name) - 1];
    if (before) done.push(...(await runMigrations((m) => m.migrateTo(before), db)));
    done.push(
      ...(await runMigrations((m) => m.migrateTo(name, { disableTransactions: true }), db)),
    );
  }
  return done;
}

async function runMigrations(
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
  db: Kysely<Database>,
): Promise<string[]> {
  const { error, results = [] } = await run(new Migrator({ db, provider }));
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` at ${failed.migrationName}` : '';
    throw new MigrationError(`Database migration failed${name}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

/** The migrations of this release that the database has not run yet (none once migrated). */
export async function listPendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map(({ name }) => name);
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/database';
import { oncePerDay, prepareDemoTemplate } from './demo-template';

function clusterUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error('The server-postgres project needs its PostgreSQL cluster');
  return url;
}

function urlOf(name: string): string {
  const url = new URL(clusterUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names of this run, so that the cluster's setup can drop what a run left behind. */
const uniqueName = (kind: string) =>
  `${inject('postgresDatabasePrefix')}_${kind}_${randomBytes(5).toString('hex')}`;

let adminPool: pg.Pool | undefined;

/** Statements on the cluster's `postgres` database; idle connections never hold the worker open. */
function admin(statement: string, values: unknown[] = []) {
  adminPool ??= new pg.Pool({ connectionString: clusterUrl(), max: 2, allowExitOnIdle: true });
  return adminPool.query<Record<string, string>>(statement, values);
}

/**
 * A closed pg pool may still be ending its connections; dropping with FORCE would then kill them
 * mid-goodbye and the client would throw an unhandled 57P01. Copying a template also needs it to
 * have no session. Wait (briefly) until they are gone.
 */
async function waitForSessionsToEnd(name: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await admin(
      'select count(*) as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (Number(rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function dropDatabase(name: string) {
  await waitForSessionsToEnd(name);
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** PostgreSQL 15 copies a small database faster file by file than through the WAL. */
let copyStrategy: Promise<string> | undefined;
const strategy = () =>
  (copyStrategy ??= admin('show server_version_num').then(({ rows }) =>
    Number(rows[0]?.server_version_num) >= 150_000 ? ' STRATEGY FILE_COPY' : '',
  ));

/** A migrated and seeded database of this worker, copied by each test that wants demo data. */
const templateName = oncePerDay(
  async () => {
    const name = uniqueName('template');
    await admin(`CREATE DATABASE ${name}${await strategy()}`);
    const db = createDatabase({ dialect: 'postgres', connectionString: urlOf(name) });
    try {
      await prepareDemoTemplate(db);
    } finally {
      await db.destroy();
    }
    await waitForSessionsToEnd(name);
    return name;
  },
  (old) => void old.then(dropDatabase).catch(() => {}),
);

async function createDatabaseFrom(template: string | null): Promise<string> {
  const name = uniqueName('test');
  const from = template ? ` TEMPLATE ${template}` : '';
  await admin(`CREATE DATABASE ${name}${from}${await strategy()}`);
  return name;
}

let drops = Promise.resolve();

/** Drops in the background, one after the other: no test waits for the one before to be gone. */
function dropLater(name: string) {
  drops = drops
    .then(() => dropDatabase(name))
    .catch((error: unknown) => console.warn(`Could not drop test database ${name}`, error));
}

/** The next copy of the template, made while a test runs so that the next one need not wait. */
let nextCopy: { template: string; name: Promise<string> } | undefined;

async function copyOfTemplate(): Promise<string> {
  const template = await templateName();
  const ready = nextCopy?.template === template ? nextCopy.name : createDatabaseFrom(template);
  // A copy of yesterday's template is not used.
  if (nextCopy && nextCopy.template !== template) void nextCopy.name.then(dropLater, () => {});
  nextCopy = { template, name: createDatabaseFrom(template) };
  // A failure reaches the test that takes this copy.
  nextCopy.name.catch(() => {});
  return ready;
}

export async function createPostgresTestDatabase(
  demoData: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = demoData ? await copyOfTemplate() : await createDatabaseFrom(null);
  return { url: urlOf(name), drop: async () => dropLater(name) };
}

// Two compiled server instances in production mode on one throwaway PostgreSQL database: a
// rollback, or a canary, made through one instance reaches a shell working through the other at
// its next request, as the data version it answers moves and the releases it answers change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunDatabase, dropRunDatabase } from './run-database';
import { createDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed-demo-data';
import { pinnedRelease } from '../../src/testing/pinned-release';
import {
  makeFolder,
  productionSecrets,
  startInstance,
  stopInstance,
  writeShellBuild,
  type Instance,
} from './processes';

const clientAuthorization = `Basic ${Buffer.from(`portal:${productionSecrets.OAUTH_CLIENT_SECRET}`).toString('base64')}`;
const app = 'sub-newcrm';

const folder = makeFolder('portal-release-rollback-');
let databaseUrl = '';
let instanceA: Instance;
let instanceB: Instance;

type Envelope<T> = { code: number; msg: string; data: T };
type Running = Record<string, { version: string; url: string }>;

async function call<T>(
  instance: Instance,
  path: string,
  { token, json }: { token?: string; json?: unknown } = {},
) {
  const response = await fetch(`${instance.origin}/api${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(response.status, `${path}: ${body.msg}`).toBe(200);
  return { body, dataVersion: response.headers.get('x-portal-data-version') };
}

async function tokenOf(instance: Instance, username: string) {
  const response = await fetch(`${instance.origin}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'Portal@2026' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Envelope<{ access_token: string }>).data.access_token;
}

/**
 * A shell's way with releases (apps/shell/src/app/data-version.ts): it keeps the data version of
 * the last answer it had and the releases it runs; a navigation makes a request, and when the
 * version it answers has moved, the shell asks for its releases again.
 */
function shellOf(instance: Instance, token: string) {
  let dataVersion: string | null = null;
  let running: Running = {};
  const askReleases = async () => {
    const answer = await call<Running>(instance, '/subApps/releases', { token });
    running = answer.body.data;
    dataVersion = answer.dataVersion;
  };
  return {
    start: askReleases,
    /** A navigation: one request, and the releases again if the data version moved. */
    navigate: async () => {
      const answer = await call(instance, '/upms/user/duty', { token });
      if (answer.dataVersion !== dataVersion) await askReleases();
      return running[app]?.version ?? 'registry url';
    },
  };
}

beforeAll(async () => {
  databaseUrl = await createRunDatabase('release_rollback');
  const environment = {
    DATABASE_URL: databaseUrl,
    ...productionSecrets,
    SHELL_DIST: writeShellBuild(folder.path),
    LOG_LEVEL: 'warn',
  };
  // One migrates, the other waits for the migration lock.
  [instanceA, instanceB] = await Promise.all([
    startInstance(environment),
    startInstance(environment),
  ]);
  const db = createDatabase({ dialect: 'postgres', connectionString: databaseUrl });
  await seedDemoData(db);
  await db.destroy();
});

afterAll(async () => {
  await Promise.all([instanceA, instanceB].flatMap((i) => (i ? [stopInstance(i)] : [])));
  if (databaseUrl) await dropRunDatabase(databaseUrl);
  folder.remove();
});

describe('a release change through one instance', () => {
  it('reaches a shell of the other instance at its next navigation: a canary, then the rollback', async () => {
    const admin = await tokenOf(instanceA, 'sysadmin');
    const issued = await call<{ token: string }>(instanceA, '/platform/releases/tokens/issue', {
      token: admin,
      json: { app, name: 'ci-main' },
    });
    for (const version of ['1.0.0', '2.0.0']) {
      await call(instanceA, '/subApps/releases/publish', {
        token: issued.body.data.token,
        json: { app, version, url: `/sub-newcrm/${version}/`, manifest: pinnedRelease(version) },
      });
    }
    await call(instanceA, '/platform/releases/rollout', {
      token: admin,
      json: { app, firmId: null, version: '1.0.0' },
    });

    const shell = shellOf(instanceB, await tokenOf(instanceB, 'zhangsan'));
    await shell.start();
    expect(await shell.navigate()).toBe('1.0.0');

    // Every user in the canary (99 %, or the default for the one in a hundred outside it).
    await call(instanceA, '/platform/releases/canary', {
      token: admin,
      json: { app, canary: { version: '2.0.0', share: 99 } },
    });
    const inCanary = await shell.navigate();
    expect(['2.0.0', '1.0.0']).toContain(inCanary);
    await call(instanceA, '/platform/releases/rollout', {
      token: admin,
      json: { app, firmId: null, version: '2.0.0' },
    });
    expect(await shell.navigate()).toBe('2.0.0');

    // 回滚 on instance A: the shell on B runs 1.0.0 from its next navigation.
    const rolledBack = await call<{ after: unknown }>(instanceA, '/platform/releases/rollback', {
      token: admin,
      json: { app },
    });
    expect(rolledBack.body.data.after).toEqual({
      defaultVersion: '1.0.0',
      firms: [],
      canary: null,
    });
    expect(await shell.navigate()).toBe('1.0.0');
  });
});

// Two compiled server instances on one throwaway PostgreSQL database ship their audit trail to
// Debian's rsyslog, which is stopped and started again in the middle: every record of the run
// reaches it, in order per instance, none lost; and the signed checkpoints of the head are there
// and in their file, where `npm run audit:verify` checks the database against them.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRunDatabase, dropRunDatabase, queryDatabase } from './run-database';
import { createDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed-demo-data';
import {
  makeFolder,
  productionSecrets,
  run,
  startInstance,
  stopInstance,
  writeShellBuild,
  type Instance,
} from './processes';
import { rsyslogd, startRsyslog, type Rsyslog } from './rsyslog-process';

const clientAuthorization = `Basic ${Buffer.from(`portal:${productionSecrets.OAUTH_CLIENT_SECRET}`).toString('base64')}`;
const password = 'Portal@2026';
const instanceNames = ['portal-a', 'portal-b'] as const;

const folder = makeFolder('portal-audit-shipping-');
const checkpointFile = join(folder.path, 'checkpoints.jsonl');
const keys = generateKeyPairSync('ed25519');
const signingKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
let databaseUrl = '';
let rsyslog: Rsyslog;
let instances: Instance[] = [];

const query = <T>(sql: string, parameters: unknown[] = []) =>
  queryDatabase<T>(databaseUrl, sql, parameters);

/** A sign-in through an instance, its request id the record's; its status and how long it took. */
async function signIn(instance: Instance, username: string, requestId: string, secret = password) {
  const started = performance.now();
  const response = await fetch(`${instance.origin}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
      'x-request-id': requestId,
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: secret }).toString(),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** A record as rsyslog wrote it: the instance that sent it, its id and hash, the stored record. */
type Received = { instance: string; id: number; hash: string; record: { request_id: string } };

function receivedRecords(): Received[] {
  return rsyslog.lines().flatMap((line) => {
    const data = /\[audit@32473 id="(\d+)" hash="([0-9a-f]{64})".* instance="([^"]+)"\]/.exec(line);
    const text = line.split('\uFEFF')[1];
    if (!data || text === undefined) return [];
    return [
      {
        id: Number(data[1]),
        hash: data[2] ?? '',
        instance: data[3] ?? '',
        record: JSON.parse(text) as Received['record'],
      },
    ];
  });
}

/** The checkpoint lines rsyslog received: the JSON each carries, as in the checkpoint file. */
const receivedCheckpoints = () =>
  rsyslog
    .lines()
    .filter((line) => line.includes(' checkpoint [checkpoint@32473 '))
    .map((line) => line.split('\uFEFF')[1] ?? '');

/** Waits for `condition`, asking every 100 ms until the deadline. */
const eventually = (condition: () => Promise<boolean> | boolean, what: string, ms = 30_000) =>
  vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`not within ${ms} ms: ${what}`);
    },
    { timeout: ms, interval: 100 },
  );

beforeAll(async () => {
  if (!existsSync(rsyslogd)) {
    throw new Error('The audit shipping test needs rsyslog (Debian: apt-get install rsyslog).');
  }
  databaseUrl = await createRunDatabase('shipping');

  rsyslog = await startRsyslog(join(folder.path, 'rsyslog'));
  const environment = {
    DATABASE_URL: databaseUrl,
    ...productionSecrets,
    SHELL_DIST: writeShellBuild(folder.path),
    LOG_LEVEL: 'warn',
    AUDIT_SYSLOG_URL: `tcp://127.0.0.1:${rsyslog.port}`,
    AUDIT_SIGNING_KEY: signingKey,
    AUDIT_CHECKPOINT_FILE: checkpointFile,
    AUDIT_CHECKPOINT_SECONDS: '1',
  };
  instances = await Promise.all(
    instanceNames.map((instance) =>
      startInstance({ ...environment, AUDIT_INSTANCE_NAME: instance }),
    ),
  );
  const db = createDatabase({ dialect: 'postgres', connectionString: databaseUrl });
  await seedDemoData(db);
  await db.destroy();
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await rsyslog?.stop();
  if (databaseUrl) await dropRunDatabase(databaseUrl);
  folder.remove();
});

describe('the audit trail of two instances shipped to rsyslog', () => {
  it('reaches rsyslog whole, in order per instance, across a restart of rsyslog', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const signedIn: { instance: string; requestId: string }[] = [];
    const signInOn = async (index: 0 | 1, username: string, requestId: string, secret?: string) => {
      const answer = await signIn([a, b][index] as Instance, username, requestId, secret);
      signedIn.push({ instance: instanceNames[index], requestId });
      return answer;
    };

    for (let round = 1; round <= 3; round += 1) {
      expect((await signInOn(0, 'zhangsan', `before-a-${round}`)).status).toBe(200);
      expect((await signInOn(1, 'lisi', `before-b-${round}`)).status).toBe(200);
    }
    expect((await signInOn(1, 'lisi', 'before-b-wrong', 'Wrong@2026')).status).toBe(401);
    await eventually(() => receivedRecords().length >= 7, 'the first sign-ins at rsyslog');

    await rsyslog.stop();
    for (let round = 1; round <= 2; round += 1) {
      for (const index of [0, 1] as const) {
        const username = index === 0 ? 'zhangsan' : 'lisi';
        const answer = await signInOn(index, username, `down-${instanceNames[index]}-${round}`);
        // The collector away holds up no sign-in: the record waits in the database.
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(3_000);
      }
    }
    await rsyslog.start();
    for (const index of [0, 1] as const) {
      expect((await signInOn(index, 'zhangsan', `after-${instanceNames[index]}`)).status).toBe(200);
    }

    const stored = () =>
      query<{ id: string; hash: string; event: string; reason: string | null; request_id: string }>(
        'select id, hash, event, reason, request_id from audit_events order by id',
      );
    // Every record of the run, the gaps each instance recorded after the restart included.
    await eventually(async () => {
      const ids = new Set(receivedRecords().map(({ id }) => id));
      const records = await stored();
      const gaps = records.filter(({ event }) => event === 'audit.shipping-gap');
      return gaps.length === 2 && records.every(({ id }) => ids.has(Number(id)));
    }, 'every record of the database at rsyslog');

    const records = await stored();
    const received = receivedRecords();
    const firstOf = new Map<number, Received>();
    for (const shipped of received) if (!firstOf.has(shipped.id)) firstOf.set(shipped.id, shipped);
    for (const record of records) {
      // Sent twice after the restart, it is the same record: same id, same hash.
      for (const shipped of received.filter(({ id }) => id === Number(record.id))) {
        expect(shipped.hash, `record ${record.id}`).toBe(record.hash);
        expect(shipped.record.request_id).toBe(record.request_id);
      }
    }
    for (const instance of instanceNames) {
      const ids = [...firstOf.values()]
        .filter((shipped) => shipped.instance === instance)
        .map(({ id }) => id);
      expect(ids.length).toBeGreaterThan(5);
      expect(ids, `the order of ${instance}`).toEqual([...ids].sort((x, y) => x - y));
    }
    // Each sign-in went out through the instance that recorded it.
    for (const { instance, requestId } of signedIn) {
      const record = records.find(({ request_id }) => request_id === requestId);
      expect(record, requestId).toBeDefined();
      expect(firstOf.get(Number(record?.id))?.instance, requestId).toBe(instance);
    }
    const gaps = records.filter(({ event }) => event === 'audit.shipping-gap');
    expect(gaps.map(({ reason }) => reason)).toEqual([
      'collector-unreachable',
      'collector-unreachable',
    ]);
  });

  it('writes signed checkpoints of the head to rsyslog and the file, which the database holds to', async () => {
    const [head] = await query<{ last_id: string }>('select last_id from audit_chain_head');
    const fileLines = () => readFileSync(checkpointFile, 'utf8').split('\n').filter(Boolean);
    await eventually(
      () =>
        receivedCheckpoints().some((line) => {
          const checkpoint = JSON.parse(line) as { id: number };
          return checkpoint.id >= Number(head?.last_id) && fileLines().includes(line);
        }),
      'a checkpoint of the head at rsyslog and in the file',
    );
    const instancesSigning = new Set(
      fileLines().map((line) => (JSON.parse(line) as { instance: string }).instance),
    );
    expect([...instancesSigning].sort()).toEqual([...instanceNames]);

    const verified = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/audit-verify.ts', '--checkpoints', checkpointFile],
      { DATABASE_URL: databaseUrl, AUDIT_VERIFY_PUBLIC_KEY: publicKey, LOG_LEVEL: 'silent' },
    );
    expect(verified.code, verified.output).toBe(0);
    expect(verified.output).toMatch(
      /^audit trail intact: \d+ records\n\d+ signed checkpoints of .* hold, the last at record \d+/,
    );
  });
});

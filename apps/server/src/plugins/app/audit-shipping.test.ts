import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readCheckpointFile } from '../../lib/audit-shipping/signed-checkpoint';
import { verifyingKeysOf } from '../../lib/audit-shipping/signing-key';
import { ed25519Pem } from '../../lib/audit-shipping/test-keys';
import { buildTestApp, passwordGrant } from '../../testing/build-test-app';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { startSyslogCollector, type SyslogCollector } from '../../testing/syslog-collector';

const eventually = { timeout: 10_000, interval: 50 };

/** The record id and hash of each record message the collector got, in order. */
const shippedRecords = (collector: SyslogCollector) =>
  collector.messages.flatMap((message) => {
    const found = /\[audit@32473 id="(\d+)" hash="([0-9a-f]{64})" event="([^"]+)"/.exec(message);
    return found ? [{ id: Number(found[1]), hash: found[2], event: found[3] }] : [];
  });

const recordsOf = (app: FastifyInstance) =>
  app.db
    .selectFrom('audit_events')
    .select(['id', 'hash', 'event', 'reason', 'details'])
    .orderBy('id')
    .execute();

const owedOf = (app: FastifyInstance) =>
  app.db
    .selectFrom('audit_outbox')
    .select(['record_id', 'instance'])
    .orderBy('record_id')
    .execute();

const shippingTo = (collector: SyslogCollector, instance = 'portal-test:1') => ({
  AUDIT_SYSLOG_URL: `tcp://127.0.0.1:${collector.port}`,
  AUDIT_INSTANCE_NAME: instance,
});

function checkpointFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-checkpoints-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return join(folder, 'checkpoints.jsonl');
}

describe('shipping the audit trail', () => {
  it('sends a sign-in to the collector with its id and hash, owed until the collector has it', async () => {
    const collector = await startSyslogCollector();
    // The second looks at the database once the first has closed.
    const [app, other] = await buildInstancesOnOneDatabase(2, shippingTo(collector));
    if (!app || !other) throw new Error('two instances expected');
    expect((await passwordGrant(app, 'zhangsan')).statusCode).toBe(200);
    const [record] = await recordsOf(app);
    expect(record?.event).toBe('auth.sign-in');
    await vi.waitFor(() => expect(shippedRecords(collector)).toHaveLength(1), eventually);
    expect(shippedRecords(collector)).toEqual([
      { id: Number(record?.id), hash: record?.hash, event: 'auth.sign-in' },
    ]);
    expect(await owedOf(app)).toEqual([{ record_id: record?.id, instance: 'portal-test:1' }]);
    // Closing, the instance ends the connection: the collector, closing its side, has read it all.
    await app.close();
    expect(await owedOf(other)).toEqual([]);
  });

  it('owes nothing when the trail is not shipped', async () => {
    const app = await buildTestApp();
    expect((await passwordGrant(app, 'zhangsan')).statusCode).toBe(200);
    expect(await recordsOf(app)).toHaveLength(1);
    expect(await owedOf(app)).toEqual([]);
    expect(app.auditShipping.lagSeconds()).toBe(0);
  });

  it('signs in while the collector is down, then ships the record and the gap once it is back', async () => {
    const collector = await startSyslogCollector();
    await collector.stop();
    const app = await buildTestApp(shippingTo(collector));
    await app.ready();
    expect((await passwordGrant(app, 'lisi')).statusCode).toBe(200);
    const [signIn] = await recordsOf(app);
    expect(await owedOf(app)).toEqual([{ record_id: signIn?.id, instance: 'portal-test:1' }]);
    await vi.waitFor(() => expect(app.auditShipping.lagSeconds()).toBeGreaterThan(0), eventually);

    await collector.start();
    await vi.waitFor(
      () =>
        expect(shippedRecords(collector).map(({ event }) => event)).toEqual([
          'auth.sign-in',
          'audit.shipping-gap',
        ]),
      eventually,
    );
    const [, gap] = await recordsOf(app);
    expect(gap).toMatchObject({ event: 'audit.shipping-gap', reason: 'collector-unreachable' });
    expect(JSON.parse(gap?.details ?? '{}')).toMatchObject({
      firstId: Number(signIn?.id),
      lastId: Number(signIn?.id),
      count: 1,
      instance: 'portal-test:1',
    });
    expect(app.auditShipping.lagSeconds()).toBe(0);
  });

  it('ships after a restart what the instance owed when it stopped, and records the gap', async () => {
    const collector = await startSyslogCollector();
    await collector.stop();
    const [first, second] = await buildInstancesOnOneDatabase(2, shippingTo(collector));
    if (!first || !second) throw new Error('two instances expected');
    expect((await passwordGrant(first, 'zhangsan')).statusCode).toBe(200);
    await first.close();
    expect(await owedOf(second)).toHaveLength(1);

    await collector.start();
    await second.ready();
    await vi.waitFor(
      () =>
        expect(shippedRecords(collector).map(({ event }) => event)).toEqual([
          'auth.sign-in',
          'audit.shipping-gap',
        ]),
      eventually,
    );
    const gap = (await recordsOf(second)).at(-1);
    expect(gap).toMatchObject({ event: 'audit.shipping-gap', reason: 'instance-restarted' });
  });

  it('writes a signed checkpoint of the head at start and every AUDIT_CHECKPOINT_SECONDS, to the file and the collector', async () => {
    const collector = await startSyslogCollector();
    const file = checkpointFolder();
    const { privatePem, publicPem } = ed25519Pem();
    const app = await buildTestApp({
      ...shippingTo(collector),
      AUDIT_SIGNING_KEY: privatePem,
      AUDIT_CHECKPOINT_FILE: file,
      AUDIT_CHECKPOINT_SECONDS: '1',
    });
    await app.ready();
    const checkpoints = () =>
      readCheckpointFile(readFileSync(file, 'utf8'), verifyingKeysOf(publicPem));
    expect(checkpoints().checkpoints).toMatchObject([
      { id: 0, instance: 'portal-test:1', line: 1 },
    ]);

    expect((await passwordGrant(app, 'zhangsan')).statusCode).toBe(200);
    const [record] = await recordsOf(app);
    await vi.waitFor(
      () =>
        expect(checkpoints().checkpoints.at(-1)).toMatchObject({
          id: Number(record?.id),
          hash: record?.hash,
        }),
      eventually,
    );
    expect(checkpoints().problems).toEqual([]);
    await collector.waitFor((messages) =>
      messages.some((message) =>
        message.includes(`[checkpoint@32473 id="${record?.id}" hash="${record?.hash}"`),
      ),
    );
  });
});

import { sql, type Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import {
  createAuditRepository,
  genesisHash,
  hashAuditCheckpoint,
  hashAuditRecord,
  type AuditEvent,
} from './audit-repository';

/** An empty trail on a database of the test's own (the demo's, migrated). */
async function auditTrail() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  return { db, audit: createAuditRepository(db) };
}

const eventAt = (second: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, second)),
  event: 'auth.sign-in',
  result: 'failure',
  reason: 'auth.badCredentials',
  username: `user${second}`,
  clientAddress: '192.0.2.10',
  userAgent: 'Mozilla/5.0 (test)',
  requestId: `request-${second}`,
  ...overrides,
});

async function appendMany(audit: ReturnType<typeof createAuditRepository>, count: number) {
  for (let second = 1; second <= count; second += 1) await audit.append(eventAt(second));
}

const rowsOf = (db: Kysely<Database>) =>
  db.selectFrom('audit_events').selectAll().orderBy('id').execute();

/** Exchanges every column but the id of two records: they trade places in the trail. */
async function swapRecords(db: Kysely<Database>, first: number, second: number) {
  const rows = await rowsOf(db);
  const withoutId = (id: number) => {
    const row = rows.find((candidate) => Number(candidate.id) === id);
    if (!row) throw new Error(`no record ${id}`);
    return Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'id')) as Omit<
      typeof row,
      'id'
    >;
  };
  const [a, b] = [withoutId(first), withoutId(second)];
  await db.updateTable('audit_events').set(b).where('id', '=', first).execute();
  await db.updateTable('audit_events').set(a).where('id', '=', second).execute();
}

describe('the audit trail', () => {
  it('chains each record to the one before, by ids without gaps, and moves the head', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 3);
    const rows = await rowsOf(db);

    expect(rows.map((row) => Number(row.id))).toEqual([1, 2, 3]);
    expect(rows[0]?.prev_hash).toBe(genesisHash);
    expect(rows[1]?.prev_hash).toBe(rows[0]?.hash);
    expect(rows[2]?.prev_hash).toBe(rows[1]?.hash);
    for (const row of rows) expect(hashAuditRecord(row.prev_hash, row)).toBe(row.hash);
    const head = await db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow();
    expect({ id: Number(head.last_id), hash: head.last_hash }).toEqual({
      id: 3,
      hash: rows[2]?.hash,
    });
  });

  it('stores every field as given, in UTC, with the details as sorted JSON', async () => {
    const { db, audit } = await auditTrail();
    await audit.append({
      occurredAt: new Date('2026-11-26T17:30:00+08:00'),
      event: 'payment.applied',
      result: 'success',
      userId: 7,
      username: 'zhangsan',
      firmId: 3,
      object: { type: 'payment-application', id: 42 },
      clientAddress: '2001:db8::1',
      userAgent: 'Mozilla/5.0',
      requestId: 'abc-123',
      details: { zeta: 1, alpha: 'a', flag: true },
    });
    const [row] = await rowsOf(db);
    expect(row).toMatchObject({
      occurred_at: '2026-11-26T09:30:00.000Z',
      event: 'payment.applied',
      result: 'success',
      reason: null,
      user_id: 7,
      username: 'zhangsan',
      firm_id: 3,
      object_type: 'payment-application',
      object_id: '42',
      client_address: '2001:db8::1',
      user_agent: 'Mozilla/5.0',
      request_id: 'abc-123',
      details: '{"alpha":"a","flag":true,"zeta":1}',
    });
  });

  it('stores text as both databases read it back, cut to its column, and still verifies', async () => {
    const { db, audit } = await auditTrail();
    await audit.append(
      eventAt(1, {
        username: `bad\u0000name\uD800`,
        userAgent: `${'长'.repeat(600)}`,
        details: { note: '😀'.repeat(600) },
      }),
    );
    const [row] = await rowsOf(db);
    expect(row?.username).toBe('bad\uFFFDname\uFFFD');
    expect(Array.from(row?.user_agent ?? '')).toHaveLength(512);
    expect(await audit.verify()).toEqual({ ok: true, count: 1, checkpoint: null });
  });

  it('verifies an empty trail and an intact one, across pages', async () => {
    const { audit } = await auditTrail();
    expect(await audit.verify()).toEqual({ ok: true, count: 0, checkpoint: null });
    await appendMany(audit, 7);
    expect(await audit.verify({ pageSize: 2 })).toEqual({ ok: true, count: 7, checkpoint: null });
  });

  it('names a record changed in SQL', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 7);
    await sql`update audit_events set result = 'success' where id = ${5}`.execute(db);

    expect(await audit.verify({ pageSize: 2 })).toEqual({
      ok: false,
      id: 5,
      problem: 'changed',
      found: { id: 5, occurredAt: '2026-11-26T09:00:05.000Z', event: 'auth.sign-in' },
      intact: 4,
    });
  });

  it('names a removed record, in the middle or at the end', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 5);
    await sql`delete from audit_events where id = ${3}`.execute(db);
    expect(await audit.verify()).toMatchObject({
      ok: false,
      id: 3,
      problem: 'removed',
      found: { id: 4 },
      intact: 2,
    });

    const { db: other, audit: otherAudit } = await auditTrail();
    await appendMany(otherAudit, 5);
    await sql`delete from audit_events where id = ${5}`.execute(other);
    expect(await otherAudit.verify()).toMatchObject({
      ok: false,
      id: 5,
      problem: 'removed',
      found: null,
    });
  });

  it('names the first of two records that traded places', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 6);
    await swapRecords(db, 2, 5);
    expect(await audit.verify()).toMatchObject({ ok: false, id: 2, problem: 'reordered' });
  });

  it('names a record whose content was swapped with another, hashes left in place', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 4);
    await sql`update audit_events set username = case id when 2 then 'user3' else 'user2' end,
      request_id = case id when 2 then 'request-3' else 'request-2' end,
      occurred_at = case id when 2 then '2026-11-26T09:00:03.000Z' else '2026-11-26T09:00:02.000Z' end
      where id in (2, 3)`.execute(db);
    expect(await audit.verify()).toMatchObject({ ok: false, id: 2, problem: 'changed' });
  });

  it('names the record after one rewritten with a new hash, and a renumbered removal', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 4);
    const rows = await rowsOf(db);
    const second = rows[1];
    if (!second) throw new Error('record 2 expected');
    const rewritten = { ...second, result: 'success' };
    await db
      .updateTable('audit_events')
      .set({ result: 'success', hash: hashAuditRecord(second.prev_hash, rewritten) })
      .where('id', '=', 2)
      .execute();
    expect(await audit.verify()).toMatchObject({ ok: false, id: 3, problem: 'unlinked' });

    const { db: other, audit: otherAudit } = await auditTrail();
    await appendMany(otherAudit, 4);
    await sql`delete from audit_events where id = ${2}`.execute(other);
    await sql`update audit_events set id = id - 1 where id = ${3}`.execute(other);
    await sql`update audit_events set id = id - 1 where id = ${4}`.execute(other);
    await sql`update audit_chain_head set last_id = 3`.execute(other);
    expect(await otherAudit.verify()).toMatchObject({ ok: false, id: 2, problem: 'unlinked' });
  });

  it('names a chain head that was changed, or a record past it', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 3);
    await sql`update audit_chain_head set last_hash = ${'f'.repeat(64)}`.execute(db);
    expect(await audit.verify()).toMatchObject({ ok: false, id: 3, problem: 'head' });

    const { db: other, audit: otherAudit } = await auditTrail();
    await appendMany(otherAudit, 3);
    const rows = await rowsOf(other);
    const third = rows[2];
    if (!third) throw new Error('record 3 expected');
    await other
      .insertInto('audit_events')
      .values({ ...third, id: 4, prev_hash: third.hash, hash: third.hash })
      .execute();
    expect(await otherAudit.verify()).toMatchObject({
      ok: false,
      id: 4,
      problem: 'head',
      found: { id: 4 },
    });
  });

  it('chains appends made at once into one trail', async () => {
    const { audit } = await auditTrail();
    const appended = await Promise.all(
      Array.from({ length: 40 }, (_, index) => audit.append(eventAt(index))),
    );
    expect(new Set(appended.map(({ id }) => id)).size).toBe(40);
    expect(await audit.verify({ pageSize: 9 })).toEqual({ ok: true, count: 40, checkpoint: null });
  });

  it('appends after a record failed to, without a gap', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 2);
    await sql`insert into audit_events (id, occurred_at, event, result, client_address, user_agent,
      request_id, prev_hash, hash) values (3, 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x')`.execute(db);
    await expect(audit.append(eventAt(3))).rejects.toThrow();
    await sql`delete from audit_events where id = 3`.execute(db);
    await audit.append(eventAt(3));
    expect(await audit.verify()).toEqual({ ok: true, count: 3, checkpoint: null });
  });
});

describe('the purge of old records, with checkpoints', () => {
  /** Before the record of that second (eventAt): the records of earlier seconds are older. */
  const before = (second: number) => new Date(Date.UTC(2026, 10, 26, 9, 0, second));
  const purgeContext = {
    occurredAt: new Date('2027-06-01T00:00:00.000Z'),
    clientAddress: 'retention',
    userAgent: 'portal-server retention',
    requestId: 'retention-1',
  };

  it('deletes the old records, leaves a checkpoint and a purge record, and verifies', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 6);
    const rows = await rowsOf(db);

    const batch = await audit.purgeBatch(before(5), purgeContext);

    expect(batch).toEqual({ count: 4, upToId: 4, checkpointId: 1 });
    const left = await rowsOf(db);
    expect(left.map((row) => [Number(row.id), row.event])).toEqual([
      [5, 'auth.sign-in'],
      [6, 'auth.sign-in'],
      [7, 'audit.purge'],
    ]);
    expect(JSON.parse(left[2]?.details ?? '')).toEqual({ checkpointId: 1, count: 4, upToId: 4 });
    const checkpoint = await db.selectFrom('audit_checkpoints').selectAll().executeTakeFirst();
    expect(checkpoint).toMatchObject({
      id: 1,
      last_purged_hash: rows[3]?.hash,
      purged_count: 4,
      purged_at: '2027-06-01T00:00:00.000Z',
      prev_hash: genesisHash,
    });
    expect(Number(checkpoint?.last_purged_id)).toBe(4);
    expect(await audit.verify({ pageSize: 2 })).toEqual({
      ok: true,
      count: 3,
      checkpoint: { id: 1, lastPurgedId: 4, purgedAt: '2027-06-01T00:00:00.000Z' },
    });
    // Nothing old enough is left: nothing written.
    expect(await audit.purgeBatch(before(5), purgeContext)).toBeNull();
    expect(await db.selectFrom('audit_checkpoints').select('id').execute()).toHaveLength(1);
  });

  it('goes in batches, each with its checkpoint chained to the one before', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 25);

    const batches = [];
    for (;;) {
      const batch = await audit.purgeBatch(before(24), purgeContext, { batchSize: 10 });
      if (!batch) break;
      batches.push(batch);
    }

    // The purge records of the first batches are recent: they stay, and stop the next batch.
    expect(batches).toEqual([
      { count: 10, upToId: 10, checkpointId: 1 },
      { count: 10, upToId: 20, checkpointId: 2 },
      { count: 3, upToId: 23, checkpointId: 3 },
    ]);
    const checkpoints = await db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(checkpoints[1]?.prev_hash).toBe(checkpoints[0]?.hash);
    expect(checkpoints[2]?.prev_hash).toBe(checkpoints[1]?.hash);
    expect(await audit.verify({ pageSize: 4 })).toMatchObject({ ok: true, count: 5 });
  });

  it('purges every record when all are old, the purge record then following the checkpoint', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 3);
    expect(await audit.purgeBatch(before(59), purgeContext)).toEqual({
      count: 3,
      upToId: 3,
      checkpointId: 1,
    });
    expect((await rowsOf(db)).map((row) => Number(row.id))).toEqual([4]);
    expect(await audit.verify()).toMatchObject({ ok: true, count: 1 });
  });

  it('names records deleted after a purge without a checkpoint', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 6);
    await audit.purgeBatch(before(3), purgeContext);
    await sql`delete from audit_events where id in (3, 4)`.execute(db);

    expect(await audit.verify()).toMatchObject({
      ok: false,
      id: 3,
      problem: 'removed',
      found: { id: 5 },
      intact: 0,
    });
  });

  it('names a record deleted in the middle after a purge', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 6);
    await audit.purgeBatch(before(3), purgeContext);
    await sql`delete from audit_events where id = ${5}`.execute(db);

    expect(await audit.verify()).toMatchObject({ ok: false, id: 5, problem: 'removed', intact: 2 });
  });

  it('names a checkpoint altered, even with a recomputed hash', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 6);
    await audit.purgeBatch(before(3), purgeContext);
    await sql`update audit_checkpoints set purged_count = 1 where id = 1`.execute(db);
    expect(await audit.verify()).toMatchObject({ ok: false, id: 1, problem: 'checkpoint-changed' });

    // Altered to cover more deleted records, its hash computed again: the purge record tells.
    const { db: other, audit: otherAudit } = await auditTrail();
    await appendMany(otherAudit, 6);
    await otherAudit.purgeBatch(before(3), purgeContext);
    await sql`delete from audit_events where id = 3`.execute(other);
    const fourth = (await rowsOf(other)).find((row) => Number(row.id) === 4);
    if (!fourth) throw new Error('record 4 expected');
    const forged = {
      id: 1,
      last_purged_id: 3,
      last_purged_hash: fourth.prev_hash,
      purged_count: 3,
      purged_at: '2027-06-01T00:00:00.000Z',
    };
    await other
      .updateTable('audit_checkpoints')
      .set({ ...forged, hash: hashAuditCheckpoint(genesisHash, forged) })
      .where('id', '=', 1)
      .execute();
    expect(await otherAudit.verify()).toMatchObject({
      ok: false,
      id: 7,
      problem: 'checkpoint-changed',
      found: { id: 7, event: 'audit.purge' },
    });
  });

  it('names a checkpoint removed, in the middle or the newest', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 30);
    for (const second of [5, 10, 15]) await audit.purgeBatch(before(second), purgeContext);
    await sql`delete from audit_checkpoints where id = 2`.execute(db);
    expect(await audit.verify()).toMatchObject({ ok: false, id: 2, problem: 'checkpoint-removed' });

    const { db: other, audit: otherAudit } = await auditTrail();
    await appendMany(otherAudit, 30);
    for (const second of [5, 10]) await otherAudit.purgeBatch(before(second), purgeContext);
    await sql`delete from audit_checkpoints where id = 2`.execute(other);
    // The records its purge deleted are missing after checkpoint 1.
    expect(await otherAudit.verify()).toMatchObject({
      ok: false,
      id: 5,
      problem: 'removed',
      found: { id: 10 },
      intact: 0,
    });
  });
});

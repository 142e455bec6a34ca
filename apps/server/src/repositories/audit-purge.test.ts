import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { genesisHash } from '../lib/audit-chain/record-links';
import { hashAuditCheckpoint } from '../lib/audit-chain/checkpoints';
import { appendMany, auditTrail, rowsOf } from './audit-test-support';

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

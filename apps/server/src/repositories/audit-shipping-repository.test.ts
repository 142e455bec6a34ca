import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { genesisHash } from '../lib/audit-chain/record-links';
import { createAuditRepository } from './audit-repository';
import { createAuditShippingRepository } from './audit-shipping-repository';
import { appendMany, auditTrail, eventAt, rowsOf } from './audit-test-support';

const purgeContext = {
  occurredAt: new Date('2027-06-01T00:00:00.000Z'),
  clientAddress: 'retention',
  userAgent: 'portal-server retention',
  requestId: 'retention-1',
};

const minutesAfter = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

describe('what an instance owes the collector', () => {
  it('is every record it appends, noted in the append, purge records included', async () => {
    const { db } = await auditTrail();
    const shipped = createAuditRepository(db, { owedBy: 'portal-1' });
    const notShipped = createAuditRepository(db);
    await appendMany(shipped, 2);
    await notShipped.append(eventAt(3));
    await shipped.purgeBatch(new Date(Date.UTC(2026, 10, 26, 9, 0, 2)), purgeContext);

    const shipping = createAuditShippingRepository(db);
    const owed = await shipping.owed('portal-1', 0, 10);
    const rows = await rowsOf(db);
    // Record 1 was purged before it was shipped.
    expect(owed).toEqual([
      { id: 1, record: null },
      { id: 2, record: { ...rows[0], id: 2 } },
      { id: 4, record: expect.objectContaining({ id: 4, event: 'audit.purge' }) },
    ]);
    expect(await shipping.owedThrough('portal-1')).toBe(4);
    expect(await shipping.owedThrough('portal-2')).toBe(0);
    expect((await shipping.owed('portal-1', 2, 10)).map(({ id }) => id)).toEqual([4]);
    expect(await shipping.owed('portal-1', 0, 1)).toHaveLength(1);
  });

  it('names a record owed that the trail no longer holds, and is settled by id', async () => {
    const { db } = await auditTrail();
    const audit = createAuditRepository(db, { owedBy: 'portal-1' });
    await appendMany(audit, 3);
    await sql`delete from audit_events where id = ${2}`.execute(db);

    const shipping = createAuditShippingRepository(db);
    const owed = await shipping.owed('portal-1', 0, 10);
    expect(owed.map(({ id, record }) => [id, record === null])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    await shipping.settle('portal-2', [1, 2, 3]);
    await shipping.settle('portal-1', [1, 3]);
    expect((await shipping.owed('portal-1', 0, 10)).map(({ id }) => id)).toEqual([2]);
  });

  it('goes to another instance once its own has not shipped for the time given, or never ships', async () => {
    const { db } = await auditTrail();
    const shipping = createAuditShippingRepository(db);
    const start = new Date('2026-11-26T10:00:00.000Z');
    await appendMany(createAuditRepository(db, { owedBy: 'portal-1' }), 2);
    expect(await shipping.keepAlive('portal-1', start, minutesAfter(start, -10))).toEqual({
      adopted: 0,
      from: [],
    });
    await createAuditRepository(db, { owedBy: 'console' }).append(eventAt(3));

    // portal-1 was seen at the start; console, a writer that never ships, never was.
    expect(await shipping.keepAlive('portal-2', minutesAfter(start, 5), start)).toEqual({
      adopted: 1,
      from: [],
    });
    expect(
      await shipping.keepAlive('portal-2', minutesAfter(start, 11), minutesAfter(start, 1)),
    ).toEqual({
      adopted: 2,
      from: ['portal-1'],
    });
    expect((await shipping.owed('portal-2', 0, 10)).map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(await db.selectFrom('audit_shippers').select('instance').execute()).toEqual([
      { instance: 'portal-2' },
    ]);
  });
});

describe('what the signed checkpoints are checked against', () => {
  it('is the head, the hashes of the records named, and what the purges left', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 4);
    await audit.purgeBatch(new Date(Date.UTC(2026, 10, 26, 9, 0, 3)), purgeContext);
    const rows = await rowsOf(db);
    const shipping = createAuditShippingRepository(db);

    expect(await shipping.head()).toEqual({ id: 5, hash: rows.at(-1)?.hash });
    const trail = await shipping.trailAtCheckpoints([1, 2, 4, 4, 9]);
    expect(trail).toEqual({
      head: { id: 5 },
      recordHashes: new Map([[4, rows[1]?.hash]]),
      purgedThroughId: 2,
      purgedHashes: new Map([[2, expect.any(String)]]),
    });
  });

  it('is an empty head on an empty trail', async () => {
    const { db } = await auditTrail();
    expect(await createAuditShippingRepository(db).head()).toEqual({ id: 0, hash: genesisHash });
  });
});

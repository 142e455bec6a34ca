import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { genesisHash, hashAuditRecord } from '../lib/audit-chain/record-links';
import { appendMany, auditTrail, eventAt, rowsOf } from './audit-test-support';

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

    const found = { id: 5, occurredAt: '2026-11-26T09:00:05.000Z', event: 'auth.sign-in' };
    expect(await audit.verify({ pageSize: 2 })).toEqual({
      ok: false,
      id: 5,
      problem: 'changed',
      found,
      intact: 4,
      breaks: [{ id: 5, problem: 'changed', found }],
      breakCount: 1,
    });
  });

  it('names every break, across pages, the first first', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 9);
    await sql`update audit_events set result = 'success' where id in (2, 8)`.execute(db);
    await sql`delete from audit_events where id in (4, 5)`.execute(db);
    await sql`update audit_chain_head set last_hash = ${'f'.repeat(64)}`.execute(db);

    const verdict = await audit.verify({ pageSize: 2 });

    expect(verdict).toMatchObject({ ok: false, id: 2, problem: 'changed', intact: 1 });
    expect(verdict.ok ? [] : verdict.breaks).toEqual([
      { id: 2, problem: 'changed', found: expect.objectContaining({ id: 2 }) },
      { id: 4, problem: 'removed', found: expect.objectContaining({ id: 6 }) },
      { id: 8, problem: 'changed', found: expect.objectContaining({ id: 8 }) },
      { id: 9, problem: 'head', found: null },
    ]);
    expect(verdict).toMatchObject({ breakCount: 4 });
  });

  it('lists at most so many breaks, and counts every one', async () => {
    const { db, audit } = await auditTrail();
    await appendMany(audit, 6);
    await sql`update audit_events set result = 'success'`.execute(db);
    const verdict = await audit.verify({ maxListed: 2 });
    expect(verdict).toMatchObject({ ok: false, breakCount: 6 });
    expect(verdict.ok ? [] : verdict.breaks.map(({ id }) => id)).toEqual([1, 2]);
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

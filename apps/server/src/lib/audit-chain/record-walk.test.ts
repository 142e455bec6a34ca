import { describe, expect, it } from 'vitest';
import { checkpointAfter, trailStart } from './checkpoints';
import { auditContentOf } from './record-content';
import { genesisHash, hashAuditRecord, linkAfter, type AuditLink } from './record-links';
import { recordFindings, startRecordWalk, walkPast, type RecordWalk } from './record-walk';
import { createBreakList, intactChain } from './verification';

/** Records 1 to `count`, each linked to the one before. */
function chainOf(count: number): AuditLink[] {
  const links: AuditLink[] = [];
  for (let id = 1; id <= count; id += 1) {
    const content = auditContentOf({
      occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, id)),
      event: 'auth.sign-in',
      result: 'failure',
      username: `user${id}`,
      clientAddress: '192.0.2.10',
      userAgent: 'Mozilla/5.0 (test)',
      requestId: `request-${id}`,
    });
    links.push(linkAfter({ id, prevHash: links.at(-1)?.hash ?? genesisHash }, content));
  }
  return links;
}

/** Walks the records in order: every finding with the records read before it, and the walk. */
function walkAll(walk: RecordWalk, records: AuditLink[]) {
  let current = walk;
  const found = [];
  for (const record of records) {
    for (const finding of recordFindings(current, record)) {
      found.push({ ...finding, read: current.read });
    }
    current = walkPast(current, record);
  }
  return { found, walk: current };
}

describe('a walk of the records', () => {
  it('starts at record 1 after the genesis hash, or after the newest checkpoint', () => {
    expect(startRecordWalk(trailStart)).toEqual({
      expectedId: 1,
      previousHash: genesisHash,
      read: 0,
    });
    const checkpoint = checkpointAfter(trailStart, {
      last: { id: 4, hash: 'a'.repeat(64) },
      count: 4,
      at: new Date('2027-06-01T00:00:00.000Z'),
    });
    expect(startRecordWalk(checkpoint)).toEqual({
      expectedId: 5,
      previousHash: 'a'.repeat(64),
      read: 0,
    });
  });

  it('passes an intact chain, ending at the hash the head must name', () => {
    const records = chainOf(3);
    const walked = walkAll(startRecordWalk(trailStart), records);
    expect(walked).toEqual({
      found: [],
      walk: { expectedId: 4, previousHash: records[2]?.hash, read: 3 },
    });
  });

  it('names a missing id as removed', () => {
    const [first, , third] = chainOf(3);
    if (!first || !third) throw new Error('records expected');
    expect(walkAll(startRecordWalk(trailStart), [first, third]).found).toEqual([
      { id: 2, problem: 'removed', read: 1 },
    ]);
  });

  it('names a record whose content no longer gives its hash as changed', () => {
    const records = chainOf(3);
    const second = records[1];
    if (!second) throw new Error('record 2 expected');
    records[1] = { ...second, result: 'success' };
    expect(walkAll(startRecordWalk(trailStart), records).found).toEqual([
      { id: 2, problem: 'changed', read: 1 },
    ]);
  });

  it('names the record after one rewritten with a new hash as unlinked', () => {
    const records = chainOf(3);
    const second = records[1];
    if (!second) throw new Error('record 2 expected');
    const rewritten = { ...second, result: 'success' };
    records[1] = { ...rewritten, hash: hashAuditRecord(rewritten.prev_hash, rewritten) };
    expect(walkAll(startRecordWalk(trailStart), records).found).toEqual([
      { id: 3, problem: 'unlinked', read: 2 },
    ]);
  });

  it('looks at the hash before the link: a changed record that is also unlinked is changed', () => {
    const records = chainOf(2);
    const second = records[1];
    if (!second) throw new Error('record 2 expected');
    records[1] = { ...second, prev_hash: 'f'.repeat(64) };
    expect(walkAll(startRecordWalk(trailStart), records).found).toEqual([
      { id: 2, problem: 'changed', read: 1 },
    ]);
  });

  it('goes on past each break, naming every one once', () => {
    const records = chainOf(8);
    const [, second, , , fifth, , seventh] = records;
    if (!second || !fifth || !seventh) throw new Error('records expected');
    records[1] = { ...second, result: 'success' };
    const rewritten = { ...fifth, username: 'someone else' };
    records[4] = { ...rewritten, hash: hashAuditRecord(rewritten.prev_hash, rewritten) };
    // Record 7 removed: 8 follows a gap.
    const walked = walkAll(
      startRecordWalk(trailStart),
      records.filter((record) => record !== seventh),
    );
    expect(walked.found).toEqual([
      { id: 2, problem: 'changed', read: 1 },
      { id: 6, problem: 'unlinked', read: 5 },
      { id: 7, problem: 'removed', read: 6 },
    ]);
    expect(walked.walk).toMatchObject({ expectedId: 9, read: 7 });
  });

  it('names a record changed right after a gap as well as the gap', () => {
    const records = chainOf(3);
    const third = records[2];
    if (!third) throw new Error('record 3 expected');
    expect(
      walkAll(startRecordWalk(trailStart), [records[0] as AuditLink, { ...third, result: 'x' }])
        .found,
    ).toEqual([
      { id: 2, problem: 'removed', read: 1 },
      { id: 3, problem: 'changed', read: 1 },
    ]);
  });
});

describe('the verdict', () => {
  it('names the first break and the record it showed at, then every break', () => {
    const breaks = createBreakList(10);
    const third = { id: '3', occurred_at: '2026-11-26T09:00:03.000Z', event: 'auth.sign-in' };
    breaks.add(3, 'unlinked', 2, third);
    breaks.add(9, 'head', 7);
    const found = { id: 3, occurredAt: '2026-11-26T09:00:03.000Z', event: 'auth.sign-in' };
    expect(breaks.verdict(8, trailStart)).toEqual({
      ok: false,
      id: 3,
      problem: 'unlinked',
      found,
      intact: 2,
      breaks: [
        { id: 3, problem: 'unlinked', found },
        { id: 9, problem: 'head', found: null },
      ],
      breakCount: 2,
    });
  });

  it('lists at most so many breaks, and counts them all', () => {
    const breaks = createBreakList(2);
    for (let id = 1; id <= 5; id += 1) breaks.add(id, 'changed', 0);
    const verdict = breaks.verdict(5, trailStart);
    expect(verdict).toMatchObject({ ok: false, id: 1, breakCount: 5 });
    expect(verdict.ok ? [] : verdict.breaks.map(({ id }) => id)).toEqual([1, 2]);
  });

  it('is intact when nothing was added', () => {
    expect(createBreakList(2).verdict(4, trailStart)).toEqual({
      ok: true,
      count: 4,
      checkpoint: null,
    });
  });

  it('counts the records checked, and names the checkpoint the walk started from', () => {
    expect(intactChain(3, trailStart)).toEqual({ ok: true, count: 3, checkpoint: null });
    const checkpoint = checkpointAfter(trailStart, {
      last: { id: 4, hash: 'a'.repeat(64) },
      count: 4,
      at: new Date('2027-06-01T00:00:00.000Z'),
    });
    expect(intactChain(3, { ...checkpoint, last_purged_id: '4' })).toEqual({
      ok: true,
      count: 3,
      checkpoint: { id: 1, lastPurgedId: 4, purgedAt: '2027-06-01T00:00:00.000Z' },
    });
  });
});

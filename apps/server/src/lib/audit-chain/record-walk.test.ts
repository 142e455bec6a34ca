import { describe, expect, it } from 'vitest';
import { checkpointAfter, trailStart } from './checkpoints';
import { auditContentOf } from './record-content';
import { genesisHash, hashAuditRecord, linkAfter, type AuditLink } from './record-links';
import {
  intactSoFar,
  recordProblem,
  startRecordWalk,
  walkPast,
  type RecordWalk,
} from './record-walk';
import { brokenChain, intactChain } from './verification';

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

/** Walks the records in order; the first problem and where, or the walk past them all. */
function walkAll(walk: RecordWalk, records: AuditLink[]) {
  let current = walk;
  for (const record of records) {
    const problem = recordProblem(current, record);
    if (problem) return { problem, at: Number(record.id), intact: intactSoFar(current) };
    current = walkPast(current, record);
  }
  return { walk: current };
}

describe('a walk of the records', () => {
  it('starts at record 1 after the genesis hash, or after the newest checkpoint', () => {
    expect(startRecordWalk(trailStart)).toEqual({
      firstId: 1,
      expectedId: 1,
      previousHash: genesisHash,
    });
    const checkpoint = checkpointAfter(trailStart, {
      last: { id: 4, hash: 'a'.repeat(64) },
      count: 4,
      at: new Date('2027-06-01T00:00:00.000Z'),
    });
    expect(startRecordWalk(checkpoint)).toEqual({
      firstId: 5,
      expectedId: 5,
      previousHash: 'a'.repeat(64),
    });
  });

  it('passes an intact chain, ending at the hash the head must name', () => {
    const records = chainOf(3);
    const walked = walkAll(startRecordWalk(trailStart), records);
    expect(walked).toEqual({
      walk: { firstId: 1, expectedId: 4, previousHash: records[2]?.hash },
    });
  });

  it('names a missing id as removed', () => {
    const [first, , third] = chainOf(3);
    if (!first || !third) throw new Error('records expected');
    expect(walkAll(startRecordWalk(trailStart), [first, third])).toEqual({
      problem: 'removed',
      at: 3,
      intact: 1,
    });
  });

  it('names a record whose content no longer gives its hash as changed', () => {
    const records = chainOf(3);
    const second = records[1];
    if (!second) throw new Error('record 2 expected');
    records[1] = { ...second, result: 'success' };
    expect(walkAll(startRecordWalk(trailStart), records)).toEqual({
      problem: 'changed',
      at: 2,
      intact: 1,
    });
  });

  it('names the record after one rewritten with a new hash as unlinked', () => {
    const records = chainOf(3);
    const second = records[1];
    if (!second) throw new Error('record 2 expected');
    const rewritten = { ...second, result: 'success' };
    records[1] = { ...rewritten, hash: hashAuditRecord(rewritten.prev_hash, rewritten) };
    expect(walkAll(startRecordWalk(trailStart), records)).toEqual({
      problem: 'unlinked',
      at: 3,
      intact: 2,
    });
  });

  it('looks at the hash before the link: a changed record that is also unlinked is changed', () => {
    const records = chainOf(2);
    const second = records[1];
    if (!second) throw new Error('record 2 expected');
    records[1] = { ...second, prev_hash: 'f'.repeat(64) };
    expect(walkAll(startRecordWalk(trailStart), records)).toMatchObject({ problem: 'changed' });
  });
});

describe('the verdict', () => {
  it('names where the chain broke and the record it showed at', () => {
    expect(
      brokenChain(3, 'unlinked', 2, {
        id: '3',
        occurred_at: '2026-11-26T09:00:03.000Z',
        event: 'auth.sign-in',
      }),
    ).toEqual({
      ok: false,
      id: 3,
      problem: 'unlinked',
      found: { id: 3, occurredAt: '2026-11-26T09:00:03.000Z', event: 'auth.sign-in' },
      intact: 2,
    });
    expect(brokenChain(0, 'head', 0)).toMatchObject({ found: null });
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

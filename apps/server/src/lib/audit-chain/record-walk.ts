import type { AuditContent } from './record-content';
import { firstIdAfter, type AuditCheckpoint } from './checkpoints';
import { hashAuditRecord } from './record-links';

/**
 * Where a walk of the records stands: the id it expects next, the hash that must precede it, and
 * how many records it has read.
 */
export type RecordWalk = { expectedId: number; previousHash: string; read: number };

/** A stored record as a walk reads it. */
export type WalkedRecord = AuditContent & {
  id: bigint | number | string;
  prev_hash: string;
  hash: string;
};

/** A walk from a checkpoint: the next id, linked to the hash of the last record it purged. */
export function startRecordWalk(checkpoint: AuditCheckpoint): RecordWalk {
  return {
    expectedId: firstIdAfter(checkpoint),
    previousHash: checkpoint.last_purged_hash,
    read: 0,
  };
}

/** What a walk finds wrong at a record: `id` is the first missing one for 'removed'. */
export type RecordFinding = { id: number; problem: 'removed' | 'changed' | 'unlinked' };

/**
 * What is wrong at the next record read, in this order: ids before it are missing (removed), its
 * content no longer gives its hash (changed), or, with nothing missing before it, it does not
 * follow the record before (unlinked; reordered when that record comes later, which only the
 * store can tell). After a gap its link cannot be checked: the record it follows is gone. Empty
 * when it is intact and follows.
 */
export function recordFindings(walk: RecordWalk, record: WalkedRecord): RecordFinding[] {
  const id = Number(record.id);
  const findings: RecordFinding[] = [];
  const isAfterGap = id !== walk.expectedId;
  if (isAfterGap) findings.push({ id: walk.expectedId, problem: 'removed' });
  if (hashAuditRecord(record.prev_hash, record) !== record.hash) {
    findings.push({ id, problem: 'changed' });
  } else if (!isAfterGap && record.prev_hash !== walk.previousHash) {
    findings.push({ id, problem: 'unlinked' });
  }
  return findings;
}

/**
 * The walk past a record, intact or not: the next id must follow its stored hash, so that one
 * break is named once and the records after it are checked on their own.
 */
export const walkPast = (walk: RecordWalk, record: WalkedRecord): RecordWalk => ({
  expectedId: Number(record.id) + 1,
  previousHash: record.hash,
  read: walk.read + 1,
});

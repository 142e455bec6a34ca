import type { AuditContent } from './record-content';
import { firstIdAfter, type AuditCheckpoint } from './checkpoints';
import { hashAuditRecord } from './record-links';

/** Where a walk of the records stands: the id it expects next, and the hash that must precede. */
export type RecordWalk = { firstId: number; expectedId: number; previousHash: string };

/** A stored record as a walk reads it. */
export type WalkedRecord = AuditContent & {
  id: bigint | number | string;
  prev_hash: string;
  hash: string;
};

/** A walk from a checkpoint: the next id, linked to the hash of the last record it purged. */
export function startRecordWalk(checkpoint: AuditCheckpoint): RecordWalk {
  const firstId = firstIdAfter(checkpoint);
  return { firstId, expectedId: firstId, previousHash: checkpoint.last_purged_hash };
}

/** Records the walk found intact so far. */
export const intactSoFar = (walk: RecordWalk) => walk.expectedId - walk.firstId;

/**
 * What is wrong at the next record read, in this order: its id is not the next one (the one
 * expected was removed), its content no longer gives its hash (changed), it does not follow the
 * record before (unlinked; reordered when that record comes later, which only the store can
 * tell). Null when it is intact and follows.
 */
export function recordProblem(
  walk: RecordWalk,
  record: WalkedRecord,
): 'removed' | 'changed' | 'unlinked' | null {
  if (Number(record.id) !== walk.expectedId) return 'removed';
  if (hashAuditRecord(record.prev_hash, record) !== record.hash) return 'changed';
  if (record.prev_hash !== walk.previousHash) return 'unlinked';
  return null;
}

/** The walk past an intact record: the next id, which must follow its hash. */
export const walkPast = (walk: RecordWalk, record: WalkedRecord): RecordWalk => ({
  ...walk,
  expectedId: walk.expectedId + 1,
  previousHash: record.hash,
});

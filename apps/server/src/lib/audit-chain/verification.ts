import type { AuditCheckpoint } from './checkpoints';

/** What can be wrong at a record, in the order a walk of the trail looks. */
export type AuditProblem =
  /** Its content no longer gives its hash. */
  | 'changed'
  /** Its id is missing: the ids run without gaps up to the chain head's. */
  | 'removed'
  /** It is intact but does not follow the record before it, which is found later in the trail. */
  | 'reordered'
  /** It is intact but does not follow the record before it, which is nowhere: that one was
   * rewritten with a new hash, or records were removed and the rest renumbered. */
  | 'unlinked'
  /** The chain head does not name the last record, or a record lies beyond it. */
  | 'head'
  /** A checkpoint's content no longer gives its hash, or it does not follow the one before. */
  | 'checkpoint-changed'
  /** A checkpoint is missing: its number, or the one a purge record names, is not there. */
  | 'checkpoint-removed';

/** The newest checkpoint a walk started from: the records up to `lastPurgedId` were purged. */
export type AuditCheckpointSummary = { id: number; lastPurgedId: number; purgedAt: string };

export type AuditVerification =
  | {
      ok: true;
      /** Records checked: those left after the newest checkpoint. */
      count: number;
      /** The newest checkpoint, where the walk started; null when nothing was ever purged. */
      checkpoint: AuditCheckpointSummary | null;
    }
  | {
      ok: false;
      /**
       * The first record found wrong (for 'removed', the first missing id); for a checkpoint
       * problem, the checkpoint's number.
       */
      id: number;
      problem: AuditProblem;
      /** The record where it showed: for 'removed', the one after the gap if any. */
      found: { id: number; occurredAt: string; event: string } | null;
      /** Records checked intact before it. */
      intact: number;
    };

/** A stored record, as much of it as a verdict names. */
export type FoundRecord = { id: bigint | number | string; occurred_at: string; event: string };

/** The verdict on a broken chain: where, what, the record it showed at, what was intact before. */
export function brokenChain(
  id: number,
  problem: AuditProblem,
  intact: number,
  record?: FoundRecord,
): AuditVerification {
  return {
    ok: false,
    id,
    problem,
    found: record
      ? { id: Number(record.id), occurredAt: record.occurred_at, event: record.event }
      : null,
    intact,
  };
}

/** The verdict on an intact chain: the records checked after the newest checkpoint. */
export function intactChain(count: number, newest: AuditCheckpoint): AuditVerification {
  return {
    ok: true,
    count,
    checkpoint:
      Number(newest.id) === 0
        ? null
        : {
            id: Number(newest.id),
            lastPurgedId: Number(newest.last_purged_id),
            purgedAt: newest.purged_at,
          },
  };
}

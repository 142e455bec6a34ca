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

/** A record as a verdict names it: where a problem showed. */
export type FoundSummary = { id: number; occurredAt: string; event: string };

/** One break of the chain: the record (or checkpoint) at fault, what is wrong, where it showed. */
export type AuditBreak = {
  /** The record found wrong (for 'removed', the first missing id); for a checkpoint problem, the
   * checkpoint's number. */
  id: number;
  problem: AuditProblem;
  /** The record where it showed: for 'removed', the one after the gap if any. */
  found: FoundSummary | null;
};

export type AuditVerification =
  | {
      ok: true;
      /** Records checked: those left after the newest checkpoint. */
      count: number;
      /** The newest checkpoint, where the walk started; null when nothing was ever purged. */
      checkpoint: AuditCheckpointSummary | null;
    }
  | (AuditBreak & {
      ok: false;
      /** Records checked intact before the first break (the one this verdict names first). */
      intact: number;
      /** Every break the walk found, in the order it found them, at most `maxListed`. */
      breaks: AuditBreak[];
      /** How many breaks the walk found: more than `breaks` lists when the list was cut. */
      breakCount: number;
    });

/** A stored record, as much of it as a verdict names. */
export type FoundRecord = { id: bigint | number | string; occurred_at: string; event: string };

const summaryOf = (record: FoundRecord | undefined): FoundSummary | null =>
  record ? { id: Number(record.id), occurredAt: record.occurred_at, event: record.event } : null;

/** What a walk found wrong so far, kept up to a number of breaks; the count goes on. */
export type BreakList = {
  /** A break at `id`, after `intact` records checked intact, showing at `record`. */
  add: (id: number, problem: AuditProblem, intact: number, record?: FoundRecord) => void;
  /** The verdict once the walk is over: intact with `count` records, or every break. */
  verdict: (count: number, newest: AuditCheckpoint) => AuditVerification;
};

/**
 * The breaks of one walk. A walk goes on past each break, so that one verdict names every record
 * found wrong rather than the first alone; a trail broken everywhere keeps `maxListed` of them.
 */
export function createBreakList(maxListed: number): BreakList {
  const breaks: AuditBreak[] = [];
  let breakCount = 0;
  let intactBeforeFirst = 0;
  return {
    add: (id, problem, intact, record) => {
      if (breakCount === 0) intactBeforeFirst = intact;
      breakCount += 1;
      if (breaks.length < maxListed) breaks.push({ id, problem, found: summaryOf(record) });
    },
    verdict: (count, newest) => {
      const [first] = breaks;
      if (!first) return intactChain(count, newest);
      return { ok: false, ...first, intact: intactBeforeFirst, breaks, breakCount };
    },
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

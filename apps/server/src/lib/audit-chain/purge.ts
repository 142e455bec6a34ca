import type { AuditEvent } from './audit-event';
import type { AuditCheckpoint } from './checkpoints';

/** What a purge writes of itself in the trail: when, and the server as the client. */
export type AuditPurgeContext = Pick<
  AuditEvent,
  'occurredAt' | 'clientAddress' | 'userAgent' | 'requestId'
>;

/** What one purge transaction did: the records deleted and the checkpoint left for them. */
export type AuditPurgeBatch = { count: number; upToId: number; checkpointId: number };

/**
 * The last record a purge may delete: the run of records from `firstId` (the first the newest
 * checkpoint leaves), ids without gaps, each occurred before `before`, stopping at the first
 * that is not. Only that run at the start goes, so the trail stays one chain. Null when the
 * first record is not old enough.
 */
export function lastOfOldRun(
  records: readonly { id: number | string; hash: string; occurred_at: string }[],
  { firstId, before }: { firstId: number; before: Date },
): { id: number; hash: string } | null {
  const beforeText = before.toISOString();
  let last: { id: number; hash: string } | null = null;
  for (const [index, record] of records.entries()) {
    if (Number(record.id) !== firstId + index || record.occurred_at >= beforeText) break;
    last = { id: Number(record.id), hash: record.hash };
  }
  return last;
}

/** What a purge left, as it answers and as its record in the trail notes it. */
export const purgeBatchOf = (checkpoint: AuditCheckpoint): AuditPurgeBatch => ({
  count: checkpoint.purged_count,
  upToId: Number(checkpoint.last_purged_id),
  checkpointId: checkpoint.id,
});

/**
 * The `audit.purge` record a purge appends: it names its checkpoint and the last id it deleted,
 * so a checkpoint removed or rewritten later shows at this record.
 */
export function purgeRecord(context: AuditPurgeContext, batch: AuditPurgeBatch): AuditEvent {
  return {
    ...context,
    event: 'audit.purge',
    result: 'success',
    object: { type: 'audit-checkpoint', id: batch.checkpointId },
    details: batch,
  };
}

/** What an `audit.purge` record says of its checkpoint. */
export type PurgeClaim = { checkpointId: number; upToId: number };

/**
 * The checkpoint a stored `audit.purge` record names, and the last id it purged; null for any
 * other record, or one whose details do not name them.
 */
export function purgeClaimOf(record: {
  event: string;
  result: string;
  details: string | null;
}): PurgeClaim | null {
  if (record.event !== 'audit.purge' || record.result !== 'success' || record.details === null) {
    return null;
  }
  let named: Record<string, unknown>;
  try {
    named = JSON.parse(record.details) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { checkpointId, upToId } = named;
  if (typeof checkpointId !== 'number' || typeof upToId !== 'number') return null;
  return { checkpointId, upToId };
}

/** What is wrong with the checkpoint a purge record names (undefined: not found), if anything. */
export function purgeClaimProblem(
  claim: PurgeClaim,
  checkpoint: { last_purged_id: number | string } | undefined,
): 'checkpoint-removed' | 'checkpoint-changed' | null {
  if (!checkpoint) return 'checkpoint-removed';
  return Number(checkpoint.last_purged_id) === claim.upToId ? null : 'checkpoint-changed';
}

import { createHash } from 'node:crypto';
import { genesisHash } from './record-links';

/**
 * What a checkpoint's hash covers, besides the previous checkpoint's hash (`audit_checkpoints`,
 * migration 0025). The last purged id is a 64-bit column: PostgreSQL answers it as text.
 */
export type AuditCheckpointContent = {
  id: number;
  last_purged_id: number | string;
  last_purged_hash: string;
  purged_count: number;
  purged_at: string;
};

/** A checkpoint as stored: its content chained to the checkpoint before. */
export type AuditCheckpoint = AuditCheckpointContent & { prev_hash: string; hash: string };

/**
 * SHA-256 (hex) of the previous checkpoint's hash followed by the content as a JSON array: its
 * number, the last purged record's id and hash, the count purged and when. Its number is in it,
 * so a checkpoint cannot be moved to another.
 */
export function hashAuditCheckpoint(prevHash: string, content: AuditCheckpointContent): string {
  const fields = [
    Number(content.id),
    Number(content.last_purged_id),
    content.last_purged_hash,
    Number(content.purged_count),
    content.purged_at,
  ];
  return createHash('sha256').update(prevHash).update(JSON.stringify(fields)).digest('hex');
}

/**
 * Where the trail starts when nothing was purged: checkpoint 0, before record 1, after the
 * genesis hash. It is never stored; the first checkpoint follows it.
 */
export const trailStart: AuditCheckpoint = {
  id: 0,
  last_purged_id: 0,
  last_purged_hash: genesisHash,
  purged_count: 0,
  purged_at: '',
  prev_hash: genesisHash,
  hash: genesisHash,
};

/** The id of the first record a checkpoint leaves in the trail. */
export const firstIdAfter = (checkpoint: AuditCheckpoint) => Number(checkpoint.last_purged_id) + 1;

/** The checkpoint of a purge: the last record it deleted, chained to the checkpoint before. */
export function checkpointAfter(
  previous: AuditCheckpoint,
  purged: { last: { id: number; hash: string }; count: number; at: Date },
): AuditCheckpoint & { last_purged_id: number } {
  const content = {
    id: Number(previous.id) + 1,
    last_purged_id: purged.last.id,
    last_purged_hash: purged.last.hash,
    purged_count: purged.count,
    purged_at: purged.at.toISOString(),
  };
  return {
    ...content,
    prev_hash: previous.hash,
    hash: hashAuditCheckpoint(previous.hash, content),
  };
}

/** What can be wrong with a checkpoint, by its number. */
export type CheckpointProblem = {
  id: number;
  problem: 'checkpoint-removed' | 'checkpoint-changed';
};

/**
 * What is wrong with a checkpoint read after `previous`: it must take the next number (else the
 * numbers between are missing), give its hash, and, when nothing is missing before it, be chained
 * to the previous one and purge exactly the records between the two. Empty when nothing is.
 */
export function checkpointProblems(
  previous: AuditCheckpoint,
  checkpoint: AuditCheckpoint,
): CheckpointProblem[] {
  const id = Number(checkpoint.id);
  const expectedId = Number(previous.id) + 1;
  const problems: CheckpointProblem[] = [];
  const isAfterGap = id !== expectedId;
  if (isAfterGap) problems.push({ id: expectedId, problem: 'checkpoint-removed' });
  const followsPrevious =
    isAfterGap ||
    (checkpoint.prev_hash === previous.hash &&
      Number(checkpoint.last_purged_id) - Number(previous.last_purged_id) ===
        Number(checkpoint.purged_count));
  if (
    hashAuditCheckpoint(checkpoint.prev_hash, checkpoint) !== checkpoint.hash ||
    !followsPrevious
  ) {
    problems.push({ id, problem: 'checkpoint-changed' });
  }
  return problems;
}

import type { FiledCheckpoint } from './signed-checkpoint';

/** What the database holds of what the signed checkpoints name. */
export type TrailAtCheckpoints = {
  /** The chain head; null when its row is missing. */
  head: { id: number } | null;
  /** The hash of each record the checkpoints name that the trail still holds, by id. */
  recordHashes: ReadonlyMap<number, string>;
  /** The last record purged under the newest purge checkpoint (0: nothing purged). */
  purgedThroughId: number;
  /** The hash the purge checkpoints give of the last record each purged, by its id. */
  purgedHashes: ReadonlyMap<number, string>;
};

/** What is wrong with the trail against a signed checkpoint. */
export type CheckpointFinding =
  /** The head is behind the newest checkpoint: records were removed from the end. */
  | { problem: 'head-behind'; checkpoint: FiledCheckpoint; headId: number | null }
  /** The record a checkpoint names is gone, and no purge checkpoint covers it. */
  | { problem: 'record-gone'; checkpoint: FiledCheckpoint }
  /** The record a checkpoint names has another hash: the trail was rebuilt from there. */
  | { problem: 'record-changed'; checkpoint: FiledCheckpoint; hash: string };

/** The checkpoint naming the newest head: the highest record id, the latest signed among those. */
export function newestCheckpoint(checkpoints: readonly FiledCheckpoint[]): FiledCheckpoint | null {
  let newest: FiledCheckpoint | null = null;
  for (const checkpoint of checkpoints) {
    if (
      !newest ||
      checkpoint.id > newest.id ||
      (checkpoint.id === newest.id && checkpoint.at >= newest.at)
    ) {
      newest = checkpoint;
    }
  }
  return newest;
}

/** The record a checkpoint names, as the trail has it: intact, purged, changed or gone. */
function findingAt(
  checkpoint: FiledCheckpoint,
  trail: TrailAtCheckpoints,
): CheckpointFinding | null {
  const stored = trail.recordHashes.get(checkpoint.id);
  if (stored !== undefined) {
    return stored === checkpoint.hash
      ? null
      : { problem: 'record-changed', checkpoint, hash: stored };
  }
  if (checkpoint.id > trail.purgedThroughId) return { problem: 'record-gone', checkpoint };
  const purgedHash = trail.purgedHashes.get(checkpoint.id);
  return purgedHash === undefined || purgedHash === checkpoint.hash
    ? null
    : { problem: 'record-changed', checkpoint, hash: purgedHash };
}

/**
 * Checks the trail against its signed checkpoints: the head must not be behind the newest, and
 * each record a checkpoint names (but the empty trail's 0) must still be there with the hash
 * signed, or be purged under a purge checkpoint (whose own hash of it, if it names it, must agree).
 * One finding per record and hash signed, naming the newest checkpoint that signed them; the
 * head's first, then by id.
 */
export function checkAgainstCheckpoints(
  checkpoints: readonly FiledCheckpoint[],
  trail: TrailAtCheckpoints,
): CheckpointFinding[] {
  const findings: CheckpointFinding[] = [];
  const newest = newestCheckpoint(checkpoints);
  if (newest && (trail.head === null || trail.head.id < newest.id)) {
    findings.push({ problem: 'head-behind', checkpoint: newest, headId: trail.head?.id ?? null });
  }
  // Two checkpoints may name one id with two hashes (one signed before a rebuild, one after):
  // each pair is checked.
  const newestPerRecord = new Map<string, FiledCheckpoint>();
  for (const checkpoint of checkpoints) {
    if (checkpoint.id === 0) continue;
    const signed = `${checkpoint.id} ${checkpoint.hash}`;
    const seen = newestPerRecord.get(signed);
    if (!seen || checkpoint.at >= seen.at) newestPerRecord.set(signed, checkpoint);
  }
  const byId = [...newestPerRecord.values()].sort((a, b) => a.id - b.id || a.line - b.line);
  for (const checkpoint of byId) {
    const finding = findingAt(checkpoint, trail);
    if (finding) findings.push(finding);
  }
  return findings;
}

import { describe, expect, it } from 'vitest';
import {
  checkAgainstCheckpoints,
  newestCheckpoint,
  type TrailAtCheckpoints,
} from './checkpoint-check';
import type { FiledCheckpoint } from './signed-checkpoint';

const hashOf = (id: number) => String(id).padStart(64, '0');

function checkpoint(
  line: number,
  id: number,
  at = `2026-11-26T09:0${line}:00.000Z`,
): FiledCheckpoint {
  return { line, id, hash: hashOf(id), at, instance: 'portal-1:8081', key: 'k', signature: 's' };
}

/** A trail of records 1 to `last`, of which those up to `purgedThrough` were purged. */
function trail(last: number, purgedThrough = 0): TrailAtCheckpoints {
  const ids = Array.from({ length: last - purgedThrough }, (_, index) => purgedThrough + index + 1);
  return {
    head: { id: last },
    recordHashes: new Map(ids.map((id) => [id, hashOf(id)])),
    purgedThroughId: purgedThrough,
    purgedHashes: purgedThrough > 0 ? new Map([[purgedThrough, hashOf(purgedThrough)]]) : new Map(),
  };
}

describe('the trail against its signed checkpoints', () => {
  it('finds nothing wrong when every record named is there with its hash, or purged', () => {
    const checkpoints = [checkpoint(1, 0), checkpoint(2, 3), checkpoint(3, 5), checkpoint(4, 9)];
    expect(checkAgainstCheckpoints(checkpoints, trail(9))).toEqual([]);
    expect(checkAgainstCheckpoints(checkpoints, trail(12, 5))).toEqual([]);
  });

  it('names the newest checkpoint when the head is behind it, and each record gone', () => {
    const checkpoints = [checkpoint(1, 3), checkpoint(2, 5), checkpoint(3, 5)];
    const emptied = { ...trail(0), head: { id: 0 } };
    expect(checkAgainstCheckpoints(checkpoints, emptied)).toEqual([
      { problem: 'head-behind', checkpoint: checkpoints[2], headId: 0 },
      { problem: 'record-gone', checkpoint: checkpoints[0] },
      { problem: 'record-gone', checkpoint: checkpoints[2] },
    ]);
    expect(checkAgainstCheckpoints(checkpoints, { ...emptied, head: null })[0]).toMatchObject({
      problem: 'head-behind',
      headId: null,
    });
  });

  it('names a record rebuilt with another hash, even when a later checkpoint signed the rebuild', () => {
    const before = checkpoint(1, 4);
    const after = { ...checkpoint(2, 4), hash: 'f'.repeat(64) };
    const rebuilt = trail(4);
    const hashes = new Map(rebuilt.recordHashes);
    hashes.set(4, 'f'.repeat(64));
    expect(checkAgainstCheckpoints([before, after], { ...rebuilt, recordHashes: hashes })).toEqual([
      { problem: 'record-changed', checkpoint: before, hash: 'f'.repeat(64) },
    ]);
  });

  it('names a record whose purge checkpoint gives it another hash', () => {
    const purged = trail(8, 5);
    const otherHash = { ...purged, purgedHashes: new Map([[5, 'e'.repeat(64)]]) };
    expect(checkAgainstCheckpoints([checkpoint(1, 5)], otherHash)).toEqual([
      { problem: 'record-changed', checkpoint: checkpoint(1, 5), hash: 'e'.repeat(64) },
    ]);
  });

  it('takes the highest record as the newest, the latest signed among equals', () => {
    const latest = checkpoint(3, 7, '2026-11-26T10:00:00.000Z');
    expect(newestCheckpoint([checkpoint(1, 7), latest, checkpoint(2, 6)])).toBe(latest);
    expect(newestCheckpoint([])).toBeNull();
  });
});

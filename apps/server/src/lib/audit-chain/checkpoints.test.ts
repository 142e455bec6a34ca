import { describe, expect, it } from 'vitest';
import {
  checkpointAfter,
  checkpointProblems,
  firstIdAfter,
  hashAuditCheckpoint,
  trailStart,
} from './checkpoints';
import { genesisHash } from './record-links';

const purgedAt = new Date('2027-06-01T00:00:00.000Z');

/** Checkpoints 1 and 2: records 1 to 4 purged, then 5 to 10. */
function twoCheckpoints() {
  const first = checkpointAfter(trailStart, {
    last: { id: 4, hash: 'a'.repeat(64) },
    count: 4,
    at: purgedAt,
  });
  const second = checkpointAfter(first, {
    last: { id: 10, hash: 'b'.repeat(64) },
    count: 6,
    at: purgedAt,
  });
  return { first, second };
}

describe('the checkpoints of the purge', () => {
  it('hashes a checkpoint exactly as the stored ones were hashed', () => {
    expect(
      hashAuditCheckpoint('a'.repeat(64), {
        id: 2,
        last_purged_id: '40',
        last_purged_hash: 'b'.repeat(64),
        purged_count: 20,
        purged_at: '2027-06-01T00:00:00.000Z',
      }),
    ).toBe('7a8276ec2912c6f0aca26d418c4caa0b26c9bdc95cea0dc7d73a0badd3b3e4d0');
  });

  it('numbers each checkpoint after the one before and chains it to its hash', () => {
    const { first, second } = twoCheckpoints();

    expect(first).toEqual({
      id: 1,
      last_purged_id: 4,
      last_purged_hash: 'a'.repeat(64),
      purged_count: 4,
      purged_at: '2027-06-01T00:00:00.000Z',
      prev_hash: genesisHash,
      hash: hashAuditCheckpoint(genesisHash, first),
    });
    expect(second).toMatchObject({ id: 2, last_purged_id: 10, prev_hash: first.hash });
    expect(firstIdAfter(trailStart)).toBe(1);
    expect(firstIdAfter(second)).toBe(11);
  });

  it('finds nothing wrong with checkpoints that follow each other, as either database reads them', () => {
    const { first, second } = twoCheckpoints();
    expect(checkpointProblems(trailStart, first)).toEqual([]);
    expect(checkpointProblems(first, second)).toEqual([]);
    expect(checkpointProblems(first, { ...second, last_purged_id: '10' })).toEqual([]);
  });

  it('names the missing number when a checkpoint is skipped, and the one after if changed', () => {
    const { second } = twoCheckpoints();
    expect(checkpointProblems(trailStart, second)).toEqual([
      { id: 1, problem: 'checkpoint-removed' },
    ]);
    expect(checkpointProblems(trailStart, { ...second, purged_count: 5 })).toEqual([
      { id: 1, problem: 'checkpoint-removed' },
      { id: 2, problem: 'checkpoint-changed' },
    ]);
  });

  it('names a checkpoint changed, or rehashed but not following the one before', () => {
    const { first, second } = twoCheckpoints();
    const changed = [{ id: 2, problem: 'checkpoint-changed' }];
    expect(checkpointProblems(first, { ...second, purged_count: 5 })).toEqual(changed);

    const recounted = { ...second, purged_count: 5 };
    const rehashed = { ...recounted, hash: hashAuditCheckpoint(recounted.prev_hash, recounted) };
    expect(checkpointProblems(first, rehashed)).toEqual(changed);

    const elsewhere = { ...second, prev_hash: 'c'.repeat(64) };
    const relinked = { ...elsewhere, hash: hashAuditCheckpoint(elsewhere.prev_hash, elsewhere) };
    expect(checkpointProblems(first, relinked)).toEqual(changed);
  });
});

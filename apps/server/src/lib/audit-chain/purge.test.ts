import { describe, expect, it } from 'vitest';
import { checkpointAfter, trailStart } from './checkpoints';
import { lastOfOldRun, purgeBatchOf, purgeClaimOf, purgeClaimProblem, purgeRecord } from './purge';
import { auditContentOf } from './record-content';

const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 9, 0, second)).toISOString();
const record = (id: number, second = id) => ({ id, hash: `hash-${id}`, occurred_at: at(second) });
const before = new Date(Date.UTC(2026, 10, 26, 9, 0, 5));

const context = {
  occurredAt: new Date('2027-06-01T00:00:00.000Z'),
  clientAddress: 'retention',
  userAgent: 'portal-server retention',
  requestId: 'retention-1',
};

describe('what a purge may delete', () => {
  it('takes the records at the start that occurred before the limit', () => {
    const records = [1, 2, 3, 4, 5, 6].map((id) => record(id));
    expect(lastOfOldRun(records, { firstId: 1, before })).toEqual({ id: 4, hash: 'hash-4' });
  });

  it('stops at the first record that is not old, even if older ones follow it', () => {
    const records = [record(1), record(2, 9), record(3)];
    expect(lastOfOldRun(records, { firstId: 1, before })).toEqual({ id: 1, hash: 'hash-1' });
  });

  it('stops at a gap in the ids, so that the trail stays one chain', () => {
    const records = [record(5, 1), record(6, 2), record(8, 3)];
    expect(lastOfOldRun(records, { firstId: 5, before })).toEqual({ id: 6, hash: 'hash-6' });
  });

  it('takes nothing when the first record is not the one after the checkpoint, or is recent', () => {
    expect(lastOfOldRun([record(2)], { firstId: 1, before })).toBeNull();
    expect(lastOfOldRun([record(1, 9)], { firstId: 1, before })).toBeNull();
    expect(lastOfOldRun([], { firstId: 1, before })).toBeNull();
  });
});

describe('the record a purge leaves', () => {
  const checkpoint = checkpointAfter(trailStart, {
    last: { id: 4, hash: 'a'.repeat(64) },
    count: 4,
    at: context.occurredAt,
  });

  it('names its checkpoint and the last record deleted, and is read back as such', () => {
    const batch = purgeBatchOf(checkpoint);
    expect(batch).toEqual({ count: 4, upToId: 4, checkpointId: 1 });

    const stored = auditContentOf(purgeRecord(context, batch));
    expect(stored).toMatchObject({
      event: 'audit.purge',
      result: 'success',
      object_type: 'audit-checkpoint',
      object_id: '1',
      client_address: 'retention',
      details: '{"checkpointId":1,"count":4,"upToId":4}',
    });
    expect(purgeClaimOf(stored)).toEqual({ checkpointId: 1, upToId: 4 });
  });

  it('is the only record that names a checkpoint', () => {
    const details = '{"checkpointId":1,"upToId":4}';
    expect(purgeClaimOf({ event: 'audit.export', result: 'success', details })).toBeNull();
    expect(purgeClaimOf({ event: 'audit.purge', result: 'failure', details })).toBeNull();
    expect(purgeClaimOf({ event: 'audit.purge', result: 'success', details: null })).toBeNull();
    expect(purgeClaimOf({ event: 'audit.purge', result: 'success', details: '{' })).toBeNull();
    expect(
      purgeClaimOf({ event: 'audit.purge', result: 'success', details: '{"checkpointId":"1"}' }),
    ).toBeNull();
  });

  it('shows a checkpoint removed or rewritten to cover other records', () => {
    const claim = { checkpointId: 1, upToId: 4 };
    expect(purgeClaimProblem(claim, { last_purged_id: '4' })).toBeNull();
    expect(purgeClaimProblem(claim, undefined)).toBe('checkpoint-removed');
    expect(purgeClaimProblem(claim, { last_purged_id: 3 })).toBe('checkpoint-changed');
  });
});

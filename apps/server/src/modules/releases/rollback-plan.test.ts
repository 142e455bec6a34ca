import type { RolloutState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { RolloutChangeRecord } from '../../repositories/sub-app-release-repository';
import { rollbackPlan, rolledBackTo } from './rollback-plan';

const published = new Map([
  ['1.0.0', 1],
  ['2.0.0', 2],
  ['3.0.0', 3],
]);
const nothing: RolloutState = { defaultVersion: null, firms: [], canary: null };
const everyone = (version: string): RolloutState => ({
  defaultVersion: version,
  firms: [],
  canary: null,
});
const withFirm = (defaultVersion: string | null, version: string): RolloutState => ({
  defaultVersion,
  firms: [{ firmId: 7, version }],
  canary: null,
});

/** The changes of a rollout, each state the one after the state before, newest first. */
function history(...steps: [RolloutChangeRecord['action'], RolloutState][]) {
  let before = nothing;
  const changes = steps.map(([action, after]) => {
    const change = { action, before, after };
    before = after;
    return change;
  });
  return { current: before, changes: changes.reverse() };
}

describe('rollbackPlan', () => {
  it('goes back from a release a firm runs to the default before it went to that firm', () => {
    const { current, changes } = history(
      ['rollout', everyone('1.0.0')],
      ['rollout', withFirm('1.0.0', '2.0.0')],
    );
    expect(rollbackPlan(current, changes, published)).toEqual({ from: '2.0.0', to: '1.0.0' });
  });

  it('goes back from a release rolled out to everyone, and further at each rollback', () => {
    const first = history(
      ['rollout', everyone('1.0.0')],
      ['rollout', everyone('2.0.0')],
      ['rollout', everyone('3.0.0')],
    );
    expect(rollbackPlan(first.current, first.changes, published)).toEqual({
      from: '3.0.0',
      to: '2.0.0',
    });
    const second = history(
      ['rollout', everyone('1.0.0')],
      ['rollout', everyone('2.0.0')],
      ['rollout', everyone('3.0.0')],
      ['rollback', everyone('2.0.0')],
    );
    // Not back to 3.0.0, which the rollback put aside: a rollback is no rollout.
    expect(rollbackPlan(second.current, second.changes, published)).toEqual({
      from: '2.0.0',
      to: '1.0.0',
    });
  });

  it("goes back to the registry entry's own url from the first release rolled out", () => {
    const { current, changes } = history(['rollout', withFirm(null, '1.0.0')]);
    expect(rollbackPlan(current, changes, published)).toEqual({ from: '1.0.0', to: null });
  });

  it('has nothing to go back from when the rollout runs no release', () => {
    expect(rollbackPlan(nothing, [], published)).toBe(null);
    const { current, changes } = history(['rollout', everyone('1.0.0')], ['rollback', nothing]);
    expect(rollbackPlan(current, changes, published)).toBe(null);
  });

  it('takes the newest release as published, whichever was rolled out last', () => {
    const { current, changes } = history(
      ['rollout', everyone('1.0.0')],
      ['rollout', withFirm('1.0.0', '3.0.0')],
      ['rollout', withFirm('2.0.0', '3.0.0')],
    );
    expect(rollbackPlan(current, changes, published)).toEqual({ from: '3.0.0', to: '1.0.0' });
  });

  it("goes back from a canary's release to the default before it, the canary ended", () => {
    const { current, changes } = history(
      ['rollout', everyone('1.0.0')],
      ['rollout', { ...everyone('1.0.0'), canary: { version: '2.0.0', share: 10 } }],
    );
    const plan = rollbackPlan(current, changes, published);
    expect(plan).toEqual({ from: '2.0.0', to: '1.0.0' });
    expect(plan && rolledBackTo(plan)).toEqual(everyone('1.0.0'));
  });
});

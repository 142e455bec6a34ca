import { describe, expect, it } from 'vitest';
import { canaryBucketOf, isInCanary } from './canary-share';

const userIds = Array.from({ length: 1_000 }, (_, index) => index + 1);
const inCanary = (app: string, share: number) =>
  userIds.filter((userId) => isInCanary(userId, app, share));

describe('a canary by share of users', () => {
  it('sends about its share of the users to the canary', () => {
    for (const share of [10, 50, 90]) {
      // 1,000 users: a binomial spread of about ±3 % at three standard deviations.
      expect(inCanary('sub-newcrm', share).length / 10).toBeGreaterThanOrEqual(share - 3);
      expect(inCanary('sub-newcrm', share).length / 10).toBeLessThanOrEqual(share + 3);
    }
  });

  it('keeps each user on one side, and grows the canary by adding users, never swapping them', () => {
    const first = inCanary('sub-newcrm', 10);
    expect(inCanary('sub-newcrm', 10)).toEqual(first);
    const wider = new Set(inCanary('sub-newcrm', 25));
    expect(first.every((userId) => wider.has(userId))).toBe(true);
    for (const userId of userIds.slice(0, 50)) {
      expect(canaryBucketOf(userId, 'sub-newcrm')).toBe(canaryBucketOf(userId, 'sub-newcrm'));
    }
  });

  it("splits each app's users differently", () => {
    const crm = new Set(inCanary('sub-newcrm', 10));
    const credit = inCanary('sub-credit', 10);
    const both = credit.filter((userId) => crm.has(userId)).length;
    // Independent splits share about 10 % of 10 %: far from the same hundred users.
    expect(both).toBeLessThan(30);
  });
});

import { describe, expect, it } from 'vitest';
import { minuteOf, tallyOf, tallyRecord } from './refusal-tally';

const refusal = {
  occurredAt: new Date('2026-11-26T09:00:59.999Z'),
  event: 'access.refused' as const,
  result: 'refused' as const,
  reason: 'auth.signInAgain',
  object: { type: 'request', id: 'GET /api/upms/role/login' },
  clientAddress: '203.0.113.1',
  userAgent: 'x'.repeat(600),
  requestId: 'request-1',
};

describe('the tally of refusals of no one signed in', () => {
  it('counts a refusal in the minute it falls in, its text cut as the trail stores it', () => {
    expect(minuteOf(new Date('2026-11-26T09:00:59.999Z'))).toBe('2026-11-26T09:00:00.000Z');
    expect(minuteOf(new Date('2026-11-26T09:01:00.000Z'))).toBe('2026-11-26T09:01:00.000Z');
    const tally = tallyOf(refusal);
    expect(tally).toMatchObject({
      minute: '2026-11-26T09:00:00.000Z',
      client_address: '203.0.113.1',
      reason: 'auth.signInAgain',
      refusals: 1,
      first_at: '2026-11-26T09:00:59.999Z',
      first_request: 'GET /api/upms/role/login',
    });
    expect(tally.user_agent).toHaveLength(512);
  });

  it('is written as one refusal with no user, at the first one, with the count', () => {
    const tally = { ...tallyOf(refusal), refusals: '42', last_at: '2026-11-26T09:00:59.999Z' };
    expect(tallyRecord(tally)).toMatchObject({
      occurredAt: new Date('2026-11-26T09:00:59.999Z'),
      event: 'access.refused',
      result: 'refused',
      reason: 'auth.signInAgain',
      object: { type: 'request', id: 'GET /api/upms/role/login' },
      details: {
        count: 42,
        minute: '2026-11-26T09:00:00.000Z',
        lastAt: '2026-11-26T09:00:59.999Z',
      },
    });
    expect(tallyRecord(tally).userId).toBeUndefined();
  });
});

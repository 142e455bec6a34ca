import { describe, expect, it } from 'vitest';
import type { AuditEvent } from './audit-event';
import { auditContentOf } from './record-content';

const signIn: AuditEvent = {
  occurredAt: new Date('2026-11-26T17:30:00+08:00'),
  event: 'auth.sign-in',
  result: 'failure',
  clientAddress: '192.0.2.10',
  userAgent: 'Mozilla/5.0 (test)',
  requestId: 'request-1',
};

describe('the content a record is stored and hashed as', () => {
  it('keeps the time in UTC, the object id as text, and what was not given as null', () => {
    expect(auditContentOf({ ...signIn, object: { type: 'menu', id: 12 }, userId: 7 })).toEqual({
      occurred_at: '2026-11-26T09:30:00.000Z',
      event: 'auth.sign-in',
      result: 'failure',
      reason: null,
      user_id: 7,
      username: null,
      firm_id: null,
      object_type: 'menu',
      object_id: '12',
      client_address: '192.0.2.10',
      user_agent: 'Mozilla/5.0 (test)',
      request_id: 'request-1',
      details: null,
    });
  });

  it('writes the details as JSON with sorted keys, whatever order they were given in', () => {
    const one = auditContentOf({ ...signIn, details: { zeta: 'z', alpha: 1, none: null } });
    const other = auditContentOf({ ...signIn, details: { none: null, alpha: 1, zeta: 'z' } });
    expect(one.details).toBe('{"alpha":1,"none":null,"zeta":"z"}');
    expect(other.details).toBe(one.details);
  });

  it('stores a lone surrogate or a NUL as U+FFFD, as PostgreSQL would read it back', () => {
    const content = auditContentOf({ ...signIn, username: 'a\uD800b\u0000c\uDC00' });
    expect(content.username).toBe('a\uFFFDb\uFFFDc\uFFFD');
    expect(auditContentOf({ ...signIn, username: 'pair \uD83D\uDE00' }).username).toBe('pair 😀');
  });

  it('cuts text to its column, by characters, never inside a surrogate pair', () => {
    const content = auditContentOf({
      ...signIn,
      userAgent: '😀'.repeat(600),
      details: { ['k'.repeat(70)]: 'v'.repeat(600) },
    });
    expect(Array.from(content.user_agent)).toHaveLength(512);
    expect(content.user_agent).toBe('😀'.repeat(512));
    expect(JSON.parse(content.details ?? '')).toEqual({ ['k'.repeat(64)]: 'v'.repeat(512) });
  });
});

import { describe, expect, it } from 'vitest';
import { auditContentOf } from './record-content';
import { genesisHash, hashAuditRecord, linkAfter } from './record-links';

const content = auditContentOf({
  occurredAt: new Date('2026-11-26T09:00:01.000Z'),
  event: 'auth.sign-in',
  result: 'failure',
  clientAddress: '192.0.2.10',
  userAgent: 'Mozilla/5.0 (test)',
  requestId: 'request-1',
});

describe('the links of the chain', () => {
  // Hashes of records written before this module existed: a change to the canonical form would
  // make every stored trail read as changed.
  it('hashes a record exactly as the stored trails were hashed', () => {
    const event = auditContentOf({
      occurredAt: new Date('2026-11-26T17:30:00+08:00'),
      event: 'duty.grant',
      result: 'success',
      reason: null,
      userId: 3,
      username: 'a\uD800b\u0000c',
      firmId: 2,
      object: { type: 'user', id: 42 },
      clientAddress: '198.51.100.7',
      userAgent: 'x'.repeat(600),
      requestId: 'req-1',
      details: { zeta: 'z', alpha: 1, mid: true, none: null, ['k'.repeat(70)]: 'v' },
    });
    expect(hashAuditRecord(genesisHash, event)).toBe(
      'f2af3186d1c02b903f21cd4f96aa89fdea79487327101ba210b4ec2ede510c5e',
    );
    expect(
      hashAuditRecord(genesisHash, {
        occurred_at: '2026-11-26T09:00:01.000Z',
        event: 'auth.sign-in',
        result: 'failure',
        reason: 'auth.badCredentials',
        user_id: 7,
        username: 'ü\uFFFD',
        firm_id: null,
        object_type: 'menu',
        object_id: '12',
        client_address: '192.0.2.10',
        user_agent: 'UA',
        request_id: 'r1',
        details: '{"a":1,"b":"x"}',
      }),
    ).toBe('04a35d66b58fbfea1167c2af97fa562c0f79b616d5fe8c56c434faab2796e6ef');
  });

  it('links a record to the head: its id, the last hash, and the hash of both', () => {
    const first = linkAfter({ id: 1, prevHash: genesisHash }, content);
    const second = linkAfter({ id: 2, prevHash: first.hash }, content);

    expect(first).toEqual({
      id: 1,
      ...content,
      prev_hash: genesisHash,
      hash: hashAuditRecord(genesisHash, content),
    });
    expect(second.prev_hash).toBe(first.hash);
    expect(second.hash).not.toBe(first.hash);
  });

  it('leaves the id out of the hash, so a record moved keeps its hash', () => {
    const atOne = linkAfter({ id: 1, prevHash: genesisHash }, content);
    const atNine = linkAfter({ id: 9, prevHash: genesisHash }, content);
    expect(atNine.hash).toBe(atOne.hash);
  });

  it('gives another hash for any change to the content', () => {
    const hash = hashAuditRecord(genesisHash, content);
    expect(hashAuditRecord(genesisHash, { ...content, result: 'success' })).not.toBe(hash);
    expect(hashAuditRecord(genesisHash, { ...content, reason: '' })).not.toBe(hash);
    expect(hashAuditRecord('f'.repeat(64), content)).not.toBe(hash);
  });
});

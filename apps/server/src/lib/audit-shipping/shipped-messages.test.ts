import { describe, expect, it } from 'vitest';
import { auditContentOf } from '../audit-chain/record-content';
import { hashAuditRecord, linkAfter } from '../audit-chain/record-links';
import { checkpointMessage, recordMessage } from './shipped-messages';

const origin = { hostname: 'portal-1', procId: '4242', instance: 'portal-1:8081' };

const record = linkAfter(
  { id: 7, prevHash: 'c'.repeat(64) },
  auditContentOf({
    occurredAt: new Date('2026-11-26T09:30:00.000Z'),
    event: 'auth.sign-in',
    result: 'success',
    userId: 3,
    username: '张三',
    firmId: 1001,
    clientAddress: '192.0.2.10',
    userAgent: 'Mozilla/5.0 (test)',
    requestId: 'request-1',
    details: { method: 'password' },
  }),
);

describe('the messages the collector gets', () => {
  it('ship a record with its id, hash, event, actor, firm and instance, and the record itself', () => {
    const message = recordMessage(record, origin);
    expect(message).toBe(
      `<109>1 2026-11-26T09:30:00.000Z portal-1 portal 4242 audit [audit@32473 id="7" hash="${record.hash}" event="auth.sign-in" result="success" actor="张三" userId="3" firm="1001" instance="portal-1:8081"] \uFEFF${JSON.stringify(record)}`,
    );
  });

  it('carry a record the collector can check: its content gives its hash', () => {
    expect(recordMessage({ ...record, result: 'refused' }, origin)).toMatch(/^<108>1 /);
    const text = recordMessage(record, origin);
    const shipped = JSON.parse(text.slice(text.indexOf('\uFEFF') + 1)) as typeof record;
    expect(hashAuditRecord(shipped.prev_hash, shipped)).toBe(record.hash);
  });

  it('leave out the actor and firm of a record without them', () => {
    const message = recordMessage(
      { ...record, username: null, user_id: null, firm_id: null },
      origin,
    );
    expect(message).toContain(`event="auth.sign-in" result="success" instance="portal-1:8081"]`);
  });

  it('ship a signed checkpoint with the head it names and its line', () => {
    const checkpoint = {
      instance: 'portal-1:8081',
      at: '2026-11-26T09:35:00.000Z',
      id: 7,
      hash: record.hash,
      key: '0123456789abcdef',
      signature: 'c2lnbmVk',
    };
    expect(checkpointMessage(checkpoint, origin)).toBe(
      `<110>1 2026-11-26T09:35:00.000Z portal-1 portal 4242 checkpoint [checkpoint@32473 id="7" hash="${record.hash}" instance="portal-1:8081" key="0123456789abcdef"] \uFEFF${JSON.stringify(checkpoint)}`,
    );
  });
});

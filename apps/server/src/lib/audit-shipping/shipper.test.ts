import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startSyslogCollector, type SyslogCollector } from '../../testing/syslog-collector';
import { auditContentOf } from '../audit-chain/record-content';
import { genesisHash, linkAfter, type AuditLink } from '../audit-chain/record-links';
import { startShipper, type ShippingGap, type ShippingStore } from './shipper';
import { signHeadCheckpoint } from './signed-checkpoint';
import { signingKeyOf } from './signing-key';
import { createSyslogConnection } from './syslog-connection';
import { ed25519Pem } from './test-keys';

const origin = { hostname: 'portal-1', procId: '1', instance: 'portal-1:8081' };
const start = Date.UTC(2026, 10, 26, 9, 0, 0);
/** Long enough for a loaded machine; the waits end as soon as it holds. */
const eventually = { timeout: 5_000 };
/** Records that never settle on their own while a test looks at them. */
const never = 60_000;

/** The trail as one instance's store sees it: records appended, owed until settled. */
function fakeStore() {
  const records = new Map<number, AuditLink>();
  const owed = new Set<number>();
  const gaps: ShippingGap[] = [];
  let previous = { id: 0, hash: genesisHash };
  const append = (count = 1) => {
    for (let made = 0; made < count; made += 1) {
      const link = linkAfter(
        { id: previous.id + 1, prevHash: previous.hash },
        auditContentOf({
          occurredAt: new Date(start + previous.id * 1_000),
          event: 'auth.sign-in',
          result: 'success',
          username: 'zhangsan',
          clientAddress: '192.0.2.10',
          userAgent: 'test',
          requestId: `request-${previous.id + 1}`,
        }),
      );
      records.set(link.id, link);
      owed.add(link.id);
      previous = link;
    }
  };
  const store: ShippingStore = {
    owed: async (afterId, limit) =>
      [...owed]
        .sort((a, b) => a - b)
        .filter((id) => id > afterId)
        .slice(0, limit)
        .map((id) => ({ id, record: records.get(id) ?? null })),
    settle: async (ids) => {
      for (const id of ids) owed.delete(id);
    },
    keepAlive: async () => ({ adopted: 0, from: [] }),
    recordGap: async (gap) => {
      gaps.push(gap);
    },
  };
  return { store, records, owed, gaps, append };
}

/** The record ids of the messages a collector got, in order. */
const idsAt = (collector: SyslogCollector) =>
  collector.messages.flatMap((message) => {
    const id = /\[audit@32473 id="(\d+)"/.exec(message)?.[1];
    return id ? [Number(id)] : [];
  });

function ship(
  { store }: ReturnType<typeof fakeStore>,
  collector: SyslogCollector,
  { leftOverThrough = 0, batchSize = 500, settleMs = 150 } = {},
) {
  // An hour after the records: a record waiting shows as lag.
  const clock = { now: () => new Date(start + 3_600_000) };
  const shipper = startShipper({
    store,
    connect: (events) =>
      createSyslogConnection(
        { protocol: 'tcp', host: '127.0.0.1', port: collector.port, ca: null },
        events,
        {
          minDelayMs: 20,
          maxDelayMs: 50,
        },
      ),
    origin,
    clock,
    log: { warn: () => undefined, info: () => undefined },
    batchSize,
    pollMs: 20,
    settleMs,
    leftOverThrough,
  });
  onTestFinished(() => shipper.stop());
  return { shipper };
}

describe('the shipper', () => {
  it('sends every record owed in id order, a batch at a time, and settles them once received', async () => {
    const trail = fakeStore();
    const collector = await startSyslogCollector();
    trail.append(7);
    ship(trail, collector, { batchSize: 3 });
    await collector.waitFor(() => idsAt(collector).length === 7);
    expect(idsAt(collector)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await vi.waitFor(() => expect(trail.owed.size).toBe(0), eventually);
    expect(trail.gaps).toEqual([]);
  });

  it('is woken by an append, not held by it', async () => {
    const trail = fakeStore();
    const collector = await startSyslogCollector();
    const { shipper } = ship(trail, collector);
    trail.append();
    shipper.wake();
    await collector.waitFor(() => idsAt(collector).includes(1));
  });

  it('keeps records while the collector is down, sends them when it is back, and records the gap', async () => {
    const trail = fakeStore();
    const collector = await startSyslogCollector();
    const { shipper } = ship(trail, collector);
    trail.append(2);
    await collector.waitFor(() => idsAt(collector).length === 2);
    await vi.waitFor(() => expect(trail.owed.size).toBe(0), eventually);

    await collector.stop();
    trail.append(3);
    shipper.wake();
    await vi.waitFor(() => expect(shipper.lagSeconds()).toBeGreaterThan(0), eventually);
    expect(trail.owed.size).toBe(3);

    await collector.start();
    await collector.waitFor(() => idsAt(collector).length === 5);
    expect(idsAt(collector)).toEqual([1, 2, 3, 4, 5]);
    await vi.waitFor(() => expect(trail.gaps).toHaveLength(1), eventually);
    expect(trail.gaps[0]).toMatchObject({
      reason: 'collector-unreachable',
      firstId: 3,
      lastId: 5,
      count: 3,
    });
    expect(shipper.lagSeconds()).toBe(0);
  });

  it('sends again, with the same id, what the collector may not have read before the connection was lost', async () => {
    const trail = fakeStore();
    const collector = await startSyslogCollector();
    ship(trail, collector, { settleMs: never });
    trail.append(2);
    await collector.waitFor(() => idsAt(collector).length === 2);
    // Lost before the records settled: the collector may have dropped them unread.
    await collector.stop();
    await collector.start();
    await collector.waitFor(() => idsAt(collector).length === 4);
    expect(idsAt(collector)).toEqual([1, 2, 1, 2]);
    await vi.waitFor(() => expect(trail.gaps).toHaveLength(1), eventually);
    expect(trail.gaps).toMatchObject([{ reason: 'collector-unreachable', firstId: 1, lastId: 2 }]);
  });

  it('records records gone from the trail before they were sent, and owes them no more', async () => {
    const trail = fakeStore();
    trail.append(3);
    trail.records.delete(2);
    const collector = await startSyslogCollector();
    ship(trail, collector);
    await collector.waitFor(() => idsAt(collector).length === 2);
    expect(idsAt(collector)).toEqual([1, 3]);
    await vi.waitFor(() => expect(trail.owed.size).toBe(0), eventually);
    expect(trail.gaps).toMatchObject([{ reason: 'record-gone', firstId: 2, lastId: 2, count: 1 }]);
  });

  it('records what a previous run left unsent, once it is sent', async () => {
    const trail = fakeStore();
    trail.append(2);
    const collector = await startSyslogCollector();
    ship(trail, collector, { leftOverThrough: 2 });
    await vi.waitFor(() => expect(trail.gaps).toHaveLength(1), eventually);
    expect(trail.gaps[0]).toMatchObject({
      reason: 'instance-restarted',
      firstId: 1,
      lastId: 2,
      count: 2,
      since: '2026-11-26T09:00:00.000Z',
    });
  });

  it('sends the signed checkpoints with the records', async () => {
    const trail = fakeStore();
    const collector = await startSyslogCollector();
    const { shipper } = ship(trail, collector);
    const key = signingKeyOf(ed25519Pem().privatePem);
    const checkpoint = signHeadCheckpoint(
      { instance: origin.instance, at: new Date(start).toISOString(), id: 0, hash: genesisHash },
      key,
    );
    shipper.sendCheckpoint(checkpoint);
    await collector.waitFor((messages) =>
      messages.some((message) => message.includes('[checkpoint@32473 id="0"')),
    );
  });

  it('on stop, ends the connection and settles what the collector then confirmed it read', async () => {
    const trail = fakeStore();
    const collector = await startSyslogCollector();
    const { shipper } = ship(trail, collector, { settleMs: never });
    trail.append(2);
    await collector.waitFor(() => idsAt(collector).length === 2);
    expect(trail.owed.size).toBe(2);
    await shipper.stop();
    expect(trail.owed.size).toBe(0);
  });
});

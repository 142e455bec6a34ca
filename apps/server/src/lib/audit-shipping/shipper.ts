// Ships the records an instance owes the collector, from the database, in id order: an append
// only notes the record as owed (in its own transaction) and wakes the shipper, which never holds
// up a request. Plain syslog has no acknowledgement, so a record stays owed until it has been on a
// connection for `settleMs` (or the collector closed the connection after reading it): a
// connection lost sooner sends it again, with the same id and hash (at least once).
import type { Clock } from '../clock';
import type { AuditLink } from '../audit-chain/record-links';
import { frameOf } from './octet-counting';
import { checkpointMessage, recordMessage, type ShippingOrigin } from './shipped-messages';
import type { SignedCheckpoint } from './signed-checkpoint';
import type { ConnectionEvents, SyslogConnection } from './syslog-connection';

/** A record owed, by id; `record` null when the trail no longer holds it (purged, or deleted). */
export type OwedRecord = { id: number; record: AuditLink | null };

/** Why records did not reach the collector as they were written. */
export type ShippingGapReason =
  /** The collector could not be reached (or the connection was lost) for a while. */
  | 'collector-unreachable'
  /** This instance stopped with records owed, and sent them when it started again. */
  | 'instance-restarted'
  /** Another instance stopped for good with records owed; this one took them over. */
  | 'instance-gone'
  /** Records owed are gone from the trail: they can never be sent. */
  | 'record-gone';

/** Records that reached the collector late (or never, for 'record-gone'), with the interruption. */
export type ShippingGap = {
  reason: ShippingGapReason;
  firstId: number;
  lastId: number;
  count: number;
  /** When the interruption began (ISO 8601), as far as this instance knows. */
  since: string;
  /** When it was over: the records were sent (or found gone). */
  until: string;
  /** For 'instance-gone': the instances whose records were taken over. */
  from?: string;
};

/** The database side of the shipping: what this instance owes and what it has sent. */
export type ShippingStore = {
  /** The records this instance owes after `afterId`, in id order, at most `limit`. */
  owed: (afterId: number, limit: number) => Promise<OwedRecord[]>;
  /** The records are at the collector: no longer owed. */
  settle: (ids: number[]) => Promise<void>;
  /**
   * Notes this instance as shipping, now; takes over what writers not shipping since
   * `abandonedBefore` owe: `from` names those that had shipped (instances gone), not the others
   * (the console tasks, which never ship).
   */
  keepAlive: (now: Date, abandonedBefore: Date) => Promise<{ adopted: number; from: string[] }>;
  /** Appends the gap to the trail (as an `audit.shipping-gap` record). */
  recordGap: (gap: ShippingGap) => Promise<void>;
};

export type ShipperLog = {
  warn: (message: string, details?: Record<string, unknown>) => void;
  info: (message: string, details?: Record<string, unknown>) => void;
};

export type ShipperOptions = {
  store: ShippingStore;
  /** Opens the connection (at once, reconnecting by itself) and reports to these events. */
  connect: (events: ConnectionEvents) => SyslogConnection;
  origin: ShippingOrigin;
  clock: Clock;
  log: ShipperLog;
  /** Records read and sent at once: the most the shipper holds in memory. */
  batchSize?: number;
  /** How often it looks for records when not woken (another path appended, a retry). */
  pollMs?: number;
  /** How long a record must have been on an open connection to count as received. */
  settleMs?: number;
  /**
   * The highest id this instance owed when it started (0: none), read before anything was
   * appended: what a previous run of it left unsent.
   */
  leftOverThrough: number;
};

export type Shipper = {
  /** Something was appended: look now rather than at the next poll. */
  wake: () => void;
  /** Sends a signed checkpoint with the records (a few wait while the collector is away). */
  sendCheckpoint: (checkpoint: SignedCheckpoint) => void;
  /** Seconds since the oldest record owed and not yet sent was written; 0 when none waits. */
  lagSeconds: () => number;
  /** Sends what it can, ends the connection, and stops. */
  stop: () => Promise<void>;
};

/** Checkpoints kept while the collector is away: the newest matter, and the file has them all. */
const maxPendingCheckpoints = 12;
/** How often the instance says it is shipping, and after how long unseen its records are taken. */
const keepAliveEveryMs = 30_000;
export const abandonedAfterMs = 10 * 60_000;

type Interruption = { reason: ShippingGapReason; since: string | null; from?: string };

/** Starts shipping at once: connects, then sends whatever is owed, and goes on until stopped. */
export function startShipper({
  store,
  connect,
  origin,
  clock,
  log,
  batchSize = 500,
  pollMs = 1_000,
  settleMs = 5_000,
  leftOverThrough,
}: ShipperOptions): Shipper {
  /** The highest id sent on the current connection, in id order; 0 reads everything owed again. */
  let sentThrough = 0;
  /** Sent on the current connection, not yet settled: id and when (the system's time). */
  let unsettled: { id: number; sentAt: number }[] = [];
  /** Changes whenever what was sent must be read again (a connection lost, records taken over). */
  let generation = 0;
  let oldestUnsentAt: number | null = null;
  let interruption: Interruption | null =
    leftOverThrough > 0 ? { reason: 'instance-restarted', since: null } : null;
  let delayed: { firstId: number; lastId: number; count: number } | null = null;
  let lastKeepAlive = Number.NEGATIVE_INFINITY;
  const pendingCheckpoints: SignedCheckpoint[] = [];

  const readAgain = () => {
    sentThrough = 0;
    unsettled = [];
    generation += 1;
  };

  const interrupt = (next: Interruption) => {
    interruption ??= next;
  };

  /** Whether the collector's absence was logged: once an outage, however many attempts fail. */
  let isAbsenceLogged = false;
  const connection = connect({
    onOpen: () => {
      log.info('audit shipping: connected to the collector');
      isAbsenceLogged = false;
      wake();
    },
    onLost: (error) => {
      if (!isAbsenceLogged) {
        log.warn('audit shipping: the collector is unreachable; records wait in the database', {
          reason: error?.message ?? 'closed by the collector',
        });
        isAbsenceLogged = true;
      }
      readAgain();
      interrupt({ reason: 'collector-unreachable', since: clock.now().toISOString() });
    },
  });

  const keepAlive = async () => {
    if (Date.now() - lastKeepAlive < keepAliveEveryMs) return;
    const now = clock.now();
    const { adopted, from } = await store.keepAlive(
      now,
      new Date(now.getTime() - abandonedAfterMs),
    );
    lastKeepAlive = Date.now();
    if (adopted === 0) return;
    readAgain();
    if (from.length === 0) return;
    log.warn('audit shipping: took over the records of instances gone', { adopted, from });
    interrupt({ reason: 'instance-gone', since: null, from: from.join(',') });
  };

  const noteDelayed = (records: AuditLink[]) => {
    const [first] = records;
    const last = records.at(-1);
    if (!interruption || !first || !last) return;
    interruption.since ??= first.occurred_at;
    delayed = {
      firstId: delayed?.firstId ?? first.id,
      lastId: last.id,
      count: (delayed?.count ?? 0) + records.length,
    };
  };

  const recordGoneRecords = async (gone: number[]) => {
    const [firstId] = gone;
    const lastId = gone.at(-1);
    if (firstId === undefined || lastId === undefined) return;
    await store.settle(gone);
    const now = clock.now().toISOString();
    await store.recordGap({
      reason: 'record-gone',
      firstId,
      lastId,
      count: gone.length,
      since: now,
      until: now,
    });
    log.warn('audit shipping: records owed are gone from the trail', { firstId, lastId });
  };

  /** Once everything owed is sent: the interruption, if it delayed anything, goes in the trail. */
  const closeInterruption = async () => {
    const ended = interruption;
    const late = delayed;
    interruption = null;
    delayed = null;
    if (!ended || !late) return;
    const until = clock.now().toISOString();
    await store.recordGap({
      reason: ended.reason,
      ...late,
      since: ended.since ?? until,
      until,
      ...(ended.from ? { from: ended.from } : {}),
    });
    log.info('audit shipping: records delayed by an interruption were sent', {
      reason: ended.reason,
      ...late,
    });
  };

  const sendCheckpoints = async () => {
    while (pendingCheckpoints[0]) {
      await connection.send(frameOf(checkpointMessage(pendingCheckpoints[0], origin)));
      pendingCheckpoints.shift();
    }
  };

  const settleDue = async (everything = false) => {
    const due = everything ? Number.POSITIVE_INFINITY : Date.now() - settleMs;
    const settled = unsettled.filter(({ sentAt }) => sentAt <= due);
    if (settled.length === 0) return;
    await store.settle(settled.map(({ id }) => id));
    unsettled = unsettled.slice(settled.length);
  };

  /** One round: answers whether more is owed than one batch held. */
  const pump = async (): Promise<boolean> => {
    await keepAlive();
    const isOpen = connection.isOpen();
    const readFor = generation;
    const rows = await store.owed(sentThrough, isOpen ? batchSize : 1);
    const records = rows.flatMap(({ record }) => (record ? [record] : []));
    const firstWritten = records[0]?.occurred_at;
    oldestUnsentAt = firstWritten ? Date.parse(firstWritten) : null;
    if (!isOpen) return false;
    await recordGoneRecords(rows.flatMap(({ id, record }) => (record ? [] : [id])));
    if (records.length > 0) {
      await connection.send(
        Buffer.concat(records.map((record) => frameOf(recordMessage(record, origin)))),
      );
    }
    const last = rows.at(-1);
    if (readFor === generation && last) {
      sentThrough = last.id;
      const sentAt = Date.now();
      unsettled.push(...records.map(({ id }) => ({ id, sentAt })));
      noteDelayed(records);
    }
    await sendCheckpoints();
    await settleDue();
    if (rows.length === batchSize) return true;
    oldestUnsentAt = null;
    if (readFor === generation) await closeInterruption();
    return false;
  };

  let isStopping = false;
  let isWoken = false;
  let wakeUp: (() => void) | null = null;
  function wake() {
    isWoken = true;
    wakeUp?.();
  }
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (isWoken || isStopping) {
        resolve();
        return;
      }
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  let failures = 0;
  const run = async () => {
    while (!isStopping) {
      isWoken = false;
      let hasMore: boolean;
      try {
        hasMore = await pump();
        failures = 0;
      } catch (error) {
        // The database away, or the connection lost mid-send: both come back by themselves.
        if (connection.isOpen() && failures === 0) {
          log.warn('audit shipping: a round failed; trying again', {
            reason: (error as Error).message,
          });
        }
        failures += 1;
        await pause(Math.min(pollMs * 2 ** Math.min(failures, 5), 30_000));
        continue;
      }
      if (!hasMore) await pause(pollMs);
    }
  };
  const running = run();

  return {
    wake,
    sendCheckpoint: (checkpoint) => {
      pendingCheckpoints.push(checkpoint);
      if (pendingCheckpoints.length > maxPendingCheckpoints) pendingCheckpoints.shift();
      wake();
    },
    lagSeconds: () =>
      oldestUnsentAt === null ? 0 : Math.max(0, (clock.now().getTime() - oldestUnsentAt) / 1000),
    stop: async () => {
      isStopping = true;
      wakeUp?.();
      await running;
      // A last round for what the requests in flight appended, then the collector's own word.
      await pump().catch(() => false);
      const isReceived = await connection.close();
      if (isReceived) await settleDue(true).catch(() => undefined);
    },
  };
}

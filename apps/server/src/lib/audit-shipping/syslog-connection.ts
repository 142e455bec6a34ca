// The connection to the collector: syslog over TCP (RFC 6587), or over TLS (RFC 5425), opened
// again with a growing delay whenever it fails or is lost, until it is closed.
import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** Where the collector listens: `tcp://host:port` or `tls://host:port` (AUDIT_SYSLOG_URL). */
export type SyslogTarget = {
  protocol: 'tcp' | 'tls';
  host: string;
  port: number;
  /** The certificates a TLS collector's must chain to (PEM); null: the system's. */
  ca: string | null;
};

export type SyslogConnection = {
  /** Whether a connection is open now. */
  isOpen: () => boolean;
  /**
   * Writes to the open connection; resolves once the bytes are handed to the system, rejects when
   * none is open or it is lost first. Resolved is not received: see the shipper's settling.
   */
  send: (bytes: Buffer) => Promise<void>;
  /**
   * Stops reconnecting and ends the connection: answers true when the collector then closed its
   * side, which it does only after reading everything sent (the one acknowledgement plain syslog
   * gives), false when it did not within `closeWaitMs` or nothing was open.
   */
  close: () => Promise<boolean>;
};

export type ConnectionEvents = {
  onOpen: () => void;
  /** A connection failed or was lost (`wasOpen`: it had opened); the next attempt is scheduled. */
  onLost: (error: Error | null, wasOpen: boolean) => void;
};

/** How long to wait between attempts: from `minDelayMs`, doubling, at most `maxDelayMs`. */
export type Backoff = { minDelayMs: number; maxDelayMs: number };

export const defaultBackoff: Backoff = { minDelayMs: 200, maxDelayMs: 10_000 };

/** How long a connection may take to open, and a close to be answered. */
const connectTimeoutMs = 10_000;
const closeWaitMs = 2_000;
/** Probes of an idle connection: a collector gone without a word shows within about a minute. */
const keepAliveMs = 15_000;

/** The delay before attempt `failures` + 1, with ±20 % of jitter so that instances spread out. */
export function reconnectDelay(failures: number, { minDelayMs, maxDelayMs }: Backoff): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(failures, 20));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function openSocket(target: SyslogTarget): { socket: Socket; openEvent: string } {
  if (target.protocol === 'tcp') {
    return { socket: connectTcp({ host: target.host, port: target.port }), openEvent: 'connect' };
  }
  const socket = connectTls({
    host: target.host,
    port: target.port,
    ...(isIP(target.host) === 0 ? { servername: target.host } : {}),
    ...(target.ca ? { ca: target.ca } : {}),
  });
  return { socket, openEvent: 'secureConnect' };
}

/**
 * Connects to the collector at once and keeps connecting, with the backoff, after every failure
 * or loss, until `close()`. Nothing is ever read from the collector: what it sends is discarded.
 */
export function createSyslogConnection(
  target: SyslogTarget,
  events: ConnectionEvents,
  backoff: Backoff = defaultBackoff,
): SyslogConnection {
  let socket: Socket | null = null;
  let isOpen = false;
  let isClosing = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const attempt = () => {
    const opened = openSocket(target);
    const current = opened.socket;
    socket = current;
    let wasOpen = false;
    let lastError: Error | null = null;
    current.setTimeout(connectTimeoutMs, () => current.destroy(new Error('connection timed out')));
    current.once(opened.openEvent, () => {
      current.setTimeout(0);
      current.setKeepAlive(true, keepAliveMs);
      current.setNoDelay(true);
      wasOpen = true;
      isOpen = true;
      failures = 0;
      events.onOpen();
    });
    current.on('error', (error) => (lastError = error));
    // The collector ended its side: it reads no more, so whatever is written next is lost.
    current.on('end', () => current.destroy());
    current.resume();
    current.once('close', () => {
      if (socket === current) {
        socket = null;
        isOpen = false;
      }
      if (isClosing) return;
      events.onLost(lastError, wasOpen);
      retry = setTimeout(attempt, reconnectDelay(failures, backoff));
      retry.unref();
      failures += 1;
    });
  };
  attempt();

  return {
    isOpen: () => isOpen,
    send: (bytes) =>
      new Promise((resolve, reject) => {
        if (!socket || !isOpen) {
          reject(new Error('not connected to the collector'));
          return;
        }
        socket.write(bytes, (error) => (error ? reject(error) : resolve()));
      }),
    close: async () => {
      isClosing = true;
      clearTimeout(retry);
      const current = socket;
      if (!current || !isOpen) {
        current?.destroy();
        return false;
      }
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          current.destroy();
          resolve(false);
        }, closeWaitMs);
        current.once('end', () => {
          clearTimeout(timer);
          resolve(true);
        });
        current.once('close', () => {
          clearTimeout(timer);
          resolve(false);
        });
        current.end();
      });
    },
  };
}

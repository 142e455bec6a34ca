// Test support: a syslog collector on a loopback port, reading octet-counted frames as rsyslog's
// imtcp does, that can be stopped and started again on the same port.
import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, type TlsOptions } from 'node:tls';
import { onTestFinished } from 'vitest';
import { createFrameReader } from '../lib/audit-shipping/octet-counting';

export type SyslogCollector = {
  port: number;
  /** Every message received so far, in the order received. */
  messages: string[];
  /** Connections accepted so far. */
  connections: () => number;
  /** Closes the port and every connection, as a collector that goes down. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
  /** Resolves once `predicate` holds of the messages; rejects after `timeoutMs`. */
  waitFor: (predicate: (messages: string[]) => boolean, timeoutMs?: number) => Promise<void>;
};

/** A collector listening at once (over TLS with `tls`), stopped when the test ends. */
export async function startSyslogCollector({
  tls,
}: { tls?: TlsOptions } = {}): Promise<SyslogCollector> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let accepted = 0;
  let port = 0;
  let server: Server | null = null;
  const listeners = new Set<() => void>();

  const onConnection = (socket: Socket) => {
    accepted += 1;
    sockets.add(socket);
    const reader = createFrameReader();
    socket.on('data', (chunk: Buffer) => {
      messages.push(...reader.push(chunk));
      for (const listener of listeners) listener();
    });
    // Like rsyslog: the sender's end of the stream ends the session.
    socket.on('end', () => socket.end());
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = tls ? createTlsServer(tls, onConnection) : createServer(onConnection);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = listening;
        resolve();
      });
    });

  const stop = async () => {
    const listening = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  };

  await start();
  onTestFinished(stop);
  return {
    get port() {
      return port;
    },
    messages,
    connections: () => accepted,
    stop,
    start,
    waitFor: (predicate, timeoutMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate(messages)) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(
              `the collector did not get what was expected; it has:\n${messages.join('\n')}`,
            ),
          );
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
  };
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startSyslogCollector } from '../../testing/syslog-collector';
import { frameOf } from './octet-counting';
import { createSyslogConnection, reconnectDelay, type SyslogConnection } from './syslog-connection';

const quickly = { minDelayMs: 20, maxDelayMs: 100 };

function connectTo(port: number, protocol: 'tcp' | 'tls' = 'tcp', ca: string | null = null) {
  const events = { onOpen: vi.fn(), onLost: vi.fn() };
  const connection = createSyslogConnection(
    { protocol, host: protocol === 'tls' ? 'localhost' : '127.0.0.1', port, ca },
    events,
    quickly,
  );
  onTestFinished(() => connection.close().then(() => undefined));
  return { connection, events };
}

const opened = (connection: SyslogConnection) =>
  vi.waitFor(() => expect(connection.isOpen()).toBe(true));

/** A self-signed certificate for localhost, as a collector's TLS would have. */
function localhostCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-syslog-tls-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(join(folder, 'key.pem'), 'utf8'),
    cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
  };
}

describe('the connection to the collector', () => {
  it('sends octet-counted frames over TCP', async () => {
    const collector = await startSyslogCollector();
    const { connection, events } = connectTo(collector.port);
    await opened(connection);
    expect(events.onOpen).toHaveBeenCalledOnce();
    await connection.send(Buffer.concat([frameOf('one'), frameOf('two')]));
    await collector.waitFor((messages) => messages.length === 2);
    expect(collector.messages).toEqual(['one', 'two']);
  });

  it('refuses to send while nothing is open, and opens again once the collector is back', async () => {
    const collector = await startSyslogCollector();
    const { connection, events } = connectTo(collector.port);
    await opened(connection);
    await collector.stop();
    await vi.waitFor(() => expect(events.onLost).toHaveBeenCalledWith(null, true));
    await expect(connection.send(frameOf('lost'))).rejects.toThrow('not connected');
    await collector.start();
    await vi.waitFor(() => expect(events.onOpen).toHaveBeenCalledTimes(2));
    await connection.send(frameOf('after'));
    await collector.waitFor((messages) => messages.includes('after'));
  });

  it('keeps trying a collector that is not there yet', async () => {
    const collector = await startSyslogCollector();
    await collector.stop();
    const { connection, events } = connectTo(collector.port);
    await vi.waitFor(() => expect(events.onLost.mock.calls.length).toBeGreaterThan(1));
    expect(events.onLost).toHaveBeenCalledWith(expect.any(Error), false);
    await collector.start();
    await opened(connection);
  });

  it('answers a close with whether the collector read everything and closed its side', async () => {
    const collector = await startSyslogCollector();
    const { connection } = connectTo(collector.port);
    await opened(connection);
    await connection.send(frameOf('last'));
    expect(await connection.close()).toBe(true);
    expect(collector.messages).toEqual(['last']);
    expect(await connectTo(collector.port).connection.close()).toBe(false);
  });

  it('sends over TLS to a collector whose certificate chains to the CA given', async () => {
    const certificate = localhostCertificate();
    const collector = await startSyslogCollector({ tls: certificate });
    const { connection } = connectTo(collector.port, 'tls', certificate.cert);
    await opened(connection);
    await connection.send(frameOf('over tls'));
    await collector.waitFor((messages) => messages.includes('over tls'));

    const untrusted = connectTo(collector.port, 'tls');
    await vi.waitFor(() =>
      expect(untrusted.events.onLost).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
        false,
      ),
    );
    expect(untrusted.connection.isOpen()).toBe(false);
  });

  it('waits longer after each failure, up to its limit, with some jitter', () => {
    const backoff = { minDelayMs: 200, maxDelayMs: 10_000 };
    expect(reconnectDelay(0, backoff)).toBeGreaterThanOrEqual(160);
    expect(reconnectDelay(0, backoff)).toBeLessThanOrEqual(240);
    expect(reconnectDelay(3, backoff)).toBeGreaterThanOrEqual(1_280);
    expect(reconnectDelay(50, backoff)).toBeLessThanOrEqual(12_000);
    expect(reconnectDelay(50, backoff)).toBeGreaterThanOrEqual(8_000);
  });
});

// Debian's rsyslog as the group's log collector of the cluster tests: syslog over TCP (imtcp, which
// reads octet-counted frames) on a loopback port, every message written as received, one a line.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../../src/testing/free-port';

export const rsyslogd = '/usr/sbin/rsyslogd';

export type Rsyslog = {
  port: number;
  /** The messages written so far, one a line, as received (RFC 5424, without their framing). */
  lines: () => string[];
  /** Ends rsyslogd (SIGTERM: it writes what it has read, then exits) and waits for it. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, appending to the same file. */
  start: () => Promise<void>;
};

/** A configuration of the collector's: imtcp on the port, the raw message to the file. */
function configuration(folder: string, port: number) {
  return `global(workDirectory="${folder}" maxMessageSize="64k")
module(load="imtcp")
template(name="asReceived" type="string" string="%rawmsg%\\n")
ruleset(name="portalAudit") {
  action(type="omfile" file="${join(folder, 'audit.log')}" template="asReceived"
    flushOnTXEnd="on" asyncWriting="off")
}
input(type="imtcp" address="127.0.0.1" port="${port}" ruleset="portalAudit")
`;
}

/** Whether something listens on the port: a connection opened and closed at once, sending nothing. */
const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * rsyslogd in the foreground (`-n`) with a configuration, pid file, work folder and output of its
 * own in `folder`, listening once this resolves.
 */
export async function startRsyslog(folder: string): Promise<Rsyslog> {
  mkdirSync(folder, { recursive: true });
  const port = await freePort();
  const file = join(folder, 'rsyslog.conf');
  writeFileSync(file, configuration(folder, port));
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let errors = '';

  const start = async () => {
    const started = spawn(rsyslogd, ['-n', '-f', file, '-i', join(folder, 'rsyslogd.pid')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    const deadline = Date.now() + 15_000;
    while (!(await listens(port))) {
      if (started.exitCode !== null) throw new Error(`rsyslogd did not start:\n${errors}`);
      if (Date.now() > deadline) throw new Error(`rsyslogd did not listen in time:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  await start();
  return {
    port,
    lines: () => {
      const log = join(folder, 'audit.log');
      return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
    },
    stop: async () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    start,
  };
}

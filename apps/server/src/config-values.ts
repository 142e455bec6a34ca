// How the text of an environment variable becomes a value of the configuration (config.ts).
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from './db/database';
import { signingKeyOf } from './lib/audit-shipping/signing-key';
import { repositoryRoot } from './repository-root';

/** A path as given, or relative to the repository root (never the working directory). */
export const fromRepositoryRoot = (path: string) =>
  isAbsolute(path) ? path : resolve(repositoryRoot, path);

export function parseDatabaseUrl(url: string, context: z.RefinementCtx): DatabaseConfig {
  if (url === 'sqlite::memory:') return { dialect: 'sqlite', filename: ':memory:' };
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path.length > 0) return { dialect: 'sqlite', filename: fromRepositoryRoot(path) };
  }
  if (/^postgres(ql)?:\/\/./.test(url)) return { dialect: 'postgres', connectionString: url };
  context.addIssue({
    code: 'custom',
    message: 'expected sqlite:<file>, sqlite::memory: or postgres://user@host:port/database',
  });
  return z.NEVER;
}

export const seconds = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(min, `at least ${min} seconds`)
    .max(max, `at most ${max} seconds`);

/** A comma-separated list of web origins (`https://portal.example.com`). */
export const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.length > 0 &&
      origins.every((origin) => {
        try {
          return new URL(origin).origin === origin;
        } catch {
          return false;
        }
      }),
    'expected comma-separated origins such as https://portal.example.com',
  );

export const failureCount = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a number of failed sign-ins' })
    .int('expected a whole number')
    .min(min, `at least ${min}`)
    .max(max, `at most ${max}`);

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A port to listen on, 1 to 65535. */
export const portNumber = z.coerce
  .number({ error: 'expected a port number' })
  .int('expected a port number')
  .min(1, 'expected a port number from 1 to 65535')
  .max(65535, 'expected a port number from 1 to 65535');

/** An address to listen on: an IP address (127.0.0.1, ::1, 0.0.0.0) or a host name. */
export const listenAddress = z
  .string()
  .refine(
    (value) => isIP(value) !== 0 || /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i.test(value),
    'expected an IP address such as 127.0.0.1, or a host name',
  );

/** The audit collector's address (AUDIT_SYSLOG_URL): syslog over TCP, or over TLS. */
export type SyslogUrl = { protocol: 'tcp' | 'tls'; host: string; port: number };

/** Syslog's own ports when the address gives none: 514 over TCP, 6514 over TLS (RFC 5425). */
const syslogPorts = { tcp: 514, tls: 6514 } as const;

export function parseSyslogUrl(url: string, context: z.RefinementCtx): SyslogUrl {
  let parsed: URL | null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  const protocol = parsed?.protocol.slice(0, -1);
  const isAddress =
    parsed !== null &&
    (protocol === 'tcp' || protocol === 'tls') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    ['', '/'].includes(parsed.pathname) &&
    parsed.search === '' &&
    parsed.hash === '';
  if (!parsed || !isAddress) {
    context.addIssue({
      code: 'custom',
      message:
        'expected tcp://host:port or tls://host:port (syslog over TCP or TLS; UDP would lose records)',
    });
    return z.NEVER;
  }
  const over = protocol as 'tcp' | 'tls';
  return {
    protocol: over,
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port === '' ? syslogPorts[over] : Number(parsed.port),
  };
}

/** The key the audit checkpoints are signed with (AUDIT_SIGNING_KEY): Ed25519, PKCS#8 PEM. */
export const signingKey = z.string().transform((pem, context) => {
  try {
    return signingKeyOf(pem);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

import { hostname } from 'node:os';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './http/trust-proxy';
import type { DatabaseConfig } from './db/database';
import {
  booleanFlag,
  failureCount,
  fromRepositoryRoot,
  listenAddress,
  originList,
  parseDatabaseUrl,
  parseSyslogUrl,
  portNumber,
  seconds,
  signingKey,
  type SyslogUrl,
} from './config-values';
import type { SigningKey } from './lib/audit-shipping/signing-key';
import type { PasswordProfileName } from './lib/password-profiles';

/** Demo key for portal id_tokens; every real deployment sets PORTAL_JWT_SECRET. */
export const demoPortalJwtSecret = 'portal-demo-id-token-key-not-for-production-use';

/** The demo's OAuth client secret; outside the demo OAUTH_CLIENT_SECRET must differ. */
export const demoOAuthClientSecret = 'portal-secret';

/** The `iss` and `aud` of the demo's id_tokens (mint-id-token.ts writes them). */
export const demoIdTokenIssuer = 'group-portal';
export const demoIdTokenAudience = 'portal';

export type Config = {
  port: number;
  host: string;
  database: DatabaseConfig;
  /**
   * Where the migrations run, as the role that owns the tables (MIGRATION_DATABASE_URL), the
   * server's own role then granted what it may do; null: the server's connection migrates.
   */
  migrationDatabase: DatabaseConfig | null;
  tokenTtlSeconds: number;
  /** How long an edit lock on a schedule or calendar group lasts unless extended. */
  scheduleLockSeconds: number;
  /** Idle lifetime of a sign-in's core-cache session, renewed by /user/refesh with its token. */
  coreCacheTtlSeconds: number;
  /** How long GET /auth/session/watch holds a window's request before answering that all is well. */
  sessionWatchSeconds: number;
  oauthClient: { id: string; secret: string };
  portalJwtSecret: string;
  /** What a portal id_token must say: who issued it, for whom, and at most how long ago. */
  idToken: { issuer: string; audience: string; maxAgeSeconds: number };
  shellDist: string;
  /** The example sub-app's build, served in the demo under every same-origin sub-app path. */
  exampleSubAppDist: string;
  portalConfigFile: string | null;
  logLevel: LogLevel;
  /**
   * Whether answers carry the server's handling time (`Server-Timing`, SERVER_TIMING): for load
   * tests. Off by default: a client would learn how long each answer took, a sign-in's included.
   */
  serverTiming: boolean;
  /** Fastify's `trustProxy`: whose X-Forwarded-For gives the client address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /**
   * Where the Prometheus metrics are served, on a listener of their own that the proxy never
   * forwards to (METRICS_PORT, METRICS_HOST); null when METRICS_PORT is unset: none are kept.
   */
  metrics: { port: number; host: string } | null;
  /** The embedded demo (PORTAL_DEMO): demo secrets allowed, demo data and example sub-app. */
  demo: boolean;
  /** Seed an empty database and serve the example sub-app: SEED_DEMO, in demo mode only. */
  seedDemo: boolean;
  /** Time-outs of the HTTP server (docs/production.md). */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** The password policy (PASSWORD_POLICY; docs/security.md, "Passwords"). */
  passwordProfile: PasswordProfileName;
  /** Failed sign-ins allowed per account and per client address in one window (docs/security.md). */
  loginLimits: LoginLimits;
  /** Passkeys (docs/security.md, "Second factor: passkeys"). */
  secondFactor: SecondFactorConfig;
  /** The audit trail sent off the box (docs/production.md, "Shipping the audit trail"). */
  auditShipping: AuditShippingConfig;
  /**
   * Whether a developer may run an app from a development server in their own session
   * (docs/decisions/0026-a-developers-own-build.md): ALLOW_DEVELOPER_OVERRIDES; unset, the demo
   * allows it unless NODE_ENV is `production`, and production refuses it.
   */
  developerOverrides: boolean;
  /** The purge of what has expired: how often one instance runs it, how long keys are kept. */
  retention: {
    intervalMs: number;
    idempotencyKeyMs: number;
    feedbackMs: number;
    subAppReportMs: number;
    /** How long audit records are kept (AUDIT_RETENTION_DAYS; docs/security.md). */
    auditMs: number;
    /** Records one purge transaction deletes at most (AUDIT_PURGE_BATCH_SIZE). */
    auditBatchSize: number;
  };
};

export type AuditShippingConfig = {
  /**
   * The collector every record is sent to as it is written (AUDIT_SYSLOG_URL), and the file of the
   * certificates its TLS certificate must chain to (AUDIT_SYSLOG_CA); null: the trail stays here.
   */
  collector: (SyslogUrl & { caFile: string | null }) | null;
  /** The name this instance ships under (AUDIT_INSTANCE_NAME; default `<host name>:<PORT>`). */
  instance: string;
  /**
   * The signed checkpoints of the chain head: the key (AUDIT_SIGNING_KEY), the file they are
   * appended to (AUDIT_CHECKPOINT_FILE) and how often (AUDIT_CHECKPOINT_SECONDS); null: none.
   */
  checkpoints: { key: SigningKey; file: string; intervalMs: number } | null;
};

export type LoginLimits = {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /**
   * Passkey sign-ins started (public `POST /auth/passkey/options`, each a stored challenge) from
   * one client address a minute, on one instance: PASSKEY_OPTIONS_PER_MINUTE.
   */
  passkeyOptionsPerMinute: number;
};

/** Whether users may have passkeys (`optional`) or must (`required`); `off` offers none. */
export type SecondFactorPolicy = 'off' | 'optional' | 'required';

export type SecondFactorConfig = {
  /** SECOND_FACTOR_POLICY; unset, `optional` under the asvs password policy, `required` under mlps. */
  policy: SecondFactorPolicy;
  /**
   * The WebAuthn relying party: its id (WEBAUTHN_RP_ID, a registrable domain such as
   * `portal.example.com`) and the origins the browser may call from (WEBAUTHN_ORIGINS). Null when
   * unset: the demo then takes both from each request's own origin.
   */
  rpId: string | null;
  origins: string[] | null;
  /**
   * The AES-256-GCM key that encrypts the authenticator apps' secrets at rest (SECOND_FACTOR_KEY,
   * 32 bytes in base64). Null when unset: only the demo allows it, with a fixed demo key
   * (`lib/second-factor-key.ts`).
   */
  key: Buffer | null;
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

/** Failed sign-ins that lock an account, and for how long, unless set apart: MLPS asks 5 and 30 minutes. */
const accountLockout: Record<PasswordProfileName, { failures: number; seconds: number }> = {
  asvs: { failures: 10, seconds: 15 * 60 },
  mlps: { failures: 5, seconds: 30 * 60 },
};

/** The second factor each password policy asks for unless SECOND_FACTOR_POLICY says otherwise. */
const secondFactorOf: Record<PasswordProfileName, SecondFactorPolicy> = {
  asvs: 'optional',
  mlps: 'required',
};

/**
 * The shortest time audit records are kept under PASSWORD_POLICY=mlps, and the default: the
 * Cybersecurity Law of China (art. 21) asks for network logs to be kept at least six months.
 */
const minimumAuditRetentionDays = 180;

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a port number')
    .min(0)
    .max(65535)
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().default('sqlite:data/portal.db').transform(parseDatabaseUrl),
  MIGRATION_DATABASE_URL: z.string().transform(parseDatabaseUrl).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .positive()
    .max(31_536_000, 'at most one year')
    .default(86_400),
  // Under the 60 s a proxy such as nginx waits for an answer by default (proxy_read_timeout).
  SESSION_WATCH_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(1, 'at least 1 second')
    .max(55, 'at most 55 seconds, under the proxy’s time-out')
    .default(25),
  SCHEDULE_LOCK_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(10, 'at least 10 seconds')
    .max(3_600, 'at most one hour')
    .default(120),
  CORE_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(60, 'at least 60 seconds')
    .max(604_800, 'at most one week')
    .default(7_200),
  OAUTH_CLIENT_ID: z.string().min(1).max(64).default('portal'),
  OAUTH_CLIENT_SECRET: z.string().min(1).max(128).default(demoOAuthClientSecret),
  PORTAL_JWT_SECRET: z
    .string()
    .min(32, 'use at least 32 characters for an HS256 key')
    .default(demoPortalJwtSecret),
  PORTAL_ID_TOKEN_ISSUER: z.string().max(256).default(demoIdTokenIssuer),
  PORTAL_ID_TOKEN_AUDIENCE: z.string().max(256).default(demoIdTokenAudience),
  PORTAL_ID_TOKEN_MAX_AGE_SECONDS: seconds(10, 3_600).default(300),
  SHELL_DIST: z.string().default('apps/shell/dist').transform(fromRepositoryRoot),
  EXAMPLE_SUBAPP_DIST: z.string().default('apps/example-subapp/dist').transform(fromRepositoryRoot),
  PORTAL_CONFIG_FILE: z.string().transform(fromRepositoryRoot).optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` })
    .default('info'),
  SEED_DEMO: booleanFlag.default(true),
  TRUST_PROXY: trustProxySchema,
  PORTAL_DEMO: booleanFlag.optional(),
  SERVER_TIMING: booleanFlag.default(false),
  METRICS_PORT: portNumber.optional(),
  METRICS_HOST: listenAddress.optional(),
  HEADERS_TIMEOUT_SECONDS: seconds(1, 300).default(10),
  REQUEST_TIMEOUT_SECONDS: seconds(1, 3_600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(1, 600).default(65),
  PASSWORD_POLICY: z.enum(['asvs', 'mlps'], { error: 'expected asvs or mlps' }).default('asvs'),
  SECOND_FACTOR_POLICY: z
    .enum(['off', 'optional', 'required'], { error: 'expected off, optional or required' })
    .optional(),
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/, 'expected a domain such as portal.example.com')
    .optional(),
  WEBAUTHN_ORIGINS: originList.optional(),
  SECOND_FACTOR_KEY: z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'expected 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  LOGIN_FAILURES_PER_ACCOUNT: failureCount(3, 100).optional(),
  LOGIN_FAILURES_PER_ADDRESS: failureCount(10, 100_000).default(100),
  LOGIN_FAILURE_WINDOW_SECONDS: seconds(60, 86_400).optional(),
  PASSKEY_OPTIONS_PER_MINUTE: z.coerce
    .number({ error: 'expected a number of requests' })
    .int('expected a whole number')
    .min(10, 'at least 10')
    .max(100_000, 'at most 100000')
    .default(600),
  RETENTION_INTERVAL_SECONDS: seconds(60, 86_400).default(3_600),
  IDEMPOTENCY_KEY_RETENTION_SECONDS: seconds(3_600, 30 * 86_400).default(86_400),
  FEEDBACK_RETENTION_DAYS: z.coerce
    .number({ error: 'expected a number of days' })
    .int('expected a whole number of days')
    .min(1, 'at least 1 day')
    .max(3_650, 'at most 3650 days')
    .default(90),
  SUB_APP_REPORT_RETENTION_DAYS: z.coerce
    .number({ error: 'expected a number of days' })
    .int('expected a whole number of days')
    .min(1, 'at least 1 day')
    .max(3_650, 'at most 3650 days')
    .default(30),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'expected a number of days' })
    .int('expected a whole number of days')
    .min(1, 'at least 1 day')
    .max(36_500, 'at most 36500 days')
    .default(minimumAuditRetentionDays),
  AUDIT_SYSLOG_URL: z.string().transform(parseSyslogUrl).optional(),
  AUDIT_SYSLOG_CA: z.string().transform(fromRepositoryRoot).optional(),
  AUDIT_INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'expected 1 to 64 of A-Z a-z 0-9 . _ : -')
    .optional(),
  AUDIT_SIGNING_KEY: signingKey.optional(),
  AUDIT_CHECKPOINT_FILE: z.string().transform(fromRepositoryRoot).optional(),
  // At most five minutes: an auditor can count on a checkpoint at least that often.
  AUDIT_CHECKPOINT_SECONDS: seconds(1, 300).default(300),
  ALLOW_DEVELOPER_OVERRIDES: booleanFlag.optional(),
  NODE_ENV: z.string().optional(),
  AUDIT_PURGE_BATCH_SIZE: z.coerce
    .number({ error: 'expected a number of records' })
    .int('expected a whole number of records')
    .min(10, 'at least 10')
    .max(100_000, 'at most 100000')
    .default(1_000),
});

/** Never echoed back in an error: they hold keys or passwords. */
const secretVariables = new Set([
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'OAUTH_CLIENT_SECRET',
  'PORTAL_JWT_SECRET',
  'SECOND_FACTOR_KEY',
  'AUDIT_SIGNING_KEY',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables (empty values count as unset).
 * Throws a ConfigError listing every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema
    .refine((values) => values.HEADERS_TIMEOUT_SECONDS <= values.REQUEST_TIMEOUT_SECONDS, {
      path: ['HEADERS_TIMEOUT_SECONDS'],
      message: 'at most REQUEST_TIMEOUT_SECONDS',
    })
    .refine((values) => values.METRICS_PORT !== values.PORT, {
      path: ['METRICS_PORT'],
      message: 'a port other than PORT: the metrics are never served on the public port',
    })
    .refine((values) => values.METRICS_HOST === undefined || values.METRICS_PORT !== undefined, {
      path: ['METRICS_HOST'],
      message: 'serves nothing without METRICS_PORT: set it too, or unset METRICS_HOST',
    })
    .refine(
      (values) =>
        values.AUDIT_SYSLOG_CA === undefined || values.AUDIT_SYSLOG_URL?.protocol === 'tls',
      { path: ['AUDIT_SYSLOG_CA'], message: 'only with a tls:// AUDIT_SYSLOG_URL' },
    )
    .refine((values) => values.AUDIT_SIGNING_KEY === undefined || values.AUDIT_CHECKPOINT_FILE, {
      path: ['AUDIT_CHECKPOINT_FILE'],
      message: 'required with AUDIT_SIGNING_KEY: the file the signed checkpoints are kept in',
    })
    .refine((values) => values.AUDIT_CHECKPOINT_FILE === undefined || values.AUDIT_SIGNING_KEY, {
      path: ['AUDIT_SIGNING_KEY'],
      message:
        'required with AUDIT_CHECKPOINT_FILE: the Ed25519 key the checkpoints are signed with',
    })
    .refine(
      (values) =>
        values.MIGRATION_DATABASE_URL === undefined ||
        (values.MIGRATION_DATABASE_URL.dialect === 'postgres' &&
          values.DATABASE_URL.dialect === 'postgres'),
      {
        path: ['MIGRATION_DATABASE_URL'],
        message: 'a PostgreSQL database, with DATABASE_URL one too (SQLite has no roles)',
      },
    )
    .refine(
      (values) =>
        values.PASSWORD_POLICY !== 'mlps' ||
        values.AUDIT_RETENTION_DAYS >= minimumAuditRetentionDays,
      {
        path: ['AUDIT_RETENTION_DAYS'],
        message: `at least ${minimumAuditRetentionDays} days (six months) with PASSWORD_POLICY=mlps`,
      },
    )
    .safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const shown = secretVariables.has(name) ? '' : `=${JSON.stringify(present[name] ?? '')}`;
      return `  ${name}${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  // Unset, the embedded SQLite database is the demo and PostgreSQL is production.
  const demo = values.PORTAL_DEMO ?? values.DATABASE_URL.dialect === 'sqlite';
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL,
    migrationDatabase: values.MIGRATION_DATABASE_URL ?? null,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    scheduleLockSeconds: values.SCHEDULE_LOCK_SECONDS,
    coreCacheTtlSeconds: values.CORE_CACHE_TTL_SECONDS,
    sessionWatchSeconds: values.SESSION_WATCH_SECONDS,
    oauthClient: { id: values.OAUTH_CLIENT_ID, secret: values.OAUTH_CLIENT_SECRET },
    portalJwtSecret: values.PORTAL_JWT_SECRET,
    idToken: {
      issuer: values.PORTAL_ID_TOKEN_ISSUER,
      audience: values.PORTAL_ID_TOKEN_AUDIENCE,
      maxAgeSeconds: values.PORTAL_ID_TOKEN_MAX_AGE_SECONDS,
    },
    shellDist: values.SHELL_DIST,
    exampleSubAppDist: values.EXAMPLE_SUBAPP_DIST,
    portalConfigFile: values.PORTAL_CONFIG_FILE ?? null,
    logLevel: values.LOG_LEVEL,
    serverTiming: values.SERVER_TIMING,
    trustProxy: values.TRUST_PROXY,
    metrics:
      values.METRICS_PORT === undefined
        ? null
        : { port: values.METRICS_PORT, host: values.METRICS_HOST ?? '127.0.0.1' },
    demo,
    seedDemo: demo && values.SEED_DEMO,
    timeouts: {
      headersMs: values.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    passwordProfile: values.PASSWORD_POLICY,
    loginLimits: {
      perAccount:
        values.LOGIN_FAILURES_PER_ACCOUNT ?? accountLockout[values.PASSWORD_POLICY].failures,
      perAddress: values.LOGIN_FAILURES_PER_ADDRESS,
      passkeyOptionsPerMinute: values.PASSKEY_OPTIONS_PER_MINUTE,
      windowMs:
        (values.LOGIN_FAILURE_WINDOW_SECONDS ?? accountLockout[values.PASSWORD_POLICY].seconds) *
        1000,
    },
    secondFactor: {
      policy: values.SECOND_FACTOR_POLICY ?? secondFactorOf[values.PASSWORD_POLICY],
      rpId: values.WEBAUTHN_RP_ID ?? null,
      origins: values.WEBAUTHN_ORIGINS ?? null,
      key: values.SECOND_FACTOR_KEY ?? null,
    },
    auditShipping: {
      collector: values.AUDIT_SYSLOG_URL
        ? { ...values.AUDIT_SYSLOG_URL, caFile: values.AUDIT_SYSLOG_CA ?? null }
        : null,
      instance: values.AUDIT_INSTANCE_NAME ?? `${hostname()}:${values.PORT}`,
      checkpoints:
        values.AUDIT_SIGNING_KEY && values.AUDIT_CHECKPOINT_FILE
          ? {
              key: values.AUDIT_SIGNING_KEY,
              file: values.AUDIT_CHECKPOINT_FILE,
              intervalMs: values.AUDIT_CHECKPOINT_SECONDS * 1000,
            }
          : null,
    },
    developerOverrides:
      values.ALLOW_DEVELOPER_OVERRIDES ?? (demo && values.NODE_ENV !== 'production'),
    retention: {
      intervalMs: values.RETENTION_INTERVAL_SECONDS * 1000,
      idempotencyKeyMs: values.IDEMPOTENCY_KEY_RETENTION_SECONDS * 1000,
      feedbackMs: values.FEEDBACK_RETENTION_DAYS * 86_400_000,
      subAppReportMs: values.SUB_APP_REPORT_RETENTION_DAYS * 86_400_000,
      auditMs: values.AUDIT_RETENTION_DAYS * 86_400_000,
      auditBatchSize: values.AUDIT_PURGE_BATCH_SIZE,
    },
  };
}

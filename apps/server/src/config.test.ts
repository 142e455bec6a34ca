import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, demoPortalJwtSecret, loadConfig } from './config';
import { findRepositoryRoot, repositoryRoot } from './repository-root';
import {
  refuseDemoSecrets,
  refuseIncompleteRelyingParty,
  refuseMissingSecondFactorKey,
} from './start-up-refusals';

describe('loadConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: { dialect: 'sqlite', filename: `${repositoryRoot}data/portal.db` },
      migrationDatabase: null,
      tokenTtlSeconds: 86_400,
      scheduleLockSeconds: 120,
      secondFactor: { policy: 'optional', rpId: null, origins: null, key: null },
      coreCacheTtlSeconds: 7_200,
      oauthClient: { id: 'portal', secret: 'portal-secret' },
      portalJwtSecret: demoPortalJwtSecret,
      idToken: { issuer: 'group-portal', audience: 'portal', maxAgeSeconds: 300 },
      shellDist: `${repositoryRoot}apps/shell/dist`,
      exampleSubAppDist: `${repositoryRoot}apps/example-subapp/dist`,
      portalConfigFile: null,
      logLevel: 'info',
      serverTiming: false,
      sessionWatchSeconds: 25,
      trustProxy: false,
      metrics: null,
      demo: true,
      seedDemo: true,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 },
      passwordProfile: 'asvs',
      loginLimits: {
        perAccount: 10,
        perAddress: 100,
        windowMs: 900_000,
        passkeyOptionsPerMinute: 600,
      },
      developerOverrides: true,
      retention: {
        intervalMs: 3_600_000,
        idempotencyKeyMs: 86_400_000,
        feedbackMs: 7_776_000_000,
        subAppReportMs: 2_592_000_000,
        auditMs: 15_552_000_000,
        auditBatchSize: 1_000,
      },
      // The rest is config-audit-shipping.test.ts's.
      auditShipping: {
        collector: null,
        instance: expect.stringMatching(/:8080$/),
        checkpoints: null,
      },
    });
  });

  it('finds the repository root by its package.json, from the sources or the bundle', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    expect(repositoryRoot).toBe(join(here, '../../../'));
    expect(findRepositoryRoot(join(here, '../dist'))).toBe(repositoryRoot);
    expect(findRepositoryRoot('/')).toBeNull();
  });

  it('resolves relative paths against the repository root, not the working directory', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite:tmp/x.db', SHELL_DIST: 'build' });
    expect(config.database).toEqual({ dialect: 'sqlite', filename: `${repositoryRoot}tmp/x.db` });
    expect(config.shellDist).toBe(`${repositoryRoot}build`);
  });

  it('reads every kind of database URL', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({
      dialect: 'sqlite',
      filename: ':memory:',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/portal.db' }).database).toEqual({
      dialect: 'sqlite',
      filename: '/var/lib/portal.db',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db:5432/portal' }).database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://portal@db:5432/portal',
    });
  });

  it('takes a migration database of the owner role beside the server’s, on PostgreSQL only', () => {
    const server = 'postgres://portal_server@db:5432/portal';
    const owner = 'postgres://portal_owner:owner-password@db:5432/portal';
    expect(
      loadConfig({ DATABASE_URL: server, MIGRATION_DATABASE_URL: owner }).migrationDatabase,
    ).toEqual({ dialect: 'postgres', connectionString: owner });
    const onSqlite = () =>
      loadConfig({ DATABASE_URL: 'sqlite::memory:', MIGRATION_DATABASE_URL: owner });
    expect(onSqlite).toThrow(/MIGRATION_DATABASE_URL: a PostgreSQL database/);
    expect(onSqlite).not.toThrow(/owner-password/);
  });

  it('takes the overrides it is given', () => {
    const config = loadConfig({
      PORT: '18080',
      TOKEN_TTL_SECONDS: '60',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      port: 18080,
      tokenTtlSeconds: 60,
      seedDemo: false,
      logLevel: 'silent',
    });
  });

  it('reads the time-outs in seconds and keeps the headers within the request', () => {
    expect(
      loadConfig({
        HEADERS_TIMEOUT_SECONDS: '2',
        REQUEST_TIMEOUT_SECONDS: '5',
        KEEP_ALIVE_TIMEOUT_SECONDS: '7',
      }).timeouts,
    ).toEqual({ headersMs: 2_000, requestMs: 5_000, keepAliveMs: 7_000 });
    expect(() =>
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '20', REQUEST_TIMEOUT_SECONDS: '10' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS="20": at most REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /REQUEST_TIMEOUT_SECONDS="0": at least 1 seconds/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY="true": expected the addresses or CIDR ranges of your proxies/,
    );
  });

  it('reads what a portal id_token must say: its issuer, audience and greatest age', () => {
    const config = loadConfig({
      PORTAL_ID_TOKEN_ISSUER: 'https://portal.example.com',
      PORTAL_ID_TOKEN_AUDIENCE: 'back-office',
      PORTAL_ID_TOKEN_MAX_AGE_SECONDS: '60',
    });
    expect(config.idToken).toEqual({
      issuer: 'https://portal.example.com',
      audience: 'back-office',
      maxAgeSeconds: 60,
    });
    expect(() => loadConfig({ PORTAL_ID_TOKEN_MAX_AGE_SECONDS: '5' })).toThrow(
      /PORTAL_ID_TOKEN_MAX_AGE_SECONDS="5": at least 10 seconds/,
    );
    expect(() => loadConfig({ PORTAL_ID_TOKEN_MAX_AGE_SECONDS: '86400' })).toThrow(
      /PORTAL_ID_TOKEN_MAX_AGE_SECONDS="86400": at most 3600 seconds/,
    );
  });

  it('locks an account after 5 failures for 30 minutes under the MLPS policy, unless set apart', () => {
    expect(loadConfig({ PASSWORD_POLICY: 'mlps' }).loginLimits).toEqual({
      perAccount: 5,
      perAddress: 100,
      windowMs: 1_800_000,
      passkeyOptionsPerMinute: 600,
    });
    const setApart = loadConfig({ PASSWORD_POLICY: 'mlps', LOGIN_FAILURES_PER_ACCOUNT: '8' });
    expect(setApart.loginLimits.perAccount).toBe(8);
    expect(() => loadConfig({ PASSWORD_POLICY: 'strong' })).toThrow(
      'PASSWORD_POLICY="strong": expected asvs or mlps',
    );
  });

  it('keeps audit records 180 days by default, and at least that long under the MLPS policy', () => {
    expect(loadConfig({}).retention.auditMs).toBe(180 * 86_400_000);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).retention.auditMs).toBe(30 * 86_400_000);
    expect(
      loadConfig({ PASSWORD_POLICY: 'mlps', AUDIT_RETENTION_DAYS: '400' }).retention.auditMs,
    ).toBe(400 * 86_400_000);
    expect(() => loadConfig({ PASSWORD_POLICY: 'mlps', AUDIT_RETENTION_DAYS: '179' })).toThrow(
      'AUDIT_RETENTION_DAYS="179": at least 180 days (six months) with PASSWORD_POLICY=mlps',
    );
  });

  it('serves the metrics on a port of their own, on the loopback unless METRICS_HOST says', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.7',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'localhost' }).metrics?.host).toBe(
      'localhost',
    );
    expect(() => loadConfig({ PORT: '8081', METRICS_PORT: '8081' })).toThrow(
      /METRICS_PORT="8081": a port other than PORT: the metrics are never served on the public port/,
    );
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(
      /METRICS_PORT="0": expected a port number from 1 to 65535/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(
      /METRICS_PORT="metrics": expected a port number/,
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'http://10.0.0.7' })).toThrow(
      /METRICS_HOST="http:\/\/10.0.0.7": expected an IP address such as 127.0.0.1, or a host name/,
    );
    expect(() => loadConfig({ METRICS_HOST: '127.0.0.1' })).toThrow(
      /METRICS_HOST="127.0.0.1": serves nothing without METRICS_PORT/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '' })).toMatchObject({ port: 8080, logLevel: 'info' });
  });

  it('names every bad variable in one clear error', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SEED_DEMO: 'y' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="eighty": expected a port number/);
    expect(load).toThrow(/DATABASE_URL: expected sqlite:<file>/);
    expect(load).toThrow(/LOG_LEVEL="loud": expected one of/);
    expect(load).toThrow(/SEED_DEMO="y": expected true or false/);
  });

  it('never echoes a secret back in its error', () => {
    expect(() => loadConfig({ PORTAL_JWT_SECRET: 'short-secret' })).toThrow(
      /^Invalid configuration:\n {2}PORTAL_JWT_SECRET: use at least 32 characters/,
    );
  });
});

describe('demo mode', () => {
  const postgres = 'postgres://portal@db:5432/portal';
  const ownSecrets = {
    PORTAL_JWT_SECRET: 'a-key-of-the-group-portal-of-32-characters-or-more',
    OAUTH_CLIENT_SECRET: 'a-client-secret-of-our-own',
  };

  it('is the demo on SQLite and production on PostgreSQL unless PORTAL_DEMO says', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, PORTAL_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ PORTAL_DEMO: 'false' }).demo).toBe(false);
  });

  it('seeds and serves the example sub-app in the demo only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ PORTAL_DEMO: 'false', SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, PORTAL_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses the demo secrets outside the demo, naming what to set', () => {
    const refuse = (env: Record<string, string>) => () => refuseDemoSecrets(loadConfig(env));
    expect(refuse({ DATABASE_URL: postgres })).toThrow(ConfigError);
    expect(refuse({ DATABASE_URL: postgres })).toThrow(
      /PORTAL_JWT_SECRET: set .*\n {2}OAUTH_CLIENT_SECRET: set .*\nor set PORTAL_DEMO=true/,
    );
    expect(
      refuse({ PORTAL_DEMO: 'false', PORTAL_JWT_SECRET: ownSecrets.PORTAL_JWT_SECRET }),
    ).toThrow(
      /^Refusing to start outside the demo with the demo secrets. Set:\n {2}OAUTH_CLIENT_SECRET/,
    );
    expect(
      refuse({ DATABASE_URL: postgres, OAUTH_CLIENT_SECRET: ownSecrets.OAUTH_CLIENT_SECRET }),
    ).toThrow(/Set:\n {2}PORTAL_JWT_SECRET: set [^\n]*\nor set/);
  });

  it('starts outside the demo with secrets of its own, and in the demo with the demo ones', () => {
    expect(() =>
      refuseDemoSecrets(loadConfig({ DATABASE_URL: postgres, ...ownSecrets })),
    ).not.toThrow();
    expect(() => refuseDemoSecrets(loadConfig({}))).not.toThrow();
    expect(() =>
      refuseDemoSecrets(loadConfig({ DATABASE_URL: postgres, PORTAL_DEMO: 'true' })),
    ).not.toThrow();
  });

  it('takes the second-factor policy from the password policy unless set, and the relying party', () => {
    expect(loadConfig({}).secondFactor).toEqual({
      policy: 'optional',
      rpId: null,
      origins: null,
      key: null,
    });
    expect(loadConfig({ PASSWORD_POLICY: 'mlps' }).secondFactor.policy).toBe('required');
    expect(
      loadConfig({ PASSWORD_POLICY: 'mlps', SECOND_FACTOR_POLICY: 'optional' }).secondFactor.policy,
    ).toBe('optional');
    expect(
      loadConfig({
        WEBAUTHN_RP_ID: 'portal.example.com',
        WEBAUTHN_ORIGINS: 'https://portal.example.com, https://portal.example.com:8443',
      }).secondFactor,
    ).toMatchObject({
      rpId: 'portal.example.com',
      origins: ['https://portal.example.com', 'https://portal.example.com:8443'],
    });
    expect(() => loadConfig({ SECOND_FACTOR_POLICY: 'sometimes' })).toThrow(
      /SECOND_FACTOR_POLICY="sometimes": expected off, optional or required/,
    );
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'portal.example.com' })).toThrow(
      /WEBAUTHN_ORIGINS=.*expected comma-separated origins/,
    );
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://portal.example.com' })).toThrow(
      /WEBAUTHN_RP_ID=.*expected a domain/,
    );
  });

  it('refuses passkeys outside the demo without a relying party, unless the policy is off', () => {
    const production = { DATABASE_URL: postgres, ...ownSecrets };
    const check = (env: Record<string, string>) => () =>
      refuseIncompleteRelyingParty(loadConfig({ ...production, ...env }));
    expect(check({})).toThrow(ConfigError);
    expect(check({})).toThrow(/SECOND_FACTOR_POLICY=optional .*\n {2}WEBAUTHN_RP_ID: /);
    expect(check({ PASSWORD_POLICY: 'mlps' })).toThrow(/SECOND_FACTOR_POLICY=required/);
    expect(check({ WEBAUTHN_RP_ID: 'portal.example.com' })).not.toThrow();
    expect(check({ SECOND_FACTOR_POLICY: 'off' })).not.toThrow();
    expect(() => refuseIncompleteRelyingParty(loadConfig({}))).not.toThrow();
  });

  it('refuses a second factor outside the demo without SECOND_FACTOR_KEY, unless the policy is off', () => {
    const production = { DATABASE_URL: postgres, ...ownSecrets };
    const check = (env: Record<string, string>) => () =>
      refuseMissingSecondFactorKey(loadConfig({ ...production, ...env }));
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(check({})).toThrow(ConfigError);
    expect(check({})).toThrow(/SECOND_FACTOR_POLICY=optional .*\n {2}SECOND_FACTOR_KEY: /);
    expect(check({ SECOND_FACTOR_KEY: key })).not.toThrow();
    expect(check({ SECOND_FACTOR_POLICY: 'off' })).not.toThrow();
    expect(() => refuseMissingSecondFactorKey(loadConfig({}))).not.toThrow();
    expect(loadConfig({ SECOND_FACTOR_KEY: key }).secondFactor.key).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ SECOND_FACTOR_KEY: 'c2hvcnQ=' })).toThrow(
      /^ {2}SECOND_FACTOR_KEY: expected 32 bytes in base64/m,
    );
  });

  it('never echoes a secret back when it refuses', () => {
    const load = () =>
      refuseDemoSecrets(
        loadConfig({ DATABASE_URL: 'postgres://portal:db-password@db/portal', PORTAL_DEMO: 'no' }),
      );
    expect(load).toThrow(ConfigError);
    expect(load).not.toThrow(/db-password|portal-secret|portal-demo-id-token/);
  });
});

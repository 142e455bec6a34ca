import { describe, expect, it } from 'vitest';
import { ConfigError, demoPortalJwtSecret, loadConfig, repositoryRoot } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: { dialect: 'sqlite', filename: `${repositoryRoot}data/portal.db` },
      tokenTtlSeconds: 86_400,
      scheduleLockSeconds: 120,
      coreCacheTtlSeconds: 7_200,
      oauthClient: { id: 'portal', secret: 'portal-secret' },
      portalJwtSecret: demoPortalJwtSecret,
      shellDist: `${repositoryRoot}apps/shell/dist`,
      exampleSubAppDist: `${repositoryRoot}apps/example-subapp/dist`,
      portalConfigFile: null,
      logLevel: 'info',
      seedDemo: true,
    });
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

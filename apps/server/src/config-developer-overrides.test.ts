import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const postgres = 'postgres://portal@127.0.0.1/portal';

describe("the developer's override setting", () => {
  it('is on in the demo and off in production, unless told', () => {
    expect(loadConfig({}).developerOverrides).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).developerOverrides).toBe(false);
    expect(loadConfig({ PORTAL_DEMO: 'false' }).developerOverrides).toBe(false);
  });

  it('is off in the demo too when NODE_ENV is production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).developerOverrides).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).developerOverrides).toBe(true);
  });

  it('follows ALLOW_DEVELOPER_OVERRIDES whatever the mode', () => {
    expect(
      loadConfig({ DATABASE_URL: postgres, ALLOW_DEVELOPER_OVERRIDES: 'true' }).developerOverrides,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_DEVELOPER_OVERRIDES: '1' }).developerOverrides,
    ).toBe(true);
    expect(loadConfig({ ALLOW_DEVELOPER_OVERRIDES: 'false' }).developerOverrides).toBe(false);
    expect(() => loadConfig({ ALLOW_DEVELOPER_OVERRIDES: 'sometimes' })).toThrow(ConfigError);
  });
});

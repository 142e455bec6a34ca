import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { buildRuntimeConfig, RuntimeConfigError } from './runtime-config';

function configFile(content: string) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-config-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'config.json');
  writeFileSync(file, content);
  return file;
}

describe('buildRuntimeConfig', () => {
  it('merges the file over the defaults, replacing lists', () => {
    const file = configFile(JSON.stringify({ website: { title: 'Group portal' }, env: 'prod' }));
    const config = buildRuntimeConfig(loadConfig({ PORTAL_CONFIG_FILE: file }));
    expect(config.website.title).toBe('Group portal');
    expect(config.website.keepAliveLimit).toBe(30);
    expect(config.env).toBe('prod');
  });

  it('names the bad field of an override', () => {
    const file = configFile(JSON.stringify({ requestTimeoutMs: 'soon' }));
    const build = () => buildRuntimeConfig(loadConfig({ PORTAL_CONFIG_FILE: file }));
    expect(build).toThrow(RuntimeConfigError);
    expect(build).toThrow(/requestTimeoutMs/);
  });

  it('says so when the file is not JSON', () => {
    const file = configFile('{ env: stage }');
    expect(() => buildRuntimeConfig(loadConfig({ PORTAL_CONFIG_FILE: file }))).toThrow(
      /is not a readable JSON file/,
    );
  });

  it('refuses a registry in the file, which is kept in the database', () => {
    const file = configFile(
      JSON.stringify({ subApps: [{ name: 'sub-x', url: '/x/', devUrl: 'http://localhost:1/' }] }),
    );
    const build = () => buildRuntimeConfig(loadConfig({ PORTAL_CONFIG_FILE: file }));
    expect(build).toThrow(ConfigError);
    expect(build).toThrow(/gives subApps: the sub-application registry is kept in the database/);
  });
});

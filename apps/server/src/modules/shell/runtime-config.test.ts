import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../config';
import { buildRuntimeConfig, RuntimeConfigError } from './runtime-config';

function configFile(content: string) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-config-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'config.json');
  writeFileSync(file, content);
  return file;
}

describe('buildRuntimeConfig', () => {
  it('replaces lists rather than merging them', () => {
    const file = configFile(
      JSON.stringify({ subApps: [{ name: 'sub-x', url: '/x/', devUrl: 'http://localhost:1/' }] }),
    );
    const config = buildRuntimeConfig(loadConfig({ PORTAL_CONFIG_FILE: file }));
    expect(config.subApps).toEqual([{ name: 'sub-x', url: '/x/', devUrl: 'http://localhost:1/' }]);
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
});

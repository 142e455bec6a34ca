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

/** The message of the error `build` throws. */
function messageOf(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected an error');
}

describe('sub-application urls', () => {
  const production = { PORTAL_DEMO: 'false' };
  const withSubApps = (urls: Record<string, string>, environment: Record<string, string>) => {
    const subApps = Object.entries(urls).map(([name, url]) => ({
      name,
      url,
      devUrl: 'http://localhost:7101/',
    }));
    const file = configFile(JSON.stringify({ subApps }));
    return () => buildRuntimeConfig(loadConfig({ ...environment, PORTAL_CONFIG_FILE: file }));
  };

  it('stop the server outside the demo when one is not https, naming each such entry', () => {
    const build = withSubApps(
      {
        'sub-a': '/sub-a/',
        'sub-b': 'http://apps.example.com/sub-b/',
        'sub-c': 'https://apps.example.com/sub-c/',
        'sub-d': 'http://127.0.0.1:7104/',
        'sub-e': 'ftp://apps.example.com/sub-e/',
      },
      production,
    );
    expect(build).toThrow(ConfigError);
    expect(messageOf(build)).toBe(
      [
        'Refusing to start with sub-applications not served over https, whose scripts anyone on ' +
          'the network could change. Serve them over https (their url in PORTAL_CONFIG_FILE):',
        '  subApps[1] sub-b: http://apps.example.com/sub-b/',
        '  subApps[3] sub-d: http://127.0.0.1:7104/',
        '  subApps[4] sub-e: ftp://apps.example.com/sub-e/',
        'or set PORTAL_DEMO=true to run the demo (never in production).',
      ].join('\n'),
    );
  });

  it('start outside the demo with https urls and paths of the portal, whatever their devUrl', () => {
    const build = withSubApps(
      { 'sub-a': '/sub-a/', 'sub-c': 'https://apps.example.com/sub-c/' },
      production,
    );
    expect(build().subApps.map((entry) => entry.url)).toEqual([
      '/sub-a/',
      'https://apps.example.com/sub-c/',
    ]);
  });

  it("of the server's own registry start outside the demo", () => {
    const subApps = buildRuntimeConfig(loadConfig(production)).subApps;
    expect(subApps.filter((entry) => entry.url.startsWith('http:'))).toEqual([]);
  });

  it('may be http on this machine in the demo, and nowhere else', () => {
    const loopback = withSubApps(
      {
        'sub-a': 'http://127.0.0.1:7101/',
        'sub-b': 'http://localhost:7102/sub-b/',
        'sub-c': 'http://[::1]:7103/',
      },
      { PORTAL_DEMO: 'true' },
    );
    expect(loopback().subApps).toHaveLength(3);
    const elsewhere = withSubApps(
      { 'sub-a': 'http://127.0.0.1:7101/', 'sub-b': 'http://192.168.1.20:7102/' },
      { PORTAL_DEMO: 'true' },
    );
    expect(elsewhere).toThrow(RuntimeConfigError);
    expect(messageOf(elsewhere)).toBe(
      [
        'Refusing to start with sub-applications not served over https, whose scripts anyone on ' +
          'the network could change. Serve them over https (their url in PORTAL_CONFIG_FILE):',
        '  subApps[1] sub-b: http://192.168.1.20:7102/',
        'In the demo, http is taken on 127.0.0.1, localhost and [::1] only.',
      ].join('\n'),
    );
  });
});

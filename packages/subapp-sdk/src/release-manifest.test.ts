// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const command = fileURLToPath(new URL('../bin/portal-release-manifest.mjs', import.meta.url));
const folders: string[] = [];

function builtApp(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'release-manifest-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

const sri = (content: string) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('portal-release-manifest', () => {
  it('pins every page, script, style and source map of a build by its path, and nothing else', () => {
    const folder = builtApp({
      'index.html': '<script src="/app/js/app.js"></script>',
      'js/app.js': 'console.log(1)',
      'js/app.js.map': '{}',
      'css/app.css': 'body{}',
      'img/logo.png': 'png',
    });
    execFileSync(process.execPath, [command, folder, '--release', '2.4.1']);

    expect(JSON.parse(readFileSync(join(folder, 'release-manifest.json'), 'utf8'))).toEqual({
      manifestVersion: 1,
      release: '2.4.1',
      files: {
        'css/app.css': sri('body{}'),
        'index.html': sri('<script src="/app/js/app.js"></script>'),
        'js/app.js': sri('console.log(1)'),
        'js/app.js.map': sri('{}'),
      },
    });
  });

  it('refuses a folder with nothing to pin, and a call without one', () => {
    const empty = builtApp({ 'img/logo.png': 'png' });
    expect(() => execFileSync(process.execPath, [command, empty], { stdio: 'pipe' })).toThrow(
      /no page, script or style/,
    );
    expect(() => execFileSync(process.execPath, [command], { stdio: 'pipe' })).toThrow(/usage/);
  });
});

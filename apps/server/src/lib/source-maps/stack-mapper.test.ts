import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sriOf } from '../../testing/pinned-release';
import { builtBundle } from './built-bundle-test-support';
import { createStackMapper, sourcePathOf } from './stack-mapper';

const appUrl = 'https://apps.example/sub-orders/';
const script = 'assets/index-Ab12Cd34.js';

function emptyShellDist(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-shell-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A mapper whose app files come from `files` (by location), counting what it was asked. */
function mapperOver(files: Record<string, string>, shellDist = emptyShellDist()) {
  const asked: string[] = [];
  const mapper = createStackMapper({
    shellDist,
    shellBase: '/main',
    fetchAppFile: async (location) => {
      asked.push(location);
      const text = files[location];
      return text === undefined ? null : new TextEncoder().encode(text);
    },
  });
  return { ...mapper, asked };
}

describe('createStackMapper', () => {
  it("maps an app's minified frames to its sources when its pinned release lists the map", async () => {
    const bundle = await builtBundle();
    const stack = bundle.stackAt(`${appUrl}${script}`);
    expect(stack).toMatch(
      /at o \(https:\/\/apps\.example\/sub-orders\/assets\/index-Ab12Cd34\.js:1:\d+\)/,
    );
    const mapper = mapperOver({ [`${appUrl}${script}.map`]: bundle.map });
    const release = {
      url: appUrl,
      manifest: {
        manifestVersion: 1 as const,
        files: { [script]: sriOf(bundle.script), [`${script}.map`]: sriOf(bundle.map) },
      },
    };

    const frames = await mapper.framesOf(stack, release);

    expect(frames.slice(0, 2)).toEqual([
      {
        functionName: 'totalOf',
        file: 'src/orders/order-list.ts',
        line: 4,
        column: 23,
        isMapped: true,
      },
      {
        functionName: 'renderOrders',
        file: 'src/orders/order-list.ts',
        line: 9,
        column: expect.any(Number),
        isMapped: true,
      },
    ]);
    expect(frames[2]).toMatchObject({ file: 'src/main.ts', line: 3, isMapped: true });
    // Node's own frames below have no map: as sent.
    expect(frames.at(-1)).toMatchObject({ isMapped: false });
    // One fetch of the map for every frame of it, and none for the next stack.
    await mapper.framesOf(stack, release);
    expect(mapper.asked).toEqual([`${appUrl}${script}.map`]);
  });

  it('takes no map that its release does not pin: unlisted, changed, or of an unpinned app', async () => {
    const bundle = await builtBundle();
    const stack = bundle.stackAt(`${appUrl}${script}`);
    const changed = mapperOver({
      [`${appUrl}${script}.map`]: bundle.map.replace('order-list', 'other-list'),
    });
    const pinned = {
      url: appUrl,
      manifest: { manifestVersion: 1 as const, files: { [`${script}.map`]: sriOf(bundle.map) } },
    };
    expect((await changed.framesOf(stack, pinned))[0]).toMatchObject({
      isMapped: false,
      functionName: 'o',
    });

    const served = mapperOver({ [`${appUrl}${script}.map`]: bundle.map });
    const unlisted = { url: appUrl, manifest: { manifestVersion: 1 as const, files: {} } };
    expect((await served.framesOf(stack, unlisted))[0]?.isMapped).toBe(false);
    expect((await served.framesOf(stack, { url: appUrl, manifest: null }))[0]?.isMapped).toBe(
      false,
    );
    // From another origin than the entry's: not the app's script.
    const elsewhere = bundle.stackAt(`https://elsewhere.example/sub-orders/${script}`);
    expect((await served.framesOf(elsewhere, pinned))[0]?.isMapped).toBe(false);
    expect(served.asked).toEqual([]);
  });

  it("maps the shell's own frames through the maps of its build, whatever the app", async () => {
    const bundle = await builtBundle();
    const shellDist = emptyShellDist();
    mkdirSync(join(shellDist, 'assets'));
    writeFileSync(join(shellDist, 'assets', 'index-BEsfIa0m.js.map'), bundle.map);
    const mapper = mapperOver({}, shellDist);

    const frames = await mapper.framesOf(
      bundle.stackAt('https://portal.example/main/assets/index-BEsfIa0m.js'),
      null,
    );

    expect(frames[0]).toEqual({
      functionName: 'totalOf',
      file: 'src/orders/order-list.ts',
      line: 4,
      column: 23,
      isMapped: true,
    });
    // A name that could leave the folder is no script of the build.
    const outside = await mapper.framesOf(
      '    at x (https://portal.example/main/assets/..%2f..%2fetc.js:1:1)',
      null,
    );
    expect(outside[0]?.isMapped).toBe(false);
  });
});

describe('sourcePathOf', () => {
  it("takes away a bundler's scheme and the way up from the build's folder", () => {
    expect(sourcePathOf('../../src/orders/order-list.ts')).toBe('src/orders/order-list.ts');
    expect(sourcePathOf('webpack://sub-orders/./src/list.vue')).toBe('src/list.vue');
    expect(sourcePathOf('src/main.ts')).toBe('src/main.ts');
  });
});

import { subAppErrorGroupsAnswerSchema, type ReleaseManifest } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { builtBundle } from '../../lib/source-maps/built-bundle-test-support';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { sriOf } from '../../testing/pinned-release';

/** An app's origin of its own: serves these files, counting the requests for each. */
async function appOrigin(files: Map<string, string>) {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const file = files.get(request.url ?? '');
    response.writeHead(file === undefined ? 404 : 200, { 'content-type': 'text/plain' });
    response.end(file ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requested };
}

/** Pins the app at `route` to a release of these files at `url` (as the registry page would). */
async function pin(
  app: FastifyInstance,
  route: string,
  url: string,
  files: Record<string, string>,
) {
  const manifest: ReleaseManifest = {
    manifestVersion: 1,
    files: Object.fromEntries(Object.entries(files).map(([path, text]) => [path, sriOf(text)])),
  };
  await app.db
    .updateTable('sub_apps')
    .set({ url, pinned: JSON.stringify(manifest) })
    .where('route', '=', route)
    .execute();
}

async function reportError(app: FastifyInstance, stack: string) {
  const { authorization } = await signIn(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/operations/subAppReports',
    headers: { authorization },
    payload: {
      reports: [
        {
          app: 'sub-newcrm',
          route: 'newcrm',
          kind: 'error',
          message: stack.split('\n')[0],
          stack,
          at: Date.now(),
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
}

async function errorGroups(app: FastifyInstance) {
  const { authorization } = await signIn(app, 'sysadmin');
  const response = await app.inject({
    url: '/api/operations/subAppErrorGroups?route=newcrm',
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return subAppErrorGroupsAnswerSchema.parse(response.json().data);
}

function shellBuild(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-shell-dist-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Portal</title>');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(folder, path), text);
  return folder;
}

describe("error groups through the app's source maps", () => {
  it('shows the original file, line and function of a pinned release, its map fetched from the app and checked', async () => {
    const first = await builtBundle();
    const next = await builtBundle({ isNextRelease: true });
    const files = new Map([
      ['/sub-orders/assets/index-Ab12Cd34.js.map', first.map],
      ['/sub-orders/assets/index-Zz98Yy76.js.map', next.map],
    ]);
    const { origin, requested } = await appOrigin(files);
    const app = await buildTestApp();
    const url = `${origin}/sub-orders/`;
    await pin(app, 'newcrm', url, {
      'assets/index-Ab12Cd34.js': first.script,
      'assets/index-Ab12Cd34.js.map': first.map,
    });

    await reportError(app, first.stackAt(`${url}assets/index-Ab12Cd34.js`));

    const [group] = (await errorGroups(app)).groups;
    expect(group?.topFrame).toBe('totalOf (src/orders/order-list.ts)');
    expect(group?.frames[0]).toEqual({
      functionName: 'totalOf',
      file: 'src/orders/order-list.ts',
      line: 4,
      column: 23,
      isMapped: true,
    });
    expect(group?.stack).toContain('at o (');

    // The next release minifies totalOf as another name: the same fault, the same group.
    await pin(app, 'newcrm', url, {
      'assets/index-Zz98Yy76.js': next.script,
      'assets/index-Zz98Yy76.js.map': next.map,
    });
    const nextStack = next.stackAt(`${url}assets/index-Zz98Yy76.js`);
    expect(nextStack).not.toContain('at o (');
    await reportError(app, nextStack);

    const answer = await errorGroups(app);
    expect(answer.groups).toHaveLength(1);
    expect(answer.groups[0]).toMatchObject({
      count: 2,
      topFrame: 'totalOf (src/orders/order-list.ts)',
    });
    // Each map once, however many reports and reads.
    expect(requested.sort()).toEqual([...files.keys()].sort());
  });

  it('leaves the frames as sent when the map fetched is not the one the release pins', async () => {
    const bundle = await builtBundle();
    const { origin } = await appOrigin(
      new Map([
        ['/sub-orders/assets/index-Ab12Cd34.js.map', bundle.map.replace('totalOf', 'other')],
      ]),
    );
    const app = await buildTestApp();
    const url = `${origin}/sub-orders/`;
    await pin(app, 'newcrm', url, { 'assets/index-Ab12Cd34.js.map': bundle.map });

    await reportError(app, bundle.stackAt(`${url}assets/index-Ab12Cd34.js`));

    const [group] = (await errorGroups(app)).groups;
    expect(group?.topFrame).toBe('o (index.js)');
    expect(group?.frames[0]).toMatchObject({ functionName: 'o', isMapped: false });
  });
});

describe("the shell's own source maps", () => {
  it("map its frames in every app's error groups, and are never served", async () => {
    const bundle = await builtBundle();
    const shellDist = shellBuild({
      'assets/index-BEsfIa0m.js': bundle.script,
      'assets/index-BEsfIa0m.js.map': bundle.map,
    });
    const app = await buildTestApp({ SHELL_DIST: shellDist });

    await reportError(app, bundle.stackAt('https://portal.example/main/assets/index-BEsfIa0m.js'));

    const [group] = (await errorGroups(app)).groups;
    expect(group?.frames[0]).toEqual({
      functionName: 'totalOf',
      file: 'src/orders/order-list.ts',
      line: 4,
      column: 23,
      isMapped: true,
    });

    expect((await app.inject({ url: '/main/assets/index-BEsfIa0m.js' })).statusCode).toBe(200);
    for (const accept of ['*/*', 'text/html']) {
      const map = await app.inject({
        url: '/main/assets/index-BEsfIa0m.js.map',
        headers: { accept },
      });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('mappings');
    }
  });
});

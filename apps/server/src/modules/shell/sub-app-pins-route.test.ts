import { runtimeConfigSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { pinnedRelease } from '../../testing/pinned-release';
import { treasuryEntry } from '../../testing/treasury-entry';

const pinsOf = (app: FastifyInstance, name: string) =>
  app.inject({ url: `/api/subApps/pins?app=${name}`, headers: { 'accept-language': 'en' } });

const servedEntry = async (app: FastifyInstance, route: string) =>
  runtimeConfigSchema
    .parse((await app.inject('/main/config.json')).json())
    .subApps.find((entry) => entry.route === route);

describe('GET /api/subApps/pins', () => {
  it('answers null for an app whose entry pins nothing, without a token, revalidated', async () => {
    const app = await buildTestApp();
    const response = await pinsOf(app, 'sub-newcrm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: null });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(await servedEntry(app, 'newcrm')).not.toHaveProperty('pinned');
  });

  it('answers the manifest a saved entry pins, and config.json says it is pinned', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const admin = await signIn(app, 'sysadmin');
    const manifest = pinnedRelease('2.4.1');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/platform/registry/save',
      headers: { authorization: admin.authorization },
      payload: { entry: { ...treasuryEntry, pinned: manifest }, isNew: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ entry: { pinned: manifest }, request: null });

    const stored = await app.db
      .selectFrom('sub_apps')
      .select('pinned')
      .where('route', '=', 'treasury')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.pinned ?? 'null')).toEqual(manifest);
    const pins = await pinsOf(app, 'sub-treasury');
    expect([pins.statusCode, pins.json().data]).toEqual([200, manifest]);
    expect(await servedEntry(app, 'treasury')).toMatchObject({ pinned: true });
    const listed = await app.inject({
      url: '/api/platform/registry',
      headers: { authorization: admin.authorization },
    });
    const entries: { route: string; pinned: unknown }[] = listed.json().data.entries;
    expect(entries.find((entry) => entry.route === 'treasury')?.pinned).toEqual(manifest);
  });

  it('pins a public app too', async () => {
    const app = await buildTestApp();
    const manifest = pinnedRelease('1.0.0');
    await app.db
      .updateTable('sub_apps')
      .set({ pinned: JSON.stringify(manifest) })
      .where('route', '=', 'blank')
      .execute();
    const blank = await servedEntry(app, 'blank');
    expect(blank).toMatchObject({ public: true, pinned: true });
    expect((await pinsOf(app, blank?.name ?? '')).json().data).toEqual(manifest);
  });

  it("answers a published release's manifest, 404 for a release the app does not have", async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    const issued = await app.inject({
      method: 'POST',
      url: '/api/platform/releases/tokens/issue',
      headers: { authorization: admin.authorization },
      payload: { app: 'sub-newcrm', name: 'ci' },
    });
    const manifest = pinnedRelease('3.1.0');
    const published = await app.inject({
      method: 'POST',
      url: '/api/subApps/releases/publish',
      headers: { authorization: `Bearer ${issued.json().data.token}` },
      payload: { app: 'sub-newcrm', version: '3.1.0', url: '/sub-newcrm/3.1.0/', manifest },
    });
    expect(published.statusCode, published.body).toBe(200);

    const pins = await app.inject({
      url: '/api/subApps/pins?app=sub-newcrm&release=3.1.0',
      headers: { 'accept-language': 'en' },
    });
    expect([pins.statusCode, pins.json().data]).toEqual([200, manifest]);
    expect(pins.headers['cache-control']).toBe('no-cache');
    const other = await app.inject({
      url: '/api/subApps/pins?app=sub-credit&release=3.1.0',
      headers: { 'accept-language': 'en' },
    });
    expect([other.statusCode, other.json().msg]).toEqual([404, 'The sub-app has no such release']);
    const malformed = await app.inject({
      url: '/api/subApps/pins?app=sub-newcrm&release=..%2F3.1.0',
      headers: { 'accept-language': 'en' },
    });
    expect([malformed.statusCode, malformed.json().msg]).toEqual([
      400,
      'Invalid value for field release',
    ]);
  });

  it('answers 404 for an app not in the registry, 400 for a malformed name', async () => {
    const app = await buildTestApp();
    const unknown = await pinsOf(app, 'sub-nowhere');
    expect([unknown.statusCode, unknown.json().msg]).toEqual([
      404,
      'No such sub-application in the registry',
    ]);
    for (const url of [
      '/api/subApps/pins?app=Sub%20X',
      '/api/subApps/pins?app=..%2Fx',
      '/api/subApps/pins',
    ]) {
      const bad = await app.inject({ url, headers: { 'accept-language': 'en' } });
      expect([bad.statusCode, bad.json().msg], url).toEqual([
        400,
        expect.stringMatching(/field app$/),
      ]);
    }
  });

  it('fails closed on pins it cannot read: a manifest of no file, logged as an error', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    for (const unreadable of [
      '{"manifestVersion":1,"files":',
      '{"manifestVersion":2,"files":{}}',
    ]) {
      await app.db
        .updateTable('sub_apps')
        .set({ pinned: unreadable })
        .where('route', '=', 'newcrm')
        .execute();
      const pins = await pinsOf(app, 'sub-newcrm');
      expect(pins.json().data, unreadable).toEqual({ manifestVersion: 1, files: {} });
      expect(await servedEntry(app, 'newcrm')).toMatchObject({ url: '/sub-newcrm/', pinned: true });
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        route: 'newcrm',
        msg: expect.stringMatching(/pinned to no file/),
      }),
    );
  });
});

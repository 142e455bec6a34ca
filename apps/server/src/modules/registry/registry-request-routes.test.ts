import { runtimeConfigSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { pinnedRelease } from '../../testing/pinned-release';
import { treasuryEntry as treasury } from '../../testing/treasury-entry';

/** Another origin on loopback that answers a page, as a team's own server would. */
let appServer: Server | undefined;
async function anotherOrigin(): Promise<string> {
  appServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>t</title>');
  });
  await new Promise<void>((resolve) => appServer?.listen(0, '127.0.0.1', resolve));
  const address = appServer.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/treasury/`;
}
afterEach(async () => {
  await new Promise((resolve) => (appServer ? appServer.close(resolve) : resolve(undefined)));
  appServer = undefined;
});

const call = (app: FastifyInstance, { authorization }: SignedIn, url: string, payload?: object) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/platform/registry/${url}`,
    headers: { authorization, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const servedTreasury = async (app: FastifyInstance) =>
  runtimeConfigSchema
    .parse((await app.inject('/main/config.json')).json())
    .subApps.find((entry) => entry.route === 'treasury');

async function setUp() {
  // The demo serves its example app at every registered path: a path is a page there.
  const app = await buildTestApp({
    PORTAL_DEMO: 'true',
    EXAMPLE_SUBAPP_DIST: exampleSubAppBuild(),
  });
  const sysadmin = await signIn(app, 'sysadmin');
  const secadmin = await signIn(app, 'secadmin');
  // On the portal's own path: an ordinary change, made at once.
  const added = await call(app, sysadmin, 'save', { entry: treasury, isNew: true });
  expect(added.json().data).toMatchObject({ entry: { route: 'treasury' }, request: null });
  return { app, sysadmin, secadmin };
}

describe('changes that raise an app’s trust', () => {
  it('wait for a security administrator who did not ask, and are recorded before and after', async () => {
    const { app, sysadmin, secadmin } = await setUp();
    const remote = { ...treasury, url: await anotherOrigin() };

    const asked = await call(app, sysadmin, 'save', { entry: remote, isNew: false });
    expect(asked.statusCode, asked.body).toBe(200);
    const { request } = asked.json().data;
    expect(request).toMatchObject({
      route: 'treasury',
      status: 'pending',
      raises: ['origin'],
      previous: { url: '/sub-treasury/' },
      proposed: { url: remote.url },
      requestedBy: { username: 'sysadmin' },
    });
    // Nothing changed yet.
    expect((await servedTreasury(app))?.url).toBe('/sub-treasury/');

    // The one who asked cannot decide: not a security administrator.
    const own = await call(app, sysadmin, 'requests/decide', {
      id: request.id,
      approve: true,
      reason: 'urgent',
    });
    expect(own.statusCode).toBe(403);
    // Both duties see the request.
    for (const reader of [sysadmin, secadmin]) {
      const listed = await call(app, reader, 'requests');
      expect(listed.json().data.requests.map((each: { id: number }) => each.id)).toEqual([
        request.id,
      ]);
    }
    expect((await call(app, await signIn(app, 'zhangsan'), 'requests')).statusCode).toBe(403);

    const approved = await call(app, secadmin, 'requests/decide', {
      id: request.id,
      approve: true,
      reason: 'Reviewed with the treasury team, ticket CHG-1042',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      decidedBy: { username: 'secadmin' },
      decisionReason: 'Reviewed with the treasury team, ticket CHG-1042',
    });
    expect((await servedTreasury(app))?.url).toBe(remote.url);
    const again = await call(app, secadmin, 'requests/decide', {
      id: request.id,
      approve: false,
      reason: 'second thoughts',
    });
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      'The request has been decided already',
    ]);

    const trail = await app.db
      .selectFrom('audit_events')
      .select(['event', 'user_id', 'details'])
      .where('event', 'in', ['registry.request', 'registry.approve'])
      .orderBy('id')
      .execute();
    expect(trail.map(({ event, user_id }) => [event, user_id])).toEqual([
      ['registry.request', sysadmin.userId],
      ['registry.approve', secadmin.userId],
    ]);
    for (const { details } of trail) {
      const recorded = JSON.parse(details ?? '{}') as { before: string; after: string };
      expect(JSON.parse(recorded.before)).toMatchObject({ url: '/sub-treasury/' });
      expect(JSON.parse(recorded.after)).toMatchObject({ url: remote.url });
    }
  });

  it('refuse a second request for the route, and an approval once the entry changed since', async () => {
    const { app, sysadmin, secadmin } = await setUp();
    const tokenToVendor = { ...treasury, isolation: 'frame' as const, grantToken: true };
    const first = await call(app, sysadmin, 'save', { entry: tokenToVendor, isNew: false });
    expect(first.json().data.request.raises).toEqual(['grantToken']);
    const second = await call(app, sysadmin, 'save', { entry: tokenToVendor, isNew: false });
    expect([second.statusCode, second.json().msg]).toEqual([
      409,
      'The route treasury has a change waiting for a security administrator; wait for the decision',
    ]);
    // An ordinary change meanwhile: the request no longer says what the entry was.
    const renamed = await call(app, sysadmin, 'save', {
      entry: { ...treasury, titleEn: 'Treasury desk' },
      isNew: false,
    });
    expect(renamed.json().data.request).toBeNull();
    const stale = await call(app, secadmin, 'requests/decide', {
      id: first.json().data.request.id,
      approve: true,
      reason: 'ok',
    });
    expect(stale.statusCode).toBe(409);
    const rejected = await call(app, secadmin, 'requests/decide', {
      id: first.json().data.request.id,
      approve: false,
      reason: 'Vendor has no need of the token',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });
    expect(await servedTreasury(app)).not.toHaveProperty('grantToken');
  });

  it('wait for a scope the app’s own token did not hold; one taken away is made at once', async () => {
    const { app, sysadmin, secadmin } = await setUp();
    const withHome = { ...treasury, scopes: ['home' as const] };

    const asked = await call(app, sysadmin, 'save', { entry: withHome, isNew: false });
    const { request } = asked.json().data;
    expect(request).toMatchObject({ raises: ['scopes'], previous: { scopes: [] } });
    const entryScopes = async () => {
      const listed = await app.inject({
        url: '/api/platform/registry',
        headers: { authorization: sysadmin.authorization },
      });
      const entries: { route: string; scopes: string[] }[] = listed.json().data.entries;
      return entries.find((entry) => entry.route === 'treasury')?.scopes;
    };
    expect(await entryScopes()).toEqual([]);

    const approved = await call(app, secadmin, 'requests/decide', {
      id: request.id,
      approve: true,
      reason: 'The treasury app shows the notices',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await entryScopes()).toEqual(['home']);

    const withdrawn = await call(app, sysadmin, 'save', { entry: treasury, isNew: false });
    expect(withdrawn.json().data).toMatchObject({ entry: { scopes: [] }, request: null });
    expect(await entryScopes()).toEqual([]);
  });

  it('wait for pins removed; pinning and a new release’s pins are made at once', async () => {
    const { app, sysadmin, secadmin } = await setUp();
    const pins = async () =>
      (await app.inject({ url: '/api/subApps/pins?app=sub-treasury' })).json().data;
    const pinned = { ...treasury, pinned: pinnedRelease('2.4.1') };
    const pinning = await call(app, sysadmin, 'save', { entry: pinned, isNew: false });
    expect(pinning.json().data).toMatchObject({ entry: { route: 'treasury' }, request: null });
    const newRelease = { ...treasury, pinned: pinnedRelease('2.5.0') };
    const moving = await call(app, sysadmin, 'save', { entry: newRelease, isNew: false });
    expect(moving.json().data.request).toBeNull();
    expect(await pins()).toEqual(pinnedRelease('2.5.0'));

    const unpinning = await call(app, sysadmin, 'save', { entry: treasury, isNew: false });
    expect(unpinning.statusCode, unpinning.body).toBe(200);
    const { request } = unpinning.json().data;
    expect(request).toMatchObject({
      raises: ['unpinned'],
      previous: { pinned: pinnedRelease('2.5.0') },
      proposed: { pinned: null },
    });
    // Nothing changed yet: the app still runs the release pinned.
    expect(await pins()).toEqual(pinnedRelease('2.5.0'));
    expect((await servedTreasury(app))?.pinned).toBe(true);
    const own = await call(app, sysadmin, 'requests/decide', {
      id: request.id,
      approve: true,
      reason: 'urgent',
    });
    expect(own.statusCode).toBe(403);

    const approved = await call(app, secadmin, 'requests/decide', {
      id: request.id,
      approve: true,
      reason: 'The treasury team ships hot fixes from its own pipeline, ticket CHG-2210',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await pins()).toBeNull();
    expect(await servedTreasury(app)).not.toHaveProperty('pinned');

    const trail = await app.db
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .where('event', 'in', ['registry.request', 'registry.approve'])
      .orderBy('id')
      .execute();
    expect(trail.map(({ event }) => event)).toEqual(['registry.request', 'registry.approve']);
    for (const { details } of trail) {
      const recorded = JSON.parse(details ?? '{}') as { before: string; after: string };
      expect(JSON.parse(recorded.before)).toMatchObject({
        pinned: { release: '2.5.0', files: 3, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
      expect(JSON.parse(recorded.after)).toMatchObject({ pinned: null });
    }
  });

  it('wait for unreadable pins removed: they pin no file, and removing them runs the app', async () => {
    const { app, sysadmin } = await setUp();
    await app.db
      .updateTable('sub_apps')
      .set({ pinned: 'not a manifest' })
      .where('route', '=', 'treasury')
      .execute();
    const asked = await call(app, sysadmin, 'save', { entry: treasury, isNew: false });
    expect(asked.json().data.request).toMatchObject({
      raises: ['unpinned'],
      previous: { pinned: { manifestVersion: 1, files: {} } },
    });
    // Pins of a release given again are an ordinary change, made at once.
    const pinned = { ...treasury, pinned: pinnedRelease('2.4.1') };
    const repinned = await call(app, sysadmin, 'save', { entry: pinned, isNew: false });
    expect(repinned.json().data).toMatchObject({ entry: { route: 'treasury' }, request: null });
    const pins = await app.inject({ url: '/api/subApps/pins?app=sub-treasury' });
    expect(pins.json().data).toEqual(pinnedRelease('2.4.1'));
  });

  it('decide a request asked before entries had scopes or pins, as holding none', async () => {
    const { app, sysadmin, secadmin } = await setUp();
    const asked = await call(app, sysadmin, 'save', {
      entry: { ...treasury, isolation: 'frame', grantToken: true },
      isNew: false,
    });
    const { id } = asked.json().data.request;
    const withoutScopes = (text: string | null) => {
      const entry = JSON.parse(text ?? 'null') as Record<string, unknown>;
      delete entry.scopes;
      delete entry.pinned;
      return JSON.stringify(entry);
    };
    const stored = await app.db
      .selectFrom('registry_requests')
      .select(['proposed', 'previous'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('registry_requests')
      .set({ proposed: withoutScopes(stored.proposed), previous: withoutScopes(stored.previous) })
      .where('id', '=', id)
      .execute();

    const listed = await call(app, secadmin, 'requests');
    expect(listed.json().data.requests[0]).toMatchObject({
      proposed: { scopes: [], pinned: null },
      previous: { scopes: [], pinned: null },
    });
    const approved = await call(app, secadmin, 'requests/decide', {
      id,
      approve: true,
      reason: 'Vendor checked',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await servedTreasury(app))?.grantToken).toBe(true);
  });
});

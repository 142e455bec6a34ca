import { runtimeConfigSchema, type RegistryEntry } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { pinnedRelease, sriOf } from '../../testing/pinned-release';
import { treasuryEntry } from '../../testing/treasury-entry';

const treasury: RegistryEntry = {
  ...treasuryEntry,
  devUrl: 'http://localhost:7129/',
  ownerTeam: '资金科技组',
  contact: 'treasury-it@example.com',
};

function save(
  app: FastifyInstance,
  { authorization }: SignedIn,
  entry: RegistryEntry,
  isNew: boolean,
) {
  return app.inject({
    method: 'POST',
    url: '/api/platform/registry/save',
    headers: { authorization, 'accept-language': 'en' },
    payload: { entry, isNew },
  });
}

const served = async (app: FastifyInstance) =>
  runtimeConfigSchema.parse((await app.inject('/main/config.json')).json()).subApps;

describe('the registry kept by a platform administrator', () => {
  it('adds a 31st sub-app, served at once, and turns it off', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const admin = await signIn(app, 'sysadmin');
    const added = await save(app, admin, treasury, true);
    expect(added.statusCode).toBe(200);
    expect((await served(app)).at(-1)).toMatchObject({ route: 'treasury', url: '/sub-treasury/' });
    // The demo serves the example app at the new path at once.
    expect(
      (await app.inject({ url: '/sub-treasury/', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(200);

    const off = await save(app, admin, { ...treasury, enabled: false }, false);
    expect(off.statusCode).toBe(200);
    expect((await served(app)).at(-1)).toEqual({
      route: 'treasury',
      name: 'sub-treasury',
      title: { 'zh-CN': '资金管理', en: 'Treasury' },
      disabled: true,
    });
    const listed = await app.inject({
      url: '/api/platform/registry',
      headers: { authorization: admin.authorization },
    });
    expect(listed.json().data.entries).toHaveLength(31);
    const audited = await app.db
      .selectFrom('audit_events')
      .select(['event', 'object_id', 'user_id'])
      .where('event', '=', 'registry.change')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { event: 'registry.change', object_id: 'treasury', user_id: admin.userId },
      { event: 'registry.change', object_id: 'treasury', user_id: admin.userId },
    ]);
  });

  it('refuses a taken route or name, a reserved route, an insecure url and a url with no page', async () => {
    const app = await buildTestApp({
      EXAMPLE_SUBAPP_DIST: exampleSubAppBuild(),
      PORTAL_DEMO: 'true',
    });
    const admin = await signIn(app, 'sysadmin');
    const refusal = async (entry: RegistryEntry, isNew: boolean) => {
      const response = await save(app, admin, entry, isNew);
      return [response.statusCode, response.json().msg];
    };
    expect(await refusal({ ...treasury, route: 'newcrm' }, true)).toEqual([
      409,
      'The route newcrm exists already',
    ]);
    expect(await refusal({ ...treasury, name: 'sub-credit' }, true)).toEqual([
      409,
      'The app name sub-credit is used by the route credit',
    ]);
    expect(await refusal({ ...treasury, route: 'wel' }, true)).toEqual([
      400,
      "The route wel is the portal's own; choose another",
    ]);
    expect((await refusal({ ...treasury, url: 'http://apps.example.com/t/' }, true))[0]).toBe(400);
    expect((await refusal({ ...treasury, url: 'http://127.0.0.1:9/t/' }, true))[1]).toMatch(
      /did not answer with a page/,
    );
    expect(await refusal({ ...treasury, route: 'nowhere' }, false)).toEqual([404, 'No such route']);
    expect((await refusal({ ...treasury, route: 'Bad Route' }, true))[0]).toBe(400);
    expect(await served(app)).toHaveLength(30);
  });

  it("refuses the routes of the shell's pages and build, and urls that are not a sub-app's", async () => {
    const shellDist = mkdtempSync(join(tmpdir(), 'portal-shell-dist-'));
    mkdirSync(join(shellDist, 'assets'));
    mkdirSync(join(shellDist, 'logos'));
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Portal</title>');
    const app = await buildTestApp({ SHELL_DIST: shellDist, PORTAL_DEMO: 'true' });
    const admin = await signIn(app, 'sysadmin');
    for (const route of ['security', 'platform', 'lock', '403', 'assets', 'logos', 'main', 'api']) {
      const response = await save(app, admin, { ...treasury, route }, true);
      expect([response.statusCode, response.json().msg], route).toEqual([
        400,
        `The route ${route} is the portal's own; choose another`,
      ]);
    }
    for (const url of [
      '/\\evil.example/app/',
      '//evil.example/app/',
      '/api/auth/oauth/token',
      '/api',
      '/main/',
      '/sub-x/../api/',
      '/%2e%2e/main/index.html',
      '/sub x/',
    ]) {
      const response = await save(app, admin, { ...treasury, url }, true);
      expect([response.statusCode, response.json().msg], url).toEqual([
        400,
        "The address must be a sub-app's own path (such as /sub-x/), not the portal's own /main/ or /api/, nor another host",
      ]);
    }
    expect(await served(app)).toHaveLength(30);
  });

  it('is for system administrators only', async () => {
    const app = await buildTestApp();
    for (const username of ['zhangsan', 'secadmin', 'auditor']) {
      const response = await save(app, await signIn(app, username), treasury, true);
      expect(response.statusCode, username).toBe(403);
    }
    expect(await served(app)).toHaveLength(30);
  });

  it('refuses pins with a path outside the folder, a bad hash or too many files, naming the field', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const admin = await signIn(app, 'sysadmin');
    const { files } = pinnedRelease();
    const refusal = async (pinned: unknown) => {
      const response = await save(app, admin, { ...treasury, pinned } as RegistryEntry, true);
      return [response.statusCode, response.json().msg];
    };
    for (const path of ['../x.js', '/x.js', 'js/x.js?v=2']) {
      expect(
        await refusal({ manifestVersion: 1, files: { ...files, [path]: sriOf('x') } }),
      ).toEqual([400, `Invalid value for field entry.pinned.files.${path}`]);
    }
    expect(
      await refusal({ manifestVersion: 1, files: { 'index.html': 'sha256-not-a-digest' } }),
    ).toEqual([400, 'Invalid value for field entry.pinned.files.index.html']);
    const tooMany = Object.fromEntries(
      Array.from({ length: 2001 }, (_, index) => [`js/${index}.js`, sriOf(String(index))]),
    );
    expect(await refusal({ manifestVersion: 1, files: tooMany })).toEqual([
      400,
      'Invalid value for field entry.pinned.files',
    ]);
    expect(await refusal({ manifestVersion: 1, files, signature: 'x' })).toEqual([
      400,
      'Invalid value for field entry.pinned',
    ]);
    // Pins are part of every entry: left out, the save would unpin the app unseen.
    const withoutPins: Partial<RegistryEntry> = { ...treasury };
    delete withoutPins.pinned;
    const response = await app.inject({
      method: 'POST',
      url: '/api/platform/registry/save',
      headers: { authorization: admin.authorization, 'accept-language': 'en' },
      payload: { entry: withoutPins, isNew: true },
    });
    expect([response.statusCode, response.json().msg]).toEqual([400, 'Missing field entry.pinned']);
    expect(await served(app)).toHaveLength(30);
  });

  it('records the pins in the trail as their release, file count and digest', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const admin = await signIn(app, 'sysadmin');
    await save(app, admin, treasury, true);
    const release = pinnedRelease('2.4.1');
    expect((await save(app, admin, { ...treasury, pinned: release }, false)).statusCode).toBe(200);
    const [, pinning] = await app.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'registry.change')
      .orderBy('id')
      .execute();
    const details = JSON.parse(pinning?.details ?? '{}') as { before: string; after: string };
    expect(JSON.parse(details.before)).toMatchObject({ route: 'treasury', pinned: null });
    expect(JSON.parse(details.after)).toMatchObject({
      route: 'treasury',
      pinned: { release: '2.4.1', files: 3, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import {
  crm,
  devServer,
  grant,
  pageDirective,
  pageKeyOf,
  postAs,
  recordsOf,
  runningFor,
  setOverride,
} from './developer-overrides-test-support';

const devBuild = { [crm]: { version: 'dev', url: devServer, developer: true } };

describe("a developer's override, refused", () => {
  it('to a user without the grant for the app, recorded', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const zhangsan = await signIn(app, 'zhangsan');
    // A grant for another app opens nothing for this one.
    await grant(app, secadmin, zhangsan.userId, 'sub-credit');

    const refused = await setOverride(app, zhangsan);
    expect([refused.statusCode, refused.json().msg]).toEqual([
      403,
      `You are not a developer of ${crm}: ask a security administrator for the grant`,
    ]);
    expect(refused.cookies).toEqual([]);
    expect(await runningFor(app, zhangsan)).toEqual({});
    const [record] = await recordsOf(app, 'access.refused');
    expect(record).toMatchObject({
      result: 'refused',
      reason: 'developer.notGranted',
      user_id: zhangsan.userId,
    });
  });

  it('where the server runs in production without ALLOW_DEVELOPER_OVERRIDES', async () => {
    const environments: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { PORTAL_DEMO: 'false' },
    ];
    for (const environment of environments) {
      const app = await buildTestApp(environment);
      const zhangsan = await signIn(app, 'zhangsan');
      await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);

      const refused = await setOverride(app, zhangsan);
      expect([refused.statusCode, refused.json().msg]).toEqual([
        403,
        'This environment allows no development servers for sub-apps (ALLOW_DEVELOPER_OVERRIDES is off)',
      ]);
      const state = await app.inject({
        url: '/api/subApps/developerOverride',
        headers: { authorization: zhangsan.authorization },
      });
      expect(state.json().data).toEqual({ allowed: false, apps: [crm], override: null });
    }
  });

  it('in a duty holder’s session, whose sessions run no sub-app', async () => {
    const app = await buildTestApp();
    const sysadmin = await signIn(app, 'sysadmin');
    // Planted by hand: no security administrator may grant it to a duty holder (below).
    await app.db
      .insertInto('sub_app_developers')
      .values({ user_id: sysadmin.userId, app: crm, granted_by: sysadmin.userId, granted_at: '' })
      .execute();

    const refused = await setOverride(app, sysadmin);
    expect([refused.statusCode, refused.json().msg]).toEqual([
      403,
      'A session that holds an administrative duty runs no sub-app, nor a development server',
    ]);
  });

  it('for a url that is not https or http on this machine, saying why', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);

    for (const url of [
      'http://192.168.1.20:5173/',
      'javascript:alert(1)',
      'https://me:secret@dev.example/',
    ]) {
      const refused = await setOverride(app, zhangsan, { url });
      expect([refused.statusCode, refused.json().msg], url).toEqual([
        400,
        'The development address must be a full https address, or http on this machine (127.0.0.1, localhost, [::1]), without account details',
      ]);
    }
    const tooLong = await setOverride(app, zhangsan, {
      url: `https://dev.example/${'a'.repeat(600)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await runningFor(app, zhangsan)).toEqual({});
  });

  it('for an app the registry has turned off', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);
    await app.db.updateTable('sub_apps').set({ enabled: 0 }).where('name', '=', crm).execute();

    const refused = await setOverride(app, zhangsan);
    expect([refused.statusCode, refused.json().msg]).toEqual([
      400,
      `${crm} is turned off, not configured or public in the registry: it cannot run from a development server`,
    ]);
  });
});

describe("a developer's override", () => {
  it('runs the app from the development server in that session alone', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);
    const otherSession = await signIn(app, 'zhangsan');
    const colleague = await signIn(app, 'lisi');

    const set = await setOverride(app, zhangsan, { url: 'http://127.0.0.1:5173/#/ignored' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ before: null, after: { app: crm, url: devServer } });

    expect(await runningFor(app, zhangsan)).toEqual(devBuild);
    // The same user's other sign-in, and anyone else, run what they ran.
    expect(await runningFor(app, otherSession)).toEqual({});
    expect(await runningFor(app, colleague)).toEqual({});
    const state = await app.inject({
      url: '/api/subApps/developerOverride',
      headers: { authorization: zhangsan.authorization },
    });
    expect(state.json().data).toMatchObject({
      allowed: true,
      apps: [crm],
      override: { app: crm, url: devServer },
    });
  });

  it("admits the development server in the policy of that browser's pages, no other", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);
    const pageKey = pageKeyOf(await setOverride(app, zhangsan));

    expect(await pageDirective(app, 'script-src', { pageKey })).toContain('http://127.0.0.1:5173');
    expect(await pageDirective(app, 'connect-src', { pageKey })).toEqual(
      expect.arrayContaining(['http://127.0.0.1:5173', 'ws://127.0.0.1:5173']),
    );
    const sandbox = { pageKey, url: '/main/micro-app-sandbox.html?app=sub-newcrm' };
    expect(await pageDirective(app, 'script-src', sandbox)).toContain('http://127.0.0.1:5173');
    expect(await pageDirective(app, 'base-uri', sandbox)).toContain('http://127.0.0.1:5173');

    // Another browser (no key, or a key of its own making) and any later page without it.
    expect(await pageDirective(app, 'script-src')).toEqual(["'self'"]);
    expect(await pageDirective(app, 'script-src', { pageKey: 'guessed' })).toEqual(["'self'"]);
    expect(await pageDirective(app, 'connect-src')).not.toContain('ws://127.0.0.1:5173');
    const apiAnswer = await app.inject({
      url: '/api/subApps/releases',
      headers: { authorization: zhangsan.authorization },
    });
    expect(String(apiAnswer.headers['content-security-policy'])).not.toContain('127.0.0.1:5173');
  });

  it('ends with the session: signed out, its page admits the server no more', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);
    const pageKey = pageKeyOf(await setOverride(app, zhangsan));

    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: zhangsan.authorization },
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(await pageDirective(app, 'script-src', { pageKey })).toEqual(["'self'"]);
    // Signed in again, the new session runs the app's own build.
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual({});
  });

  it('ends at once when the grant is revoked, and when its user ends it', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, secadmin, zhangsan.userId);
    const pageKey = pageKeyOf(await setOverride(app, zhangsan));

    const revoked = await postAs(app, secadmin, '/api/security/developers/revoke', {
      userId: zhangsan.userId,
      app: crm,
      reason: 'left the team',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await runningFor(app, zhangsan)).toEqual({});
    expect(await pageDirective(app, 'script-src', { pageKey })).toEqual(["'self'"]);
    expect(
      JSON.parse((await recordsOf(app, 'developer.revoke'))[0]?.details ?? '{}'),
    ).toMatchObject({
      app: crm,
      before: 'developer',
      after: 'none',
      endedOverrides: 1,
      reason: 'left the team',
    });

    await grant(app, secadmin, zhangsan.userId);
    expect((await setOverride(app, zhangsan)).statusCode).toBe(200);
    const cleared = await postAs(app, zhangsan, '/api/subApps/developerOverride/clear');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ before: { app: crm }, after: null });
    expect(cleared.cookies).toContainEqual(
      expect.objectContaining({ name: 'portal_developer_page', value: '' }),
    );
    expect(await runningFor(app, zhangsan)).toEqual({});
  });

  it('is recorded, set and ended, with the override before and after', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);
    await setOverride(app, zhangsan);
    await setOverride(app, zhangsan, { url: 'http://localhost:7101/' });
    await postAs(app, zhangsan, '/api/subApps/developerOverride/clear');

    const sets = await recordsOf(app, 'developer.override-set');
    expect(
      sets.map(({ result, user_id, object_type, object_id }) => [
        result,
        user_id,
        object_type,
        object_id,
      ]),
    ).toEqual([
      ['success', zhangsan.userId, 'sub-app', 'newcrm'],
      ['success', zhangsan.userId, 'sub-app', 'newcrm'],
    ]);
    expect(JSON.parse(sets[1]?.details ?? '{}')).toEqual({
      app: crm,
      url: 'http://localhost:7101/',
      before: `${crm} ${devServer}`,
      after: `${crm} http://localhost:7101/`,
    });
    const [cleared] = await recordsOf(app, 'developer.override-clear');
    expect(JSON.parse(cleared?.details ?? '{}')).toEqual({
      app: crm,
      url: 'http://localhost:7101/',
      before: `${crm} http://localhost:7101/`,
      after: null,
    });
  });

  it("is no app token's to set", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await grant(app, await signIn(app, 'secadmin'), zhangsan.userId);
    const minted = await postAs(app, zhangsan, '/api/auth/app-token', { app: crm });
    expect(minted.statusCode, minted.body).toBe(200);
    const appToken = { ...zhangsan, authorization: `Bearer ${minted.json().data.access_token}` };

    expect((await setOverride(app, appToken)).statusCode).toBe(403);
    expect(await runningFor(app, zhangsan)).toEqual({});
  });
});

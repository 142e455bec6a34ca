import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';
import { demoPortalPath } from './demo-portal-routes';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const page = (app: FastifyInstance, url = '/portal', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...html, ...headers } });

/** The button of a user: the form posts the username to the page. */
const choose = (
  app: FastifyInstance,
  username: string,
  { url = '/portal', headers = {} }: { url?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams({ username }).toString(),
  });

const signInWith = (app: FastifyInstance, idToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'id_token', id_token: idToken }).toString(),
  });

/** The id_token of the address the page redirects to. */
function idTokenOf(location: unknown): string {
  expect(String(location)).toMatch(/^\/main\/login\?id_token=[\w.-]+$/);
  return new URL(String(location), 'http://portal').searchParams.get('id_token') ?? '';
}

/** A PORTAL_CONFIG_FILE naming another portal address. */
function configWithPortal(portal: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-config-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'config.json');
  writeFileSync(file, JSON.stringify({ api: { portal } }));
  return file;
}

describe('GET /portal', () => {
  it('lists the active demo users in Chinese, each with a button to sign in', async () => {
    const app = await buildTestApp();
    const response = await page(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toContain('accept-language');
    const { body } = response;
    expect(body).toContain('<html lang="zh-CN">');
    expect(body).toContain('<title>集团门户（演示）</title>');
    for (const [name, username] of [
      ['张三', 'zhangsan'],
      ['李四', 'lisi'],
      ['赵六', 'zhaoliu'],
    ]) {
      expect(body).toContain(`<span class="name">${name}</span>`);
      expect(body).toContain(`<input type="hidden" name="username" value="${username}">`);
    }
    // Disabled: the token endpoint would refuse it.
    expect(body).not.toContain('sunba');
    expect(body).toContain('>登录 Portal</button>');
    expect(body).toContain('<form method="post" action="/portal">');
    expect(body).toContain('<a class="language" href="/portal?lang=en"');
    expect(body).toContain('>English</a>');
  });

  it("speaks the browser's language, and the one the address chooses", async () => {
    const app = await buildTestApp();
    const english = await page(app, '/portal', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Group portal (demo)</title>');
    expect(english.body).toContain('>Sign in to Portal</button>');
    expect(english.body).toContain('<span class="name">张三</span>');
    expect(english.body).toContain('<a class="language" href="/portal?lang=zh-CN"');
    expect(english.body).toContain('>中文</a>');

    const chosen = await page(app, '/portal?lang=en', { 'accept-language': 'zh-CN' });
    expect(chosen.body).toContain('<title>Group portal (demo)</title>');
    // The forms keep the chosen language for the page a refusal shows.
    expect(chosen.body).toContain('<form method="post" action="/portal?lang=en">');
    const back = await page(app, '/portal?lang=zh-CN', { 'accept-language': 'en' });
    expect(back.body).toContain('<title>集团门户（演示）</title>');
    const unknown = await page(app, '/portal?lang=fr', { 'accept-language': 'en' });
    expect(unknown.body).toContain('<title>Group portal (demo)</title>');
  });

  it('holds no token, no script and no inline style, and its stylesheet is served here', async () => {
    const app = await buildTestApp();
    const response = await page(app);
    expect(response.body).not.toMatch(/id_token|eyJ|<script|<style|style=/i);
    expect(response.headers['content-security-policy']).toContain("style-src 'self'");
    expect(response.body).toContain('<link rel="stylesheet" href="/portal/demo-portal.css">');
    const stylesheet = await app.inject({ url: '/portal/demo-portal.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.body).toContain('.users');
  });

  it('escapes what the database says', async () => {
    const app = await buildTestApp();
    await app.db
      .updateTable('users')
      .set({ display_name: `<img src=x onerror="alert('x')">&` })
      .where('username', '=', 'lisi')
      .execute();
    const { body } = await page(app);
    expect(body).not.toContain('<img');
    expect(body).toContain(
      '<span class="name">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</span>',
    );
    expect(body).toContain(
      'aria-label="以 &lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;（lisi）身份登录 Portal"',
    );
  });

  it('offers no account of the database that the demo did not seed', async () => {
    const app = await buildTestApp();
    const zhangsan = await app.db
      .selectFrom('users')
      .select(['password_hash', 'group_id', 'group_name', 'system_id', 'system_name'])
      .where('username', '=', 'zhangsan')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('users')
      .values({
        ...zhangsan,
        username: 'admin',
        display_name: 'Administrator',
        employee_no: 'E99999',
        avatar: '',
        status: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { body } = await page(app);
    // The demo's sysadmin and secadmin are offered: the word alone is not.
    expect(body).not.toMatch(/\badmin\b/);
    expect(body).not.toContain('Administrator');
    const refused = await choose(app, 'admin');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
  });
});

describe('POST /portal', () => {
  it('redirects to the shell with an id_token the token endpoint accepts once', async () => {
    const app = await buildTestApp();
    const response = await choose(app, 'lisi');
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const idToken = idTokenOf(response.headers.location);

    const signedIn = await signInWith(app, idToken);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: 'lisi', token_type: 'bearer' });
    const replay = await signInWith(app, idToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 1,
      msg: '门户令牌无效或已过期，请从门户重新进入',
      data: null,
    });
  });

  it('mints a fresh token on every click', async () => {
    const app = await buildTestApp();
    const first = idTokenOf((await choose(app, 'zhangsan')).headers.location);
    const second = idTokenOf((await choose(app, 'zhangsan')).headers.location);
    expect(decodeJwt(first).jti).not.toBe(decodeJwt(second).jti);
    expect((await signInWith(app, first)).statusCode).toBe(200);
    expect((await signInWith(app, second)).statusCode).toBe(200);
  });

  it("signs with the configured key, issuer and audience, at the app's clock", async () => {
    const clock = createTestClock(new Date('2026-03-01T09:00:00Z'));
    const app = await buildTestApp(
      {
        PORTAL_JWT_SECRET: 'another-portal-key-of-at-least-32-characters',
        PORTAL_ID_TOKEN_ISSUER: 'https://portal.example.com',
        PORTAL_ID_TOKEN_AUDIENCE: 'portal-shell',
      },
      { clock },
    );
    const idToken = idTokenOf((await choose(app, 'lisi')).headers.location);
    expect(decodeJwt(idToken)).toMatchObject({
      sub: 'lisi',
      iss: 'https://portal.example.com',
      aud: 'portal-shell',
      iat: Date.parse('2026-03-01T09:00:00Z') / 1000,
    });
    expect((await signInWith(app, idToken)).statusCode).toBe(200);
  });

  it('refuses a user the page does not offer, showing the page again with a notice', async () => {
    const app = await buildTestApp();
    for (const username of ['sunba', 'nobody']) {
      const response = await choose(app, username);
      expect(response.statusCode, username).toBe(404);
      expect(response.headers.location, username).toBeUndefined();
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(
        '<p class="notice" role="alert">该用户不能从演示门户登录，请选择列表中的用户。</p>',
      );
    }
    const english = await choose(app, 'nobody', { url: '/portal?lang=en' });
    expect(english.body).toContain('This user cannot sign in from the demo portal');
  });

  it('refuses a form sent from another site', async () => {
    const app = await buildTestApp();
    for (const site of ['cross-site', 'same-site']) {
      const response = await choose(app, 'lisi', { headers: { 'sec-fetch-site': site } });
      expect(response.statusCode, site).toBe(403);
      expect(response.headers.location, site).toBeUndefined();
      expect(response.body).toContain('请在演示门户本页选择用户登录。');
    }
  });

  it('names a missing username with 400', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/portal',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('/portal outside the demo', () => {
  it('answers the 404 envelope, for the page and the sign-in alike', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'false' });
    const notFound = { code: 1, msg: '接口不存在', data: null };
    const response = await page(app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    const posted = await choose(app, 'lisi');
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toEqual(notFound);
    expect(posted.headers.location).toBeUndefined();
  });

  it('is not served in production', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'false' });
    expect((await page(app)).statusCode).toBe(404);
    expect((await choose(app, 'lisi')).statusCode).toBe(404);
  });
});

describe('the demo portal address', () => {
  it("follows the portal address of the shell's runtime configuration", async () => {
    const app = await buildTestApp({ PORTAL_CONFIG_FILE: configWithPortal('/group-portal/') });
    const response = await page(app, '/group-portal/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form method="post" action="/group-portal/">');
    expect(response.body).toContain('href="/group-portal/demo-portal.css"');
    expect((await page(app, '/portal')).statusCode).toBe(404);
    expect((await choose(app, 'lisi', { url: '/group-portal/' })).statusCode).toBe(303);
  });

  it("is served only on this origin, away from the shell's and the API's paths", () => {
    expect(demoPortalPath('/portal')).toBe('/portal');
    expect(demoPortalPath('/portal?from=shell')).toBe('/portal');
    for (const portal of [
      'https://portal.example.com/',
      '//portal.example.com/',
      '/\\portal.example.com',
      '/',
      '/main/portal',
      '/main',
      '/api/portal',
      'portal',
    ]) {
      expect(demoPortalPath(portal), portal).toBeNull();
    }
  });
});

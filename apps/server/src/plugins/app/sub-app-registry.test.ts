import { runtimeConfigSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { isServableUrl } from './sub-app-registry';

async function servedRegistry(app: FastifyInstance) {
  const response = await app.inject({ url: '/main/config.json' });
  expect(response.statusCode).toBe(200);
  return runtimeConfigSchema.parse(response.json()).subApps;
}

const scriptSources = async (app: FastifyInstance, url = '/main/wel/index') => {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  const csp = String(response.headers['content-security-policy']);
  return csp
    .split(';')
    .find((each) => each.startsWith('script-src '))
    ?.split(' ')
    .slice(1);
};

describe('the sub-application registry', () => {
  it("serves spec §2's thirty routes, each with the app it mounts or none", async () => {
    const app = await buildTestApp();
    const registry = await servedRegistry(app);
    expect(registry).toHaveLength(30);
    expect(registry.find((entry) => entry.route === 'newcrm')).toEqual({
      route: 'newcrm',
      name: 'sub-newcrm',
      url: '/sub-newcrm/',
      devUrl: 'http://localhost:7101/',
      title: { 'zh-CN': '客户管理', en: 'Customers' },
    });
    expect(registry.find((entry) => entry.route === 'kpi')?.url).toBe('/sub-performance/');
    expect(registry.find((entry) => entry.route === 'blank')?.public).toBe(true);
    expect(registry.filter((entry) => entry.public).map((entry) => entry.route)).toEqual(['blank']);
    const unconfigured = registry.filter((entry) => entry.url === undefined);
    expect(unconfigured.map((entry) => entry.route)).toEqual(['newcredit']);
    // Its fixed internal host (spec §2) is production's: the demo serves it on its own origin.
    expect(registry.find((entry) => entry.route === 'form')).toMatchObject({
      url: '/sub-form/',
      prefetch: false,
    });
    for (const entry of registry) expect(Object.keys(entry.title ?? {})).toEqual(['zh-CN', 'en']);
    const devUrl = (route: string) => registry.find((entry) => entry.route === route)?.devUrl;
    expect(devUrl('blank')).toBe(devUrl('credit'));
    const others = registry.filter((entry) => entry.devUrl && entry.route !== 'blank');
    expect(new Set(others.map((entry) => entry.devUrl)).size).toBe(28);
  });

  it('serves a change made in the database at the next request, with its origin in the policy', async () => {
    const app = await buildTestApp();
    expect(await scriptSources(app)).toEqual(["'self'"]);
    await app.db
      .updateTable('sub_apps')
      .set({ url: 'https://form.internal.portal/sub-form/' })
      .where('route', '=', 'form')
      .execute();
    expect(await scriptSources(app)).toEqual(["'self'", 'https://form.internal.portal']);
    await app.db
      .insertInto('sub_apps')
      .values({
        route: 'treasury',
        position: 30,
        name: 'sub-treasury',
        url: 'https://treasury.example.com/app/',
        dev_url: null,
        title_zh: '资金管理',
        title_en: 'Treasury',
        isolation: 'frame',
        grant_token: 1,
        owner_team: '资金科技组',
        contact: 'treasury-it@example.com',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await app.db
      .updateTable('sub_apps')
      .set({ enabled: 0 })
      .where('route', '=', 'newcrm')
      .execute();

    const registry = await servedRegistry(app);
    expect(registry.at(-1)).toEqual({
      route: 'treasury',
      name: 'sub-treasury',
      url: 'https://treasury.example.com/app/',
      title: { 'zh-CN': '资金管理', en: 'Treasury' },
      isolation: 'frame',
      grantToken: true,
    });
    expect(registry.find((entry) => entry.route === 'newcrm')).toEqual({
      route: 'newcrm',
      name: 'sub-newcrm',
      title: { 'zh-CN': '客户管理', en: 'Customers' },
      disabled: true,
    });
    expect(await scriptSources(app)).toEqual([
      "'self'",
      'https://form.internal.portal',
      'https://treasury.example.com',
    ]);
  });

  it('leaves out a url the portal does not serve, and keeps its route', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'false', SEED_DEMO: 'false' });
    await app.db
      .updateTable('sub_apps')
      .set({ url: 'http://apps.example.com/crm/' })
      .where('route', '=', 'newcrm')
      .execute();
    const entry = (await servedRegistry(app)).find((each) => each.route === 'newcrm');
    expect(entry?.url).toBeUndefined();
    expect(entry?.name).toBe('sub-newcrm');
    expect(await scriptSources(app)).not.toContain('http://apps.example.com');
  });
});

describe('isServableUrl', () => {
  const production = { demo: false };
  const demo = { demo: true };

  it('takes https and paths of the portal everywhere', () => {
    for (const url of ['/sub-a/', 'https://apps.example.com/sub-c/']) {
      expect(isServableUrl(url, production), url).toBe(true);
    }
  });

  it('takes http on this machine in the demo only', () => {
    for (const url of [
      'http://127.0.0.1:7101/',
      'http://localhost:7102/b/',
      'http://[::1]:7103/',
    ]) {
      expect(isServableUrl(url, demo), url).toBe(true);
      expect(isServableUrl(url, production), url).toBe(false);
    }
    expect(isServableUrl('http://192.168.1.20:7102/', demo)).toBe(false);
  });

  it('refuses other protocols, protocol-relative urls and what does not parse', () => {
    for (const url of ['ftp://apps.example.com/e/', '//cdn.example.com/x/', 'sub-a', '']) {
      expect(isServableUrl(url, demo), url).toBe(false);
    }
  });
});

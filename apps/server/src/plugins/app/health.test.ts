import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrateToLatest } from '../../db/migrate';
import { buildTestApp } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';

/** An app on a database of its own that nothing has migrated yet. */
async function buildUnmigratedApp() {
  const database = await createTestDatabase();
  const app = await buildApp(
    loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', PORTAL_DEMO: 'true' }),
  );
  onTestFinished(async () => {
    await app.close();
    await database.drop();
  });
  return app;
}

describe('GET /api/health/live', () => {
  it('answers 200 without a token while the process serves', async () => {
    const app = await buildUnmigratedApp();
    const response = await app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: { status: 'live' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 without a token once the database is migrated', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: { status: 'ready' } });
  });

  it('answers 503 with the envelope while migrations are pending, 200 after', async () => {
    const app = await buildUnmigratedApp();
    const pending = await app.inject({
      url: '/api/health/ready',
      headers: { 'accept-language': 'en' },
    });
    expect(pending.statusCode).toBe(503);
    expect(pending.headers['retry-after']).toBe('5');
    expect(pending.json()).toEqual({
      code: 500,
      msg: 'The service is starting or its database is unavailable; please try again shortly',
      data: null,
    });
    const pendingInChinese = await app.inject({ url: '/api/health/ready' });
    expect(pendingInChinese.json()).toEqual({
      code: 500,
      msg: '服务正在启动或数据库暂不可用，请稍后再试',
      data: null,
    });

    await migrateToLatest(app.db);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    await app.db.destroy();
    const response = await app.inject({
      url: '/api/health/ready',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 500,
      msg: '服务正在启动或数据库暂不可用，请稍后再试',
      data: null,
    });
    const inEnglish = await app.inject({
      url: '/api/health/ready',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(inEnglish.json<{ msg: string }>().msg).toBe(
      'The service is starting or its database is unavailable; please try again shortly',
    );
    // The live probe does not depend on the database.
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('the health probes in the OpenAPI document', () => {
  it('are described as public calls', async () => {
    const app = await buildUnmigratedApp();
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { security?: unknown[]; responses?: object } }>;
    }>();
    for (const path of ['/api/health/live', '/api/health/ready']) {
      expect(document.paths[path]?.get?.security, path).toEqual([]);
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toEqual(['200', '503']);
    }
  });
});

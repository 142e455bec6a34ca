import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';

describe('the error handler', () => {
  it('answers an unknown /api route with 404 and code 1', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '接口不存在', data: null });
  });

  it('answers in English when asked', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: '/api/no/such/route',
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toEqual({ code: 1, msg: 'No such endpoint', data: null });
  });

  it('hides an unexpected error behind 500, code 500 and a generic message', async () => {
    const app = await buildTestApp();
    app.get('/api/test/failure', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const response = await app.inject({ url: '/api/test/failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: '服务异常，请稍后再试', data: null });
    expect(response.body).not.toContain('secret');
  });

  it('answers a database that went away with 503, Retry-After and its own message', async () => {
    const app = await buildTestApp();
    app.get('/api/test/database-gone', async () => {
      // What pg raises for a query cut off by a restart or pg_terminate_backend.
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    const response = await app.inject({ url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ code: 500, msg: '数据库暂时不可用，请稍后重试', data: null });
    const inEnglish = await app.inject({
      url: '/api/test/database-gone',
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.json()).toEqual({
      code: 500,
      msg: 'The database is unavailable for a moment; please try again shortly',
      data: null,
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { authorization: clientAuthorization, 'content-type': 'application/json' },
      payload: '{"grant_type": "password",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1, msg: '请求体不是有效的 JSON', data: null });
  });

  it('refuses a prototype-poisoning JSON body with 400', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { authorization: clientAuthorization, 'content-type': 'application/json' },
      payload: '{"grant_type":"password","__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1, msg: '请求体不是有效的 JSON', data: null });
  });

  it('answers an unsupported content type with 415', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { authorization: clientAuthorization, 'content-type': 'application/xml' },
      payload: '<grant_type>password</grant_type>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 1, msg: '不支持的请求内容类型', data: null });
  });

  it('answers an oversized body with 413', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `grant_type=password&username=${'a'.repeat(2_000_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 1, msg: '请求体过大', data: null });
  });

  it('answers a malformed URL with 400', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/upms/role/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(1);
  });

  it('answers a JSON body of the wrong shape with 400 naming the field', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { authorization: clientAuthorization, 'accept-language': 'en' },
      payload: { grant_type: 'password', username: 'zhangsan', password: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 1,
      msg: 'Invalid value for field password',
      data: null,
    });
  });

  it('sets security headers on every answer', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/no/such/route' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });
});

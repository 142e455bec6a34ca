import { multilineTextSchema, plainTextSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, clientAuthorization, signIn } from '../testing/build-test-app';
import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  const schema = z.object({
    title: plainTextSchema(100).pipe(z.string().min(1)),
    content: multilineTextSchema(2000).default(''),
    tags: z.array(z.string()).optional(),
    members: z.array(z.object({ note: multilineTextSchema(50).nullish() })).default([]),
    choice: z.union([z.object({ a: z.string() }), z.object({ b: multilineTextSchema(9) })]),
  });

  it('finds NUL and every other control character anywhere, multi-line fields included', () => {
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(findControlCharacter(schema, { title: `a${character}b` })).toEqual(['title']);
      expect(findControlCharacter(schema, { content: `a${character}b` })).toEqual(['content']);
      expect(findControlCharacter(schema, { tags: ['x', character] })).toEqual(['tags', 1]);
      expect(findControlCharacter(schema, { unknown: character })).toEqual(['unknown']);
    }
  });

  it('takes tab and line breaks in multi-line fields only', () => {
    const lines = 'first line\r\n\tsecond line\n';
    expect(findControlCharacter(schema, { title: 'a', content: lines })).toBeNull();
    expect(findControlCharacter(schema, { members: [{ note: lines }] })).toBeNull();
    expect(findControlCharacter(schema, { choice: { b: lines } })).toBeNull();
    expect(findControlCharacter(schema, { title: 'a\nb' })).toEqual(['title']);
    expect(findControlCharacter(schema, { title: 'a\tb' })).toEqual(['title']);
    expect(findControlCharacter(schema, { tags: ['a\rb'] })).toEqual(['tags', 0]);
    expect(findControlCharacter(schema, { choice: { a: lines } })).toEqual(['choice', 'a']);
  });

  it('leaves ordinary text alone, Chinese and emoji included', () => {
    const text = { title: '国庆节放假安排 🎉', content: 'ok', tags: ['%_\\'] };
    expect(findControlCharacter(schema, text)).toBeNull();
  });
});

describe('a control character in request input', () => {
  const english = { 'accept-language': 'en' };

  async function signedInApp() {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app);
    return { app, userId, headers: { authorization, ...english } };
  }

  const expectRefused = (
    response: Awaited<ReturnType<FastifyInstance['inject']>>,
    field: string,
  ) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 1,
      msg: `Invalid value for field ${field}`,
      data: null,
    });
  };

  it('in a search keyword is refused, not cut short (SQLite) nor a 500 (PostgreSQL)', async () => {
    const { app, headers } = await signedInApp();
    const keyword = encodeURIComponent('放假\u0000no such text');
    for (const url of [
      `/api/uniHome/notices/list?keyword=${keyword}`,
      `/api/coreSystem/todoAll?keyword=${keyword}`,
    ]) {
      expectRefused(await app.inject({ url, headers }), 'keyword');
    }
    const search = await app.inject({
      method: 'POST',
      url: '/api/upms/app/query/user/details',
      headers,
      payload: { userStatus: 1, keyword: 'zhang\u0000san' },
    });
    expectRefused(search, 'keyword');
  });

  it('in a form body is refused naming the field, before any password is checked', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
        ...english,
      },
      payload: 'grant_type=password&username=zhang%00san&password=Portal%402026',
    });
    expectRefused(response, 'username');
  });

  it('in a JSON body is refused naming the field, and nothing is written', async () => {
    const { app, userId, headers } = await signedInApp();
    const calendar = await app.db
      .selectFrom('calendar_books')
      .select('id')
      .where('owner_id', '=', userId)
      .where('default_for', 'is not', null)
      .executeTakeFirstOrThrow();
    const schedule = {
      calendarId: calendar.id,
      title: 'Review',
      startTime: '2031-03-03T09:00:00+08:00',
      endTime: '2031-03-03T10:00:00+08:00',
    };
    const create = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/fftask/pcSchedule/creatorSchedule',
        headers,
        payload: body,
      });
    expectRefused(await create({ ...schedule, title: 'Re\u0000view' }), 'title');
    expectRefused(await create({ ...schedule, title: 'Re\nview' }), 'title');
    expectRefused(await create({ ...schedule, location: 'Room\u001b[31m 5' }), 'location');
    expectRefused(await create({ ...schedule, content: 'agenda\u0000' }), 'content');
    const rows = await app.db
      .selectFrom('schedules')
      .select('id')
      .where('title', 'like', 'Re%view')
      .execute();
    expect(rows).toEqual([]);

    const created = await create({ ...schedule, content: 'Agenda:\r\n\t1. figures\n\t2. risks' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.content).toBe('Agenda:\r\n\t1. figures\n\t2. risks');
  });

  it('in a JSON list body names the position', async () => {
    const { app, headers } = await signedInApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/crm/new/cusPool/role',
      headers,
      payload: ['R1001', 'R10\u000002'],
    });
    expectRefused(response, '1');
  });

  it('in a path parameter is refused naming it', async () => {
    const app = await buildTestApp();
    app.get(
      '/api/test/items/:name',
      { schema: { params: z.object({ name: z.string().max(20) }) } },
      async (request) => request.params,
    );
    const refused = await app.inject({ url: '/api/test/items/a%00b', headers: english });
    expectRefused(refused, 'name');
    expect((await app.inject({ url: '/api/test/items/a%20b' })).json()).toEqual({ name: 'a b' });
  });
});

import {
  subAppErrorGroupsAnswerSchema,
  subAppHistoryAnswerSchema,
  type SubAppReport,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';

const crmError = (build: string, row: number): SubAppReport => ({
  app: 'sub-newcrm',
  route: 'newcrm',
  kind: 'error',
  message: `TypeError: Cannot read properties of undefined (reading 'id') at row ${row}`,
  stack: `TypeError: x\n    at renderRow (https://h/sub-newcrm/assets/index-${build}.js:9:${row})`,
  at: Date.now(),
});

const crmReport = (extra: Partial<SubAppReport> & Pick<SubAppReport, 'kind'>): SubAppReport => ({
  app: 'sub-newcrm',
  route: 'newcrm',
  at: Date.now(),
  ...extra,
});

/** Signs in afresh (the clock moves hours) and reports as the user's shell would. */
async function report(app: FastifyInstance, username: string, reports: SubAppReport[]) {
  const { authorization } = await signIn(app, username);
  const response = await app.inject({
    method: 'POST',
    url: '/api/operations/subAppReports',
    headers: { authorization },
    payload: { reports },
  });
  expect(response.statusCode).toBe(200);
}

async function read(app: FastifyInstance, url: string, username = 'sysadmin') {
  const { authorization } = await signIn(app, username);
  return app.inject({ url, headers: { authorization, 'accept-language': 'en' } });
}

describe('GET /api/operations/subAppHistory', () => {
  it("answers every UTC hour of an app's week with its counts, and the week's users once", async () => {
    const clock = createTestClock(new Date('2026-03-02T08:20:00.000Z'));
    const app = await buildTestApp({}, { clock });
    await report(app, 'zhangsan', [
      crmReport({ kind: 'mount', durationMs: 200 }),
      crmReport({ kind: 'error', message: 'a', count: 3 }),
    ]);
    await report(app, 'lisi', [crmReport({ kind: 'failure' })]);
    // Another app's reports are not this one's.
    await report(app, 'lisi', [
      { ...crmReport({ kind: 'crash' }), app: 'sub-credit', route: 'credit' },
    ]);
    clock.advanceSeconds(2 * 3600);
    await report(app, 'zhangsan', [
      crmReport({ kind: 'timeout' }),
      crmReport({ kind: 'crash', message: 'b' }),
      crmReport({ kind: 'mount', durationMs: 100, count: 2 }),
    ]);

    const response = await read(app, '/api/operations/subAppHistory?route=newcrm');
    expect(response.statusCode).toBe(200);
    const history = subAppHistoryAnswerSchema.parse(response.json().data);
    expect(history.hours).toHaveLength(7 * 24);
    expect(history.hours[0]?.hour).toBe('2026-02-23T11:00:00.000Z');
    expect(history.hours.at(-1)?.hour).toBe('2026-03-02T10:00:00.000Z');
    const zero = { mounts: 0, failures: 0, timeouts: 0, errors: 0, crashes: 0, usersAffected: 0 };
    const byHour = new Map(history.hours.map(({ hour, ...tally }) => [hour, tally]));
    expect(byHour.get('2026-03-02T08:00:00.000Z')).toEqual({
      ...zero,
      mounts: 1,
      errors: 3,
      failures: 1,
      usersAffected: 2,
    });
    expect(byHour.get('2026-03-02T09:00:00.000Z')).toEqual(zero);
    expect(byHour.get('2026-03-02T10:00:00.000Z')).toEqual({
      ...zero,
      mounts: 2,
      timeouts: 1,
      crashes: 1,
      usersAffected: 1,
    });
    expect(history.totals).toEqual({
      mounts: 3,
      failures: 1,
      timeouts: 1,
      errors: 3,
      crashes: 1,
      usersAffected: 2,
    });

    // A day's stretch leaves the reports of the day before out.
    clock.advanceSeconds(23 * 3600);
    const day = subAppHistoryAnswerSchema.parse(
      (await read(app, '/api/operations/subAppHistory?route=newcrm&days=1')).json().data,
    );
    expect(day.hours).toHaveLength(24);
    expect(day.totals).toMatchObject({ mounts: 2, timeouts: 1, errors: 0, usersAffected: 1 });
  });
});

describe('GET /api/operations/subAppErrorGroups', () => {
  it("groups an app's errors and crashes by message and top frame across builds, newest seen first", async () => {
    const clock = createTestClock(new Date('2026-03-02T08:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    await report(app, 'zhangsan', [
      crmError('BEsfIa0m', 17),
      { ...crmError('BEsfIa0m', 4), count: 40 },
      crmReport({ kind: 'error', message: 'ReferenceError: chart is not defined' }),
    ]);
    clock.advanceSeconds(3600);
    // The next build, another user, and a crash of the same fault.
    await report(app, 'lisi', [
      crmError('C7x_k2Qd', 90),
      { ...crmError('C7x_k2Qd', 91), kind: 'crash' },
      crmReport({ kind: 'failure', message: 'not an error' }),
    ]);

    const response = await read(app, '/api/operations/subAppErrorGroups?route=newcrm&days=7');
    expect(response.statusCode).toBe(200);
    const answer = subAppErrorGroupsAnswerSchema.parse(response.json().data);
    expect(answer.total).toBe(2);
    expect(answer.groups).toEqual([
      {
        fingerprint: expect.stringMatching(/^[\da-f]{32}$/),
        message: "TypeError: Cannot read properties of undefined (reading 'id') at row 91",
        topFrame: 'renderRow (index.js)',
        stack: expect.stringContaining('index-C7x_k2Qd.js'),
        // No map for its script: the frames as sent.
        frames: [
          {
            functionName: 'renderRow',
            file: 'https://h/sub-newcrm/assets/index-C7x_k2Qd.js',
            line: 9,
            column: 91,
            isMapped: false,
          },
        ],
        firstSeen: '2026-03-02T08:00:00.000Z',
        lastSeen: '2026-03-02T09:00:00.000Z',
        count: 43,
        users: 2,
        kinds: ['error', 'crash'],
      },
      expect.objectContaining({
        message: 'ReferenceError: chart is not defined',
        topFrame: null,
        count: 1,
        users: 1,
        kinds: ['error'],
      }),
    ]);

    const newest = subAppErrorGroupsAnswerSchema.parse(
      (await read(app, '/api/operations/subAppErrorGroups?route=newcrm&limit=1')).json().data,
    );
    expect(newest.groups.map(({ count }) => count)).toEqual([43]);
    expect(newest.total).toBe(2);
  });
});

describe('the history and the error groups', () => {
  it('are for system administrators only', async () => {
    const app = await buildTestApp();
    for (const path of ['subAppHistory', 'subAppErrorGroups']) {
      const response = await read(app, `/api/operations/${path}?route=newcrm`, 'zhangsan');
      expect(response.statusCode, path).toBe(403);
    }
  });

  it("refuse a bad query in the caller's language, and a route not registered", async () => {
    const app = await buildTestApp();
    for (const path of ['subAppHistory', 'subAppErrorGroups']) {
      for (const query of ['', 'route=../etc', 'route=newcrm&days=8', 'route=newcrm&days=0']) {
        const response = await read(app, `/api/operations/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 1,
          msg: expect.stringMatching(/route|days/),
        });
      }
      const unknown = await read(app, `/api/operations/${path}?route=nowhere`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().msg).toBe('No such route');
    }
    const { authorization } = await signIn(app, 'sysadmin');
    const inChinese = await app.inject({
      url: '/api/operations/subAppHistory?route=newcrm&days=30',
      headers: { authorization },
    });
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
    const tooMany = await read(app, '/api/operations/subAppErrorGroups?route=newcrm&limit=101');
    expect(tooMany.statusCode).toBe(400);
  });
});

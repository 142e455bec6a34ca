import { subAppTimingsAnswerSchema, type SubAppReport } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';
import { samplesPerUserAppMinute } from './keep-sub-app-timings';

type Sample = Pick<SubAppReport, 'kind'> & Partial<SubAppReport>;

const sample = ({ kind, ...rest }: Sample): SubAppReport => ({
  app: 'sub-newcrm',
  route: 'newcrm',
  at: Date.now(),
  kind,
  ...rest,
});

async function send(app: FastifyInstance, { authorization }: SignedIn, samples: Sample[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/operations/subAppReports',
    headers: { authorization },
    payload: { reports: samples.map(sample) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { kept: number; folded: number; samples: number };
}

async function timings(app: FastifyInstance, query = 'days=7') {
  const { authorization } = await signIn(app, 'sysadmin');
  const response = await app.inject({
    url: `/api/operations/subAppTimings?${query}`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return subAppTimingsAnswerSchema.parse(response.json().data);
}

const pinned = JSON.stringify({
  manifestVersion: 1,
  release: '2.4.1',
  files: { 'index.html': `sha256-${'A'.repeat(43)}=` },
});

describe('GET /api/operations/subAppTimings', () => {
  it('answers the 75th percentile and count of each measure per app and release, worst first', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const lisi = await signIn(app, 'lisi');
    const answer = await send(app, zhangsan, [
      ...[40, 10, 30, 20].map((durationMs) => ({ kind: 'mount' as const, durationMs })),
      { kind: 'reshow', durationMs: 12 },
      { kind: 'lcp', durationMs: 900 },
      { kind: 'inp', durationMs: 80 },
      { kind: 'cls', layoutShift: 0.02 },
      { kind: 'error', message: 'TypeError' },
      { kind: 'lcp' },
    ]);
    expect(answer).toEqual({ kept: 5, folded: 0, samples: 8 });
    await send(app, lisi, [
      { kind: 'lcp', durationMs: 3_000, app: 'sub-credit', route: 'credit' },
      { kind: 'mount', durationMs: 5, app: 'sub-nowhere', route: 'nowhere' },
    ]);

    // A release pinned since: its samples are another row's.
    await app.db
      .updateTable('sub_apps')
      .set({ pinned, updated_at: new Date().toISOString() })
      .where('route', '=', 'newcrm')
      .execute();
    await send(app, lisi, [
      { kind: 'reshow', durationMs: 40 },
      { kind: 'inp', durationMs: 260 },
      { kind: 'cls', layoutShift: 0.3 },
    ]);

    const { timings: rows } = await timings(app);
    expect(rows.map(({ app: name, release }) => [name, release])).toEqual([
      ['sub-newcrm', '2.4.1'],
      ['sub-credit', expect.any(String)],
      ['sub-newcrm', expect.stringMatching(/^\d{4}-\d\d-\d\dT/)],
    ]);
    const [pinnedRow, credit, unpinned] = rows;
    expect(pinnedRow).toMatchObject({
      isPinned: true,
      firstMount: { p75: null, count: 0 },
      reshow: { p75: 40, count: 1 },
      inp: { p75: 260, count: 1 },
      cls: { p75: 0.3, count: 1 },
      worstOverBudget: expect.closeTo(3),
    });
    expect(credit).toMatchObject({
      route: 'credit',
      title: { 'zh-CN': expect.any(String), en: expect.any(String) },
      lcp: { p75: 3_000, count: 1 },
      worstOverBudget: 1.2,
    });
    expect(unpinned).toMatchObject({
      route: 'newcrm',
      isPinned: false,
      firstMount: { p75: 30, count: 4 },
      reshow: { p75: 12, count: 1 },
      lcp: { p75: 900, count: 1 },
      inp: { p75: 80, count: 1 },
      cls: { p75: 0.02, count: 1 },
      worstOverBudget: 0.75,
    });
  });

  it('takes the nearest rank: the smallest sample with three quarters at or below it', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await send(
      app,
      zhangsan,
      [5, 1, 4, 2, 3].map((durationMs) => ({ kind: 'inp' as const, durationMs })),
    );
    const lisi = await signIn(app, 'lisi');
    await send(app, lisi, [{ kind: 'inp', durationMs: 6 }]);
    const [row] = (await timings(app)).timings;
    expect(row?.inp).toEqual({ p75: 5, count: 6 });
  });

  it("keeps a user's share of samples of an app a minute, and counts only the days asked for", async () => {
    const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    const zhangsan = await signIn(app);
    const many = Array.from({ length: 50 }, () => ({ kind: 'reshow' as const, durationMs: 3 }));
    expect((await send(app, zhangsan, many)).samples).toBe(50);
    expect((await send(app, zhangsan, many)).samples).toBe(samplesPerUserAppMinute - 50);
    clock.advanceSeconds(60);
    expect((await send(app, zhangsan, many.slice(0, 1))).samples).toBe(1);
    expect((await timings(app)).timings[0]?.reshow.count).toBe(samplesPerUserAppMinute + 1);

    clock.advanceSeconds(2 * 86_400);
    expect((await timings(app, 'days=1')).timings).toEqual([]);
    expect((await timings(app, 'days=3')).timings).toHaveLength(1);
  });

  it('leaves re-shows and page vitals out of the health of the app', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await send(app, zhangsan, [
      { kind: 'reshow', durationMs: 3 },
      { kind: 'cls', layoutShift: 0.5 },
    ]);
    const { authorization } = await signIn(app, 'sysadmin');
    const health = await app.inject({
      url: '/api/operations/subAppHealth?since=2000-01-01T00:00:00.000Z',
      headers: { authorization },
    });
    const newcrm = health
      .json()
      .data.apps.find(({ route }: { route: string }) => route === 'newcrm');
    expect(newcrm).toMatchObject({ mounts: 0, errors: 0, users: 0, lastProblems: [] });
  });

  it('is for system administrators only', async () => {
    const app = await buildTestApp();
    for (const username of ['zhangsan', 'auditor', 'secadmin']) {
      const { authorization } = await signIn(app, username);
      const response = await app.inject({
        url: '/api/operations/subAppTimings',
        headers: { authorization, 'accept-language': 'en' },
      });
      expect(response.statusCode, username).toBe(403);
      expect(response.json().msg).toBe('Only a system administrator may use this');
    }
    const anonymous = await app.inject({ url: '/api/operations/subAppTimings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a bad query in the caller's language", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'sysadmin');
    for (const query of ['days=0', 'days=31', 'days=week', 'days=1.5']) {
      const response = await app.inject({
        url: `/api/operations/subAppTimings?${query}`,
        headers: { authorization, 'accept-language': 'en' },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 1, msg: expect.stringMatching(/days/) });
    }
    const inChinese = await app.inject({
      url: '/api/operations/subAppTimings?days=0',
      headers: { authorization },
    });
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a sample out of bounds', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    for (const bad of [
      { kind: 'lcp', durationMs: -1 },
      { kind: 'inp', durationMs: 1.5 },
      { kind: 'cls', layoutShift: -0.1 },
      { kind: 'cls', layoutShift: 'a lot' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/operations/subAppReports',
        headers: { authorization },
        payload: { reports: [{ ...sample({ kind: 'lcp' }), ...bad }] },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

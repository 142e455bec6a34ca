import { subAppHealthAnswerSchema, type SubAppReport } from '@portal/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const since = '2000-01-01T00:00:00.000Z';

function report(extra: Partial<SubAppReport> & Pick<SubAppReport, 'kind'>): SubAppReport {
  return { app: 'sub-newcrm', route: 'newcrm', at: Date.now(), ...extra };
}

function send(app: FastifyInstance, { authorization }: SignedIn, reports: SubAppReport[]) {
  return app.inject({
    method: 'POST',
    url: '/api/operations/subAppReports',
    headers: { authorization, 'user-agent': chrome },
    payload: { reports },
  });
}

async function health(app: FastifyInstance, { authorization }: SignedIn) {
  const response = await app.inject({
    url: `/api/operations/subAppHealth?since=${since}`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return subAppHealthAnswerSchema.parse(response.json().data);
}

describe('sub-application health', () => {
  it("counts each app's mounts, failures and errors, with its first-mount times and newest problems", async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const zhangsan = await signIn(app);
    const durations = [100, 200, 300, 400, 1000];
    const mounts = durations.map((durationMs) => report({ kind: 'mount', durationMs }));
    const sent = await send(app, zhangsan, [
      ...mounts,
      report({ kind: 'error', message: 'TypeError: x is undefined', stack: 'at list.vue:12' }),
      report({ kind: 'timeout', app: 'sub-credit', route: 'credit' }),
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ kept: 7 });

    const answer = await health(app, await signIn(app, 'sysadmin'));
    expect(answer.apps).toHaveLength(30);
    const crm = answer.apps.find((each) => each.route === 'newcrm');
    expect(crm).toMatchObject({
      name: 'sub-newcrm',
      mounts: 5,
      failures: 0,
      timeouts: 0,
      errors: 1,
      failureRate: 0,
      firstMountP50Ms: 300,
      firstMountP95Ms: 1000,
      isFailing: false,
      check: { state: 'ok', status: 200 },
    });
    expect(crm?.lastProblems).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'TypeError: x is undefined',
        stack: 'at list.vue:12',
        browser: 'Chrome 142 · Windows 10',
      }),
    ]);
    const credit = answer.apps.find((each) => each.route === 'credit');
    expect(credit).toMatchObject({ timeouts: 1, failureRate: 1, isFailing: true });
    // No app yet, nothing to check.
    expect(answer.apps.find((each) => each.route === 'newcredit')?.check.state).toBe('unchecked');
  });

  it('shows an app whose url answers an error as failing', async () => {
    const failing = createServer((_request, response) => response.writeHead(500).end());
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void failing.close());
    const { port } = failing.address() as AddressInfo;
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    await app.db
      .updateTable('sub_apps')
      .set({ url: `http://127.0.0.1:${port}/other/` })
      .where('route', '=', 'other')
      .execute();
    const other = (await health(app, await signIn(app, 'sysadmin'))).apps.find(
      (each) => each.route === 'other',
    );
    expect(other).toMatchObject({ isFailing: true, check: { state: 'failing', status: 500 } });
  });

  it('is for system administrators only; any signed-in shell reports', async () => {
    const app = await buildTestApp();
    for (const username of ['zhangsan', 'auditor', 'secadmin']) {
      const { authorization } = await signIn(app, username);
      const response = await app.inject({
        url: `/api/operations/subAppHealth?since=${since}`,
        headers: { authorization, 'accept-language': 'en' },
      });
      expect(response.statusCode, username).toBe(403);
      expect(response.json().msg).toBe('Only a system administrator may use this');
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/operations/subAppReports',
      payload: { reports: [report({ kind: 'mount', durationMs: 1 })] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps at most a minute’s share of one user’s reports, and refuses bad ones', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const batch = Array.from({ length: 50 }, () => report({ kind: 'error', message: 'loop' }));
    const kept = [];
    for (let round = 0; round < 3; round += 1)
      kept.push((await send(app, zhangsan, batch)).json().data.kept);
    expect(kept).toEqual([50, 50, 20]);

    for (const bad of [
      [report({ kind: 'mount', route: '../etc' })],
      [{ ...report({ kind: 'error' }), kind: 'crash' }],
      [],
    ]) {
      const response = await send(app, zhangsan, bad as SubAppReport[]);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('feedback for operations', () => {
  const image = 'data:image/png;base64,iVBORw0KGgo=';

  it('lists what users sent, newest first, and marks it handled once', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    for (const comment of ['第一条', '第二条']) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/feedback/submit',
        headers: { authorization: zhangsan.authorization, 'user-agent': chrome },
        payload: { comment, image, page: 'http://x/main/wel/index', subApp: null, logEntries: [] },
      });
      expect(sent.statusCode).toBe(200);
    }
    const admin = await signIn(app, 'sysadmin');
    const list = async (query = '') =>
      (
        await app.inject({
          url: `/api/operations/feedback${query}`,
          headers: { authorization: admin.authorization },
        })
      ).json().data;

    const open = await list();
    expect(open.unhandled).toBe(2);
    expect(open.items.map((item: { comment: string }) => item.comment)).toEqual([
      '第二条',
      '第一条',
    ]);
    expect(open.items[0]).toMatchObject({ username: 'zhangsan', image, handledAt: null });

    const mark = (id: number) =>
      app.inject({
        method: 'POST',
        url: '/api/operations/feedback/handled',
        headers: { authorization: admin.authorization },
        payload: { id },
      });
    expect((await mark(open.items[0].id)).statusCode).toBe(200);
    expect((await mark(open.items[0].id)).statusCode).toBe(200);
    expect((await mark(999_999)).statusCode).toBe(404);
    const audited = await app.db
      .selectFrom('audit_events')
      .select(['object_id', 'user_id'])
      .where('event', '=', 'feedback.handled')
      .execute();
    expect(audited).toEqual([{ object_id: String(open.items[0].id), user_id: admin.userId }]);

    expect((await list()).items).toHaveLength(1);
    const all = await list('?includeHandled=true');
    expect(all.unhandled).toBe(1);
    expect(all.items[0]).toMatchObject({ handledBy: expect.any(String) });
    expect(all.items[0].handledAt).not.toBeNull();
  });
});

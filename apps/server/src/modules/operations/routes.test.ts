import { subAppHealthAnswerSchema, type SubAppHealth, type SubAppReport } from '@portal/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { createTestClock } from '../../testing/test-clock';
import { rowsPerUserAppMinute } from './keep-sub-app-reports';

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

/** Sends the reports in batches of the most a request takes; answers what each kept. */
async function sendAll(app: FastifyInstance, user: SignedIn, reports: SubAppReport[]) {
  const answers = [];
  for (let start = 0; start < reports.length; start += 50) {
    const response = await send(app, user, reports.slice(start, start + 50));
    expect(response.statusCode).toBe(200);
    answers.push(response.json().data as { kept: number; folded: number });
  }
  return answers;
}

async function health(app: FastifyInstance) {
  const { authorization } = await signIn(app, 'sysadmin');
  const response = await app.inject({
    url: `/api/operations/subAppHealth?since=${since}`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return subAppHealthAnswerSchema.parse(response.json().data);
}

const appAt = (answer: { apps: SubAppHealth[] }, route: string) =>
  answer.apps.find((each) => each.route === route);

const failure = (route: string, name: string) =>
  report({ kind: 'failure', app: name, route, message: 'chunk failed' });

describe('POST /api/operations/subAppReports and GET /api/operations/subAppHealth', () => {
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
    expect(sent.json().data).toEqual({ kept: 7, folded: 0, samples: 5 });

    const answer = await health(app);
    expect(answer.apps).toHaveLength(30);
    expect(appAt(answer, 'newcrm')).toMatchObject({
      name: 'sub-newcrm',
      mounts: 5,
      failures: 0,
      timeouts: 0,
      errors: 1,
      crashes: 0,
      users: 1,
      usersAffected: 0,
      usersWithErrors: 1,
      failureRate: 0,
      firstMountP50Ms: 300,
      firstMountP95Ms: 1000,
      status: 'ok',
      check: { state: 'ok', status: 200 },
    });
    expect(appAt(answer, 'newcrm')?.lastProblems).toEqual([
      expect.objectContaining({
        kind: 'error',
        count: 1,
        reporter: 'zhangsan',
        message: 'TypeError: x is undefined',
        stack: 'at list.vue:12',
        browser: 'Chrome 142 · Windows 10',
      }),
    ]);
    expect(appAt(answer, 'credit')).toMatchObject({
      timeouts: 1,
      failureRate: 1,
      usersAffected: 1,
      status: 'unconfirmed',
    });
    // No app yet, nothing to check.
    expect(appAt(answer, 'newcredit')?.check.state).toBe('unchecked');
  });

  it('counts 200 errors sent as one report of 200 as 200', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const zhangsan = await signIn(app);

    await sendAll(app, zhangsan, [report({ kind: 'error', message: 'burst 1', count: 200 })]);

    const crm = appAt(await health(app), 'newcrm');
    expect(crm).toMatchObject({ errors: 200, usersWithErrors: 1, status: 'ok' });
    expect(crm?.lastProblems).toEqual([expect.objectContaining({ count: 200 })]);
  });

  it("shows an app crashed when a user's shell showed its error view, until it mounts again", async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const zhangsan = await signIn(app);
    await sendAll(app, zhangsan, [
      report({ kind: 'mount', durationMs: 300 }),
      report({ kind: 'crash', message: 'Cannot read properties of undefined' }),
    ]);

    expect(appAt(await health(app), 'newcrm')).toMatchObject({
      crashes: 1,
      usersAffected: 1,
      usersCrashed: 1,
      status: 'crashed',
      lastProblems: [expect.objectContaining({ kind: 'crash' })],
    });

    await sendAll(app, zhangsan, [report({ kind: 'mount', durationMs: 200 })]);
    expect(appAt(await health(app), 'newcrm')).toMatchObject({ crashes: 1, status: 'ok' });
  });

  it('makes an app no redder for 500 reports of one user than for one, counts them all, and counts another user', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() }, { clock });
    const [zhangsan, lisi] = [await signIn(app), await signIn(app, 'lisi')];

    await sendAll(app, zhangsan, [failure('newcrm', 'sub-newcrm')]);
    const flood = Array.from({ length: 500 }, () => failure('credit', 'sub-credit'));
    const answers = await sendAll(app, zhangsan, flood);

    // A share of rows in the minute, the rest counted into them: none dropped.
    expect(answers.reduce((sum, { kept }) => sum + kept, 0)).toBe(rowsPerUserAppMinute);
    expect(answers.reduce((sum, { folded }) => sum + folded, 0)).toBe(500 - rowsPerUserAppMinute);
    const flooded = await health(app);
    const [credit, crm] = [appAt(flooded, 'credit'), appAt(flooded, 'newcrm')];
    expect(credit).toMatchObject({ failures: 500, users: 1, usersAffected: 1 });
    expect(credit?.status).toBe(crm?.status);
    expect(credit?.status).toBe('unconfirmed');
    expect(credit?.failureRate).toBe(crm?.failureRate);

    // A second user's one report counts as much, and the flood hides it from nobody.
    await sendAll(app, lisi, [{ ...failure('credit', 'sub-credit'), message: 'lisi saw it' }]);
    const confirmed = appAt(await health(app), 'credit');
    expect(confirmed).toMatchObject({ failures: 501, users: 2, usersAffected: 2 });
    expect(confirmed?.status).toBe('failing');
    expect(confirmed?.lastProblems.map(({ reporter }) => reporter).slice(0, 2)).toEqual([
      'lisi',
      'zhangsan',
    ]);
  });

  it('keeps rows again the next minute, and bounds what one row counts', async () => {
    const clock = createTestClock(new Date('2026-03-02T08:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    const zhangsan = await signIn(app);
    const errors = Array.from({ length: rowsPerUserAppMinute + 10 }, () =>
      report({ kind: 'error', message: 'loop', count: 100_000 }),
    );
    expect(await sendAll(app, zhangsan, errors)).toEqual([
      { kept: rowsPerUserAppMinute, folded: 10, samples: 0 },
    ]);
    clock.advanceSeconds(60);
    expect(await sendAll(app, zhangsan, [report({ kind: 'error', message: 'later' })])).toEqual([
      { kept: 1, folded: 0, samples: 0 },
    ]);
    const crm = appAt(await health(app), 'newcrm');
    // Thirty rows of 100 000, one of a million at most (the ten folded in), and one more.
    expect(crm?.errors).toBe((rowsPerUserAppMinute - 1) * 100_000 + 1_000_000 + 1);
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
    expect(appAt(await health(app), 'other')).toMatchObject({
      status: 'failing',
      check: { state: 'failing', status: 500 },
    });
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

  it('refuses bad reports', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    for (const bad of [
      [report({ kind: 'mount', route: '../etc' })],
      [{ ...report({ kind: 'error' }), kind: 'meltdown' }],
      [report({ kind: 'error', count: 0 })],
      [report({ kind: 'error', count: 100_001 })],
      Array.from({ length: 51 }, () => report({ kind: 'error' })),
      [],
    ]) {
      const response = await send(app, zhangsan, bad as SubAppReport[]);
      expect(response.statusCode).toBe(400);
    }
  });
});

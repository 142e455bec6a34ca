import { alertRulesAnswerSchema, type SubAppReport } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { createTestClock, type TestClock } from '../../testing/test-clock';

type Alert = {
  status: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  startsAt: string;
  endsAt: string;
};
type Payload = { version: string; status: string; alerts: Alert[] };
type Received = { answered: number; contentType: string | undefined; payload: Payload };

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** A webhook receiver on 127.0.0.1: answers `answers` in turn (then 200), keeping every post. */
async function webhookReceiver(answers: number[] = []) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const answered = answers[received.length] ?? 200;
      received.push({
        answered,
        contentType: request.headers['content-type'],
        payload: JSON.parse(body) as Payload,
      });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/portal?token=s3cret`, received, server };
}

/** The demo on a clock of its own, a day ahead, so that its registry's entries predate it all. */
async function alertingApp(): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = createTestClock(new Date(Date.now() + 86_400_000));
  const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() }, { clock });
  return { app, clock };
}

async function addRule(app: FastifyInstance, rule: Record<string, unknown>) {
  const { authorization } = await signIn(app, 'sysadmin');
  const response = await app.inject({
    method: 'POST',
    url: '/api/operations/alertRules',
    headers: { authorization },
    payload: rule,
  });
  expect(response.statusCode).toBe(200);
}

async function rules(app: FastifyInstance) {
  const { authorization } = await signIn(app, 'sysadmin');
  const response = await app.inject({
    url: '/api/operations/alertRules',
    headers: { authorization },
  });
  return alertRulesAnswerSchema.parse(response.json().data).rules;
}

async function report(app: FastifyInstance, user: SignedIn, reports: Partial<SubAppReport>[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/operations/subAppReports',
    headers: { authorization: user.authorization },
    payload: {
      reports: reports.map((each) => ({
        app: 'sub-newcrm',
        route: 'newcrm',
        kind: 'failure',
        at: Date.now(),
        ...each,
      })),
    },
  });
  expect(response.statusCode).toBe(200);
}

/** Moves the clock on and runs the alert job, as the instance whose turn it is would. */
async function runAfter(app: FastifyInstance, clock: TestClock, seconds: number) {
  clock.advanceSeconds(seconds);
  expect(await app.alerts.runIfDue()).not.toBeNull();
}

const statuses = (received: Received[]) =>
  received.map(({ answered, payload }) => `${payload.status} ${answered}`);

describe('the alert rule "app failing for N minutes"', () => {
  it('posts one alert once the app has failed for the minutes, and a resolution when it recovers', async () => {
    const { app, clock } = await alertingApp();
    const receiver = await webhookReceiver();
    await addRule(app, {
      kind: 'app-failing',
      route: 'newcrm',
      minutes: 2,
      webhookUrl: receiver.url,
    });
    const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
    await report(app, zhangsan, [{ kind: 'failure' }]);
    await report(app, lisi, [{ kind: 'timeout' }]);

    await runAfter(app, clock, 0);
    await runAfter(app, clock, 60);
    expect(receiver.received).toEqual([]);
    await runAfter(app, clock, 60);

    expect(statuses(receiver.received)).toEqual(['firing 200']);
    const [firing] = receiver.received;
    expect(firing?.contentType).toBe('application/json');
    expect(firing?.payload).toMatchObject({ version: '4', status: 'firing' });
    expect(firing?.payload.alerts[0]).toMatchObject({
      status: 'firing',
      labels: { alertname: 'SubAppFailing', app: 'sub-newcrm', route: 'newcrm' },
      annotations: {
        summary: expect.stringContaining('已持续异常 2 分钟') as unknown,
        summary_en: expect.stringContaining('has been failing for 2 minutes') as unknown,
        state: 'failing',
        users_affected: '2',
      },
      endsAt: '0001-01-01T00:00:00Z',
    });

    // Still failing: the same incident, no second alert.
    await runAfter(app, clock, 30);
    await runAfter(app, clock, 30);
    expect(receiver.received).toHaveLength(1);

    await report(app, zhangsan, [{ kind: 'mount', durationMs: 300 }]);
    await report(app, lisi, [{ kind: 'mount', durationMs: 300 }]);
    await runAfter(app, clock, 15);

    expect(statuses(receiver.received)).toEqual(['firing 200', 'resolved 200']);
    const resolved = receiver.received[1]?.payload.alerts[0];
    expect(resolved).toMatchObject({
      status: 'resolved',
      startsAt: firing?.payload.alerts[0]?.startsAt,
      annotations: { summary: expect.stringContaining('已恢复') as unknown, state: 'ok' },
    });
    expect(resolved?.endsAt).toBe(clock.now().toISOString());
    await runAfter(app, clock, 15);
    expect(receiver.received).toHaveLength(2);
    expect((await rules(app))[0]).toMatchObject({
      openIncidents: 0,
      lastDelivery: { status: 'resolved', outcome: 'delivered', attempts: 1, httpStatus: 200 },
    });
  });

  it('alerts nothing for an app that recovers before the minutes are up', async () => {
    const { app, clock } = await alertingApp();
    const receiver = await webhookReceiver();
    await addRule(app, { kind: 'app-failing', route: null, minutes: 5, webhookUrl: receiver.url });
    const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
    await report(app, zhangsan, [{ kind: 'failure' }]);
    await report(app, lisi, [{ kind: 'failure' }]);
    await runAfter(app, clock, 0);
    await report(app, zhangsan, [{ kind: 'mount', durationMs: 200 }]);
    await runAfter(app, clock, 60);
    await runAfter(app, clock, 300);

    expect(receiver.received).toEqual([]);
    expect(await app.db.selectFrom('alert_incidents').selectAll().execute()).toEqual([]);
  });

  it('tries a post the receiver did not take again with backoff, and sends the resolution after it', async () => {
    const { app, clock } = await alertingApp();
    const receiver = await webhookReceiver([500, 503]);
    await addRule(app, {
      kind: 'app-failing',
      route: 'newcrm',
      minutes: 1,
      webhookUrl: receiver.url,
    });
    const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
    await report(app, zhangsan, [{ kind: 'failure' }]);
    await report(app, lisi, [{ kind: 'failure' }]);
    await runAfter(app, clock, 0);
    await runAfter(app, clock, 60);
    expect(statuses(receiver.received)).toEqual(['firing 500']);
    expect(await app.db.selectFrom('alert_deliveries').selectAll().execute()).toEqual([
      expect.objectContaining({
        status: 'firing',
        attempts: 1,
        last_status: 500,
        last_error: 'HTTP 500',
        delivered_at: null,
        next_attempt_at: new Date(clock.now().getTime() + 30_000).toISOString(),
      }),
    ]);
    expect((await rules(app))[0]?.lastDelivery).toMatchObject({
      outcome: 'retrying',
      httpStatus: 500,
    });

    await runAfter(app, clock, 15);
    expect(receiver.received).toHaveLength(1);
    await runAfter(app, clock, 15);
    expect(statuses(receiver.received)).toEqual(['firing 500', 'firing 503']);

    // It recovers while its alert waits: the resolution goes after the alert, never before.
    await report(app, zhangsan, [{ kind: 'mount', durationMs: 200 }]);
    await report(app, lisi, [{ kind: 'mount', durationMs: 200 }]);
    await runAfter(app, clock, 15);
    expect(receiver.received).toHaveLength(2);
    await runAfter(app, clock, 45);

    expect(statuses(receiver.received)).toEqual([
      'firing 500',
      'firing 503',
      'firing 200',
      'resolved 200',
    ]);
    const deliveries = await app.db
      .selectFrom('alert_deliveries')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(
      deliveries.map(({ status, attempts, last_status }) => [status, attempts, last_status]),
    ).toEqual([
      ['firing', 3, 200],
      ['resolved', 1, 200],
    ]);
  });

  it('takes reports while the webhook does not answer, the post waiting in the background', async () => {
    const { app, clock } = await alertingApp();
    const receiver = await webhookReceiver();
    const held: (() => void)[] = [];
    receiver.server.removeAllListeners('request');
    receiver.server.on('request', (_request, response) => held.push(() => response.destroy()));
    await addRule(app, {
      kind: 'app-failing',
      route: 'newcrm',
      minutes: 1,
      webhookUrl: receiver.url,
    });
    const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
    await report(app, zhangsan, [{ kind: 'failure' }]);
    await report(app, lisi, [{ kind: 'failure' }]);
    await runAfter(app, clock, 0);

    clock.advanceSeconds(60);
    const run = app.alerts.runIfDue();
    await expect.poll(() => held.length).toBe(1);
    const started = performance.now();
    await report(app, zhangsan, [{ kind: 'error', message: 'still reported' }]);
    expect(performance.now() - started).toBeLessThan(1_000);

    held.forEach((hangUp) => hangUp());
    expect(await run).toEqual({ delivered: 0, retried: 1, failed: 0 });
    const [delivery] = await app.db.selectFrom('alert_deliveries').selectAll().execute();
    expect(delivery).toMatchObject({ attempts: 1, last_status: null, delivered_at: null });
    expect(delivery?.last_error).not.toBeNull();
  });
});

describe('the alert rule "an error group new in a release"', () => {
  it('posts each new group once, with its message and release, and resolves it once unreported for the minutes', async () => {
    const { app, clock } = await alertingApp();
    const receiver = await webhookReceiver();
    const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
    const old = { kind: 'error' as const, message: 'ReferenceError: legacy is not defined' };
    await report(app, zhangsan, [old]);
    clock.advanceSeconds(1);
    await addRule(app, {
      kind: 'new-error-group',
      route: 'newcrm',
      minutes: 10,
      webhookUrl: receiver.url,
    });
    const fault = {
      kind: 'error' as const,
      message: "TypeError: Cannot read properties of undefined (reading 'id')",
      stack:
        "TypeError: Cannot read properties of undefined (reading 'id')\n    at renderRow (https://portal.example/sub-newcrm/assets/index-BEsfIa0m.js:9:151681)",
    };
    await report(app, zhangsan, [fault, old]);

    await runAfter(app, clock, 0);

    expect(statuses(receiver.received)).toEqual(['firing 200']);
    const alert = receiver.received[0]?.payload.alerts[0];
    expect(alert).toMatchObject({
      labels: { alertname: 'SubAppNewErrorGroup', app: 'sub-newcrm', route: 'newcrm' },
      annotations: {
        message: fault.message,
        top_frame: 'renderRow (index.js)',
        count: '1',
        users: '1',
      },
    });
    expect(alert?.labels.error_group).toMatch(/^[\da-f]{32}$/);
    expect(alert?.annotations.summary).toContain('出现新的错误');
    const entry = await app.db
      .selectFrom('sub_apps')
      .select('updated_at')
      .where('route', '=', 'newcrm')
      .executeTakeFirstOrThrow();
    // Unpinned: its release is when its entry last changed.
    expect(alert?.annotations.release).toBe(entry.updated_at);

    await report(app, lisi, [fault]);
    await runAfter(app, clock, 60);
    await runAfter(app, clock, 8 * 60);
    expect(receiver.received).toHaveLength(1);

    await runAfter(app, clock, 60);
    expect(statuses(receiver.received)).toEqual(['firing 200', 'resolved 200']);
    expect(receiver.received[1]?.payload.alerts[0]?.annotations.summary).toContain(
      '10 分钟没有再出现',
    );

    // Back again: not new, no second alert.
    await report(app, lisi, [fault]);
    await runAfter(app, clock, 15);
    expect(receiver.received).toHaveLength(2);
  });
});

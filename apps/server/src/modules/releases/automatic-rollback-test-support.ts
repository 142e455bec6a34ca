// Test support: releases in canary, reports of the release each user ran, the thresholds set.
import type { SubAppReport } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, onTestFinished } from 'vitest';
import type { SignedIn } from '../../testing/build-test-app';
import { crm, crmRelease, postAs, publish, rollOut, teamTokenFor } from './releases-test-support';

/** Releases 1.0.0 (the default) and 2.0.0 (a canary of `share` percent) of the customer app. */
export async function inCanary(app: FastifyInstance, admin: SignedIn, share = 50) {
  const { token } = await teamTokenFor(app, admin);
  for (const version of ['1.0.0', '2.0.0']) {
    expect((await publish(app, token, crmRelease(version))).statusCode).toBe(200);
  }
  await rollOut(app, admin, { firmId: null, version: '1.0.0' });
  const set = await postAs(app, admin, '/api/platform/releases/canary', {
    app: crm,
    canary: { version: '2.0.0', share },
  });
  expect(set.statusCode, set.body).toBe(200);
}

/** Turns the automatic rollback of the customer app's canary on (or off with null). */
export async function automaticRollback(
  app: FastifyInstance,
  admin: SignedIn,
  settings: { factor: number; minutes: number; minLoads: number } | null,
) {
  const set = await postAs(app, admin, '/api/platform/releases/automaticRollback', {
    app: crm,
    automaticRollback: settings,
  });
  expect(set.statusCode, set.body).toBe(200);
}

/** What a user's shell reports of the customer app at a release (undefined: none named). */
export async function reportAt(
  app: FastifyInstance,
  user: SignedIn,
  release: string | undefined,
  reports: Partial<SubAppReport>[],
) {
  const response = await postAs(app, user, '/api/operations/subAppReports', {
    reports: reports.map((report) => ({
      app: crm,
      route: 'newcrm',
      kind: 'mount',
      at: Date.now(),
      ...(release === undefined ? {} : { release }),
      ...report,
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** `count` loads of which `failed` failed, as one user's shell reports them. */
export const loads = (count: number, failed: number): Partial<SubAppReport>[] =>
  Array.from({ length: count }, (_, index) =>
    index < failed ? { kind: 'failure' } : { kind: 'mount', durationMs: 100 + index },
  );

type Received = { labels: Record<string, string>; annotations: Record<string, string> };

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** A webhook on 127.0.0.1 that takes every post; the alerts it received, in order. */
export async function webhookReceiver() {
  const received: (Received & { status: string })[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const payload = JSON.parse(body) as { alerts: (Received & { status: string })[] };
      received.push(...payload.alerts);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/team`, received };
}

import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { testRuntimeConfig } from '@/test/runtime-config';
import type { RequestConfig } from '@/lib/http/http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reportReleasesRun,
  reportSandboxErrors,
  reportSubApp,
  reportSubAppsWhile,
  resetSubAppReports,
} from './health-reports';
import { setSubAppReleases } from './sub-app-releases';

let isSignedIn = true;
reportSubAppsWhile(() => isSignedIn);

let sent: RequestConfig[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  resetSubAppReports();
  sent = [];
  answerHttp((config) => {
    sent.push(config);
    return Promise.resolve({ kept: 1 });
  });
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [{ route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/' }],
  });
  isSignedIn = true;
});

afterEach(() => {
  vi.useRealTimers();
});

const reportsSent = () =>
  sent.map(
    (config) =>
      (config.data as { reports: { kind: string; count?: number; message?: string }[] }).reports,
  );

describe('reportSubApp', () => {
  it('sends a batch a few seconds after its first report, with the route of the app', () => {
    reportSubApp({ app: 'sub-newcrm', kind: 'mount', durationMs: 420 });
    reportSubApp({ app: 'sub-newcrm', kind: 'error', message: 'TypeError', stack: 'at x' });
    expect(sent).toEqual([]);

    vi.advanceTimersByTime(5_000);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/operations/subAppReports', method: 'post' });
    expect(reportsSent()[0]).toEqual([
      {
        app: 'sub-newcrm',
        route: 'newcrm',
        kind: 'mount',
        durationMs: 420,
        at: Date.now() - 5_000,
      },
      expect.objectContaining({ kind: 'error', message: 'TypeError', stack: 'at x', count: 1 }),
    ]);
  });

  it('counts every error of an app in one report, with the first one’s message', () => {
    for (let index = 1; index <= 200; index += 1) {
      reportSubApp({ app: 'sub-newcrm', kind: 'error', message: `loop ${index}` });
    }
    reportSubApp({ app: 'sub-newcrm', kind: 'crash', message: 'gone' });
    vi.advanceTimersByTime(5_000);

    expect(reportsSent()).toEqual([
      [
        expect.objectContaining({ kind: 'error', count: 200, message: 'loop 1' }),
        expect.objectContaining({ kind: 'crash', count: 1, message: 'gone' }),
      ],
    ]);

    reportSubApp({ app: 'sub-newcrm', kind: 'error', message: 'later' });
    vi.advanceTimersByTime(5_000);
    expect(reportsSent()[1]).toEqual([expect.objectContaining({ count: 1, message: 'later' })]);
  });

  it("keeps to a minute's share of mounts, and starts again the next minute", () => {
    for (let index = 0; index < 100; index += 1) {
      reportSubApp({ app: 'sub-newcrm', kind: 'mount', durationMs: index });
    }
    vi.advanceTimersByTime(5_000);
    expect(reportsSent().map((reports) => reports.length)).toEqual([50, 10]);

    vi.advanceTimersByTime(60_000);
    reportSubApp({ app: 'sub-newcrm', kind: 'mount', durationMs: 1 });
    vi.advanceTimersByTime(5_000);
    expect(reportsSent()).toHaveLength(3);
  });

  it("reports every uncaught error of an app's sandbox until undone", () => {
    const sandbox = Object.assign(new EventTarget(), {
      location: { href: 'http://localhost/main/newcrm/index' },
    }) as unknown as Window;
    const stop = reportSandboxErrors(sandbox, 'sub-newcrm');
    for (let index = 0; index < 30; index += 1) {
      sandbox.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    }
    stop();
    sandbox.dispatchEvent(new ErrorEvent('error', { message: 'after', error: new Error('after') }));
    vi.advanceTimersByTime(5_000);

    expect(reportsSent()).toEqual([
      [expect.objectContaining({ kind: 'error', count: 30, message: 'boom' })],
    ]);
  });

  it('says which release the app was mounted at, and counts a release apart from another', () => {
    reportReleasesRun(new Map([['sub-newcrm', '2.0.0']]));
    reportSubApp({ app: 'sub-newcrm', kind: 'mount', durationMs: 300 });
    reportSubApp({ app: 'sub-newcrm', kind: 'failure' });
    reportReleasesRun(new Map());
    reportSubApp({ app: 'sub-newcrm', kind: 'failure' });
    vi.advanceTimersByTime(5_000);

    expect(reportsSent()[0]).toEqual([
      expect.objectContaining({ kind: 'mount', release: '2.0.0' }),
      expect.objectContaining({ kind: 'failure', count: 1, release: '2.0.0' }),
      expect.not.objectContaining({ release: expect.anything() as unknown }),
    ]);
  });

  it('reports nothing signed out, nor for an app the registry does not name', () => {
    reportSubApp({ app: 'sub-unknown', kind: 'failure' });
    isSignedIn = false;
    reportSubApp({ app: 'sub-newcrm', kind: 'failure' });
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([]);
  });

  it("reports nothing of a developer's own build: its failures are not the app's", () => {
    setSubAppReleases({
      'sub-newcrm': { version: 'dev', url: 'http://127.0.0.1:5173/', developer: true },
    });
    try {
      reportSubApp({ app: 'sub-newcrm', kind: 'failure' });
      vi.advanceTimersByTime(5_000);
      expect(sent).toEqual([]);
    } finally {
      setSubAppReleases(undefined);
    }
  });
});

describe('reportSubApp, samples of what staff wait for', () => {
  it('sends each re-show and vital as its own sample, sixty of a kind a minute', () => {
    for (let index = 0; index < 70; index += 1) {
      reportSubApp({ app: 'sub-newcrm', kind: 'reshow', durationMs: index });
    }
    reportSubApp({ app: 'sub-newcrm', kind: 'lcp', durationMs: 1800 });
    reportSubApp({ app: 'sub-newcrm', kind: 'cls', layoutShift: 0.05 });
    vi.advanceTimersByTime(5_000);

    const reports = reportsSent().flat();
    expect(reports.filter(({ kind }) => kind === 'reshow')).toHaveLength(60);
    expect(reports.every(({ count }) => count === undefined)).toBe(true);
    expect(reports.filter(({ kind }) => kind !== 'reshow')).toEqual([
      expect.objectContaining({ kind: 'lcp', durationMs: 1800 }),
      expect.objectContaining({ kind: 'cls', layoutShift: 0.05 }),
    ]);
  });
});

import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { answerHttp } from '@/test/answer-http';
import type { RequestConfig } from '@/lib/http/http-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { reportSubAppsWhile, resetSubAppReports } from './health-reports';
import { timeReshow } from './reshow-timing';
import * as userInput from './user-input';

reportSubAppsWhile(() => true);
let sent: RequestConfig[] = [];
let lastUserInputAt: MockInstance<typeof userInput.lastUserInputAt>;

beforeEach(() => {
  lastUserInputAt = vi.spyOn(userInput, 'lastUserInputAt');
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance', 'requestAnimationFrame'],
  });
  vi.advanceTimersByTime(10_000);
  resetSubAppReports();
  sent = [];
  answerHttp((config) => {
    sent.push(config);
    return Promise.resolve({ kept: 0, folded: 0, samples: 1 });
  });
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [{ route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/' }],
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs `task` when a re-show asked for now is timed: after the next frame. */
const afterPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task, 0));

/** Runs the re-show to its paint, and the batch out; answers the durations reported. */
function reshowsReported(): number[] {
  vi.advanceTimersByTime(100);
  vi.advanceTimersByTime(5_000);
  return sent.flatMap((config) =>
    (config.data as { reports: { kind: string; durationMs: number }[] }).reports.map(
      ({ kind, durationMs }) => {
        expect(kind).toBe('reshow');
        return durationMs;
      },
    ),
  );
}

describe('timeReshow', () => {
  it('times a re-show from the press that chose its tab to the next paint', () => {
    const pressedAt = performance.now() - 40;
    lastUserInputAt.mockReturnValue(pressedAt);
    let paintedAt = 0;
    afterPaint(() => (paintedAt = performance.now()));

    timeReshow('sub-newcrm');

    const [duration] = reshowsReported();
    expect(duration).toBe(Math.round(paintedAt - pressedAt));
    expect(duration).toBeGreaterThanOrEqual(40);
  });

  it('times it from when the shell showed it when no press chose it', () => {
    lastUserInputAt.mockReturnValue(performance.now() - 5_000);
    const shownAt = performance.now();
    let paintedAt = 0;
    afterPaint(() => (paintedAt = performance.now()));

    timeReshow('sub-newcrm');

    expect(reshowsReported()).toEqual([Math.round(paintedAt - shownAt)]);
  });

  it('reports one re-show when asked twice before its paint', () => {
    lastUserInputAt.mockReturnValue(undefined);
    timeReshow('sub-newcrm');
    timeReshow('sub-newcrm');
    expect(reshowsReported()).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionWatcher } from './session-watcher';

afterEach(() => {
  vi.useRealTimers();
});

describe('the session watcher', () => {
  it('checks every watched token in one query a tick, and answers those that ended', async () => {
    vi.useFakeTimers();
    let live = new Set([1, 2]);
    const asked: number[][] = [];
    const watcher = createSessionWatcher({
      liveAmong: (ids) => {
        asked.push(ids);
        return Promise.resolve(live);
      },
      checkEveryMs: 1_000,
      onError: () => undefined,
    });
    const never = new AbortController().signal;
    const first = watcher.watch(1, 25_000, never);
    const second = watcher.watch(2, 25_000, never);
    const again = watcher.watch(1, 25_000, never);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toEqual([[1, 2]]);
    live = new Set([2]);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(first).resolves.toBe('ended');
    await expect(again).resolves.toBe('ended');
    expect(asked.at(-1)).toEqual([1, 2]);

    await vi.advanceTimersByTimeAsync(23_000);
    await expect(second).resolves.toBe('alive');
    // Nobody watching: no more queries.
    const queries = asked.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toHaveLength(queries);
  });

  it('judges a window that starts watching during a check by the next check, not by that one', async () => {
    vi.useFakeTimers();
    let answer: (live: Set<number>) => void = () => undefined;
    const asked: number[][] = [];
    const watcher = createSessionWatcher({
      liveAmong: (ids) => {
        asked.push(ids);
        return new Promise((resolve) => (answer = resolve));
      },
      checkEveryMs: 1_000,
      onError: () => undefined,
    });
    const never = new AbortController().signal;
    const first = watcher.watch(1, 25_000, never);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toEqual([[1]]);
    // Signed in a moment ago, on this instance: not in the query under way.
    let outcome: string | undefined;
    void watcher.watch(2, 25_000, never).then((each) => (outcome = each));
    answer(new Set([1]));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked.at(-1)).toEqual([1, 2]);
    answer(new Set([1, 2]));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBeUndefined();
    watcher.close();
    await expect(first).resolves.toBe('alive');
  });

  it('lets go of a window that went away, and answers every watch when the instance closes', async () => {
    vi.useFakeTimers();
    const watcher = createSessionWatcher({
      liveAmong: (ids) => Promise.resolve(new Set(ids)),
      checkEveryMs: 1_000,
      onError: () => undefined,
    });
    const closed = new AbortController();
    const gone = watcher.watch(1, 25_000, closed.signal);
    const open = watcher.watch(2, 25_000, new AbortController().signal);
    closed.abort();
    await expect(gone).resolves.toBe('gone');
    watcher.close();
    await expect(open).resolves.toBe('alive');
  });

  it('keeps watching when a check fails, and says so', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    let fails = true;
    const watcher = createSessionWatcher({
      liveAmong: () =>
        fails ? Promise.reject(new Error('database away')) : Promise.resolve(new Set<number>()),
      checkEveryMs: 1_000,
      onError,
    });
    const watching = watcher.watch(1, 25_000, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledOnce();
    fails = false;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(watching).resolves.toBe('ended');
  });
});

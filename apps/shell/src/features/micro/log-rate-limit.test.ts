import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimited } from './log-rate-limit';

afterEach(() => {
  vi.useRealTimers();
});

describe('rateLimited', () => {
  it('lets a few entries through per window and reports the rest once the window ends', () => {
    vi.useFakeTimers();
    const written: number[] = [];
    const onSuppressed = vi.fn();
    const { log } = rateLimited<number>((entry) => written.push(entry), {
      limit: 3,
      windowMs: 1000,
      onSuppressed,
    });

    for (let entry = 1; entry <= 500; entry += 1) log(entry);
    expect(written).toEqual([1, 2, 3]);
    expect(onSuppressed).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1000);
    expect(onSuppressed).toHaveBeenCalledExactlyOnceWith(497);

    log(501);
    log(502);
    expect(written).toEqual([1, 2, 3, 501, 502]);
  });

  it('reports what it held back when disposed, and nothing when it held nothing back', () => {
    vi.useFakeTimers();
    const onSuppressed = vi.fn();
    const limiter = rateLimited<string>(() => undefined, {
      limit: 1,
      windowMs: 1000,
      onSuppressed,
    });
    limiter.log('a');
    limiter.dispose();
    expect(onSuppressed).not.toHaveBeenCalled();

    limiter.log('b');
    limiter.log('c');
    limiter.dispose();
    expect(onSuppressed).toHaveBeenCalledExactlyOnceWith(2);
    vi.advanceTimersByTime(5000);
    expect(onSuppressed).toHaveBeenCalledTimes(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintedOnce } from './use-painted-once';

describe('usePaintedOnce', () => {
  afterEach(() => vi.useRealTimers());

  it('is false until the first render has been painted, then stays true', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { result, rerender } = renderHook(() => usePaintedOnce());
    expect(result.current).toBe(false);
    rerender();
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });
});

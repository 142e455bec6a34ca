import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintedOnce } from './use-painted-once';

describe('usePaintedOnce', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is false until the first render has been painted and the page is idle, then stays true', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, rerender } = renderHook(() => usePaintedOnce());
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(false);
    expect(idleTasks).toHaveLength(1);

    act(() => idleTasks[0]?.());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('shows after the paint where the browser cannot tell when it is idle', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => usePaintedOnce());

    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('shows right after the paint, idle or not, when asked not to wait for idle', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    const { result } = renderHook(() => usePaintedOnce({ untilIdle: false }));
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    expect(idleTasks).toEqual([]);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as coreCache from './api/check-core-cache';
import * as renewal from './api/renew-session';
import { secondsLeft, useIdleExpiry } from './use-idle-expiry';

const checkCoreCacheExpiring = vi.fn<(userId: number) => Promise<boolean>>();
const renewSession = vi.fn<() => Promise<number>>();

beforeEach(() => {
  vi.spyOn(coreCache, 'checkCoreCacheExpiring').mockImplementation(checkCoreCacheExpiring);
  vi.spyOn(renewal, 'renewSession').mockImplementation(renewSession);
  vi.useFakeTimers();
  renewSession.mockResolvedValue(7200);
});
afterEach(() => vi.useRealTimers());

function renderIdle(onExpired = vi.fn()) {
  const hook = renderHook(() =>
    useIdleExpiry({ userId: 7, checkIntervalMs: 60_000, countdownSeconds: 900, onExpired }),
  );
  return { ...hook, onExpired };
}

describe('useIdleExpiry', () => {
  it('asks every interval and shows nothing while the session is not expiring', async () => {
    checkCoreCacheExpiring.mockResolvedValue(false);
    const { result } = renderIdle();

    await act(() => vi.advanceTimersByTimeAsync(120_000));

    expect(checkCoreCacheExpiring).toHaveBeenCalledTimes(2);
    expect(checkCoreCacheExpiring).toHaveBeenCalledWith(7);
    expect(result.current.remaining).toBeUndefined();
  });

  it('counts down from 900 s once expiring, and ends the session at zero', async () => {
    checkCoreCacheExpiring.mockResolvedValue(true);
    const { result, onExpired } = renderIdle();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.remaining).toBe(900);

    await act(() => vi.advanceTimersByTimeAsync(899_000));
    expect(result.current.remaining).toBe(1);
    expect(onExpired).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('renews the session and stops counting when the user stays', async () => {
    checkCoreCacheExpiring.mockResolvedValue(true);
    const { result, onExpired } = renderIdle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    checkCoreCacheExpiring.mockResolvedValue(false);
    await act(() => result.current.stay());

    expect(renewSession).toHaveBeenCalledOnce();
    expect(result.current.remaining).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('computes what is left from timestamps, so a throttled tab ends on time', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as coreCache from './api/check-core-cache';
import * as renewal from './api/renew-session';
import { secondsLeft, useIdleExpiry } from './use-idle-expiry';

const checkCoreCacheExpiring =
  vi.fn<(userId: number, report: { hasInput: boolean }) => Promise<boolean>>();
const renewSession = vi.fn<() => Promise<number>>();

beforeEach(() => {
  vi.spyOn(coreCache, 'checkCoreCacheExpiring').mockImplementation(checkCoreCacheExpiring);
  vi.spyOn(renewal, 'renewSession').mockImplementation(renewSession);
  vi.useFakeTimers();
  renewSession.mockResolvedValue(7200);
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/main/wel/index');
});

/** Whether each check so far reported a person's input. */
const reports = () => checkCoreCacheExpiring.mock.calls.map(([, report]) => report.hasInput);

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
    expect(checkCoreCacheExpiring).toHaveBeenCalledWith(7, { hasInput: false });
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

  it("reports a person's keys, presses and wheel since the last check, once", async () => {
    checkCoreCacheExpiring.mockResolvedValue(false);
    renderIdle();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    window.dispatchEvent(new Event('wheel'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(reports()).toEqual([true, false, true, true]);
  });

  it('reports neither a pointer passing over nor keys pressed on the lock screen', async () => {
    checkCoreCacheExpiring.mockResolvedValue(false);
    renderIdle();

    window.dispatchEvent(new Event('pointermove'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    window.history.replaceState(null, '', '/main/lock');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(reports()).toEqual([false, false]);
  });

  it('reports the input again at the next check when a check fails', async () => {
    checkCoreCacheExpiring.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(false);
    renderIdle();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await act(() => vi.advanceTimersByTimeAsync(120_000));

    expect(reports()).toEqual([true, true]);
  });

  it('leaves the countdown to its dialog: input while it shows is not reported', async () => {
    checkCoreCacheExpiring.mockResolvedValue(true);
    const { result } = renderIdle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.remaining).toBe(900);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(reports()).toEqual([false, false]);
    expect(result.current.remaining).toBe(840);
  });

  it('stops counting once the server no longer sees the session expiring (renewed elsewhere)', async () => {
    checkCoreCacheExpiring.mockResolvedValue(true);
    const { result, onExpired } = renderIdle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.remaining).toBe(900);

    checkCoreCacheExpiring.mockResolvedValue(false);
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(result.current.remaining).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ignores the answer of a check that a renewal overtook', async () => {
    checkCoreCacheExpiring.mockResolvedValue(true);
    const { result } = renderIdle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    let answer: (isExpiring: boolean) => void = () => undefined;
    checkCoreCacheExpiring.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    await act(() => result.current.stay());
    await act(async () => answer(true));

    expect(result.current.remaining).toBeUndefined();
  });

  it('computes what is left from timestamps, so a throttled tab ends on time', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });
});

import * as endpointCalls from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { configureHttp } from '@/lib/http/http-setup';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from './session-store';
import { useSessionWatch } from './use-session-watch';

type WatchInput = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  withoutToken?: boolean;
};
const watch = vi.fn<(route: unknown, input: WatchInput) => Promise<unknown>>();
const signOut = vi.fn<(text: string) => void>();
const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-07T09:00:00Z') });
  vi.spyOn(endpointCalls, 'callEndpoint').mockImplementation(
    watch as unknown as typeof endpointCalls.callEndpoint,
  );
  configureHttp({ baseURL: '/api', timeout: 0 }, { signOut });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  watch.mockReset();
  signOut.mockReset();
});

/** A sign-in whose token lasts `minutes`. */
const signedInFor = (minutes: number) =>
  saveToken({
    access_token: 'token-1',
    token_type: 'bearer',
    expires_in: minutes * 60,
    scope: 'server',
    user_id: 7,
    username: 'lisi',
  });

function renderWatch() {
  const onLifetimeEnding = vi.fn<(expiresAt: number) => void>();
  const hook = renderHook(() => useSessionWatch({ isSignedIn: true, onLifetimeEnding }));
  return { ...hook, onLifetimeEnding };
}

describe('useSessionWatch', () => {
  it('asks again after each answer, and signs out with the server’s words when the session ends', async () => {
    signedInFor(60);
    const expiresAt = new Date(Date.now() + 60 * minute).toISOString();
    watch
      .mockResolvedValueOnce({ expiresAt })
      .mockRejectedValueOnce(new HttpError('安全管理员已结束您的会话，请重新登录', 401, 401));
    renderWatch();

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(watch).toHaveBeenCalledTimes(2);
    expect(watch.mock.calls[0]?.[1].headers).toEqual({ Authorization: 'Bearer token-1' });
    // Not refused in place past the token's lifetime: a staff session's cookie goes along, and
    // the server says the session expired.
    expect(watch.mock.calls[0]?.[1].withoutToken).toBe(true);
    expect(signOut).toHaveBeenCalledWith('安全管理员已结束您的会话，请重新登录');
  });

  it('asks again every two seconds while the watch is cut, and ends at the lifetime all the same', async () => {
    signedInFor(1);
    watch.mockRejectedValue(new HttpError('网络异常', -1, undefined));
    renderWatch();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(watch).toHaveBeenCalledTimes(6);
    expect(signOut).not.toHaveBeenCalled();
    // Past its lifetime with the server out of reach.
    await act(() => vi.advanceTimersByTimeAsync(minute));
    expect(signOut).toHaveBeenCalledWith(expect.stringMatching(/lifetimeEnded|最长时限/));
  });

  it('warns five minutes before the absolute lifetime, once', async () => {
    signedInFor(30);
    watch.mockImplementation(() => new Promise(() => undefined));
    const { onLifetimeEnding } = renderWatch();

    await act(() => vi.advanceTimersByTimeAsync(24 * minute));
    expect(onLifetimeEnding).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2 * minute));
    expect(onLifetimeEnding).toHaveBeenCalledOnce();
  });

  it('lets its request go, and asks no more, once the frame is gone', async () => {
    signedInFor(60);
    let signal: AbortSignal | undefined;
    watch.mockImplementation((_route, input: { signal?: AbortSignal }) => {
      signal = input.signal;
      return new Promise(() => undefined);
    });
    const { unmount } = renderWatch();
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(watch).toHaveBeenCalledOnce();
    expect(signOut).not.toHaveBeenCalled();
  });
});

import type { EditLock } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as editLocks from './api/edit-locks';
import { keepAliveDelayMs, useEditLock, type EditLockOptions } from './use-edit-lock';

const takeEditLock = vi.fn<(resource: string, id: number) => Promise<EditLock>>();
const extendEditLock = vi.fn<(resource: string, id: number) => Promise<EditLock>>();
const releaseEditLock = vi.fn<(resource: string, id: number) => Promise<boolean>>();
const releaseEditLockOnExit = vi.fn<(resource: string, id: number) => void>();

const lock = (version: number): EditLock => ({
  resourceType: 'schedule',
  resourceId: 9,
  holder: { userId: 1, userName: '张三' },
  acquiredAt: '2026-03-02T01:00:00.000Z',
  expiresAt: '2026-03-02T01:02:00.000Z',
  lockSeconds: 120,
  version,
});

function renderLock(options: Partial<EditLockOptions> = {}) {
  return renderHook((props: EditLockOptions) => useEditLock(props), {
    initialProps: { resource: 'schedule', id: 9, isEnabled: true, ...options },
  });
}

beforeEach(() => {
  vi.spyOn(editLocks, 'takeEditLock').mockImplementation(takeEditLock);
  vi.spyOn(editLocks, 'extendEditLock').mockImplementation(extendEditLock);
  vi.spyOn(editLocks, 'releaseEditLock').mockImplementation(releaseEditLock);
  vi.spyOn(editLocks, 'releaseEditLockOnExit').mockImplementation(releaseEditLockOnExit);
  vi.useFakeTimers();
  takeEditLock.mockResolvedValue(lock(3));
  extendEditLock.mockResolvedValue(lock(3));
  releaseEditLock.mockResolvedValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('useEditLock', () => {
  it('renews a third of the way through the lock, so two renewals may fail in a row', () => {
    expect(keepAliveDelayMs(120)).toBe(40_000);
    expect(keepAliveDelayMs(1)).toBe(1_000);
  });

  it('takes the lock when the editor opens and keeps it alive while it stays open', async () => {
    const { result } = renderLock();
    expect(result.current.state).toEqual({ status: 'acquiring' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(takeEditLock).toHaveBeenCalledWith('schedule', 9);
    expect(result.current.state).toEqual({ status: 'held', lock: lock(3) });

    await act(() => vi.advanceTimersByTimeAsync(39_999));
    expect(extendEditLock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(extendEditLock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(80_000));
    expect(extendEditLock).toHaveBeenCalledTimes(3);
    expect(releaseEditLock).not.toHaveBeenCalled();
  });

  it('releases the lock when the editor closes, and renews no more', async () => {
    const { rerender } = renderLock();
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ resource: 'schedule', id: 9, isEnabled: false });
    expect(releaseEditLock).toHaveBeenCalledWith('schedule', 9);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(extendEditLock).not.toHaveBeenCalled();
  });

  it('releases the lock when the page goes away (unmount)', async () => {
    const { unmount } = renderLock({ resource: 'bookGroup', id: 4 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    expect(releaseEditLock).toHaveBeenCalledWith('bookGroup', 4);
  });

  it('releases the lock with a request that outlives the page when the browser tab closes', async () => {
    renderLock();
    await act(() => vi.advanceTimersByTimeAsync(0));
    window.dispatchEvent(new Event('pagehide'));
    expect(releaseEditLockOnExit).toHaveBeenCalledWith('schedule', 9);
    // The page is shown again, for the frame's listeners on the window the test files share.
    window.dispatchEvent(new Event('pageshow'));
  });

  it('gives back a lock that arrives after the editor closed', async () => {
    let grant: (value: EditLock) => void = () => {};
    takeEditLock.mockReturnValue(new Promise((resolve) => (grant = resolve)));
    const { unmount } = renderLock();
    unmount();
    expect(releaseEditLock).not.toHaveBeenCalled();
    await act(async () => grant(lock(3)));
    expect(releaseEditLock).toHaveBeenCalledWith('schedule', 9);
  });

  it('shows who holds the lock when someone else does, and releases nothing', async () => {
    takeEditLock.mockRejectedValue(
      new HttpError('李四 正在编辑，锁定至 10:32:05，请稍后再试', 1, 409),
    );
    const { result, unmount } = renderLock();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toEqual({
      status: 'refused',
      message: '李四 正在编辑，锁定至 10:32:05，请稍后再试',
    });
    unmount();
    expect(releaseEditLock).not.toHaveBeenCalled();
  });

  it('says the lock was lost when a renewal is refused', async () => {
    extendEditLock.mockRejectedValue(new HttpError('您未持有编辑锁或编辑锁已过期', 1, 409));
    const { result } = renderLock();
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(result.current.state).toEqual({
      status: 'lost',
      message: '您未持有编辑锁或编辑锁已过期',
    });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(extendEditLock).toHaveBeenCalledTimes(1);
  });

  it('takes the lock again on retry without releasing it first', async () => {
    const { result } = renderLock();
    await act(() => vi.advanceTimersByTimeAsync(0));
    takeEditLock.mockResolvedValue(lock(4));
    act(() => result.current.retry());
    expect(releaseEditLock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(takeEditLock).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'held', lock: lock(4) });
  });
});

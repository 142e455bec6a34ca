import type { EditLock } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditLockState } from './use-edit-lock';
import { useRetakeAndKeep } from './use-retake-and-keep';

const granted: EditLock = {
  resourceType: 'bookGroup',
  resourceId: 4,
  holder: { userId: 7, userName: '王五' },
  acquiredAt: '2026-04-01T02:00:00.000Z',
  expiresAt: '2026-04-01T02:02:00.000Z',
  lockSeconds: 120,
  version: 1,
};
const held = (version: number): EditLockState => ({
  status: 'held',
  lock: { ...granted, version },
});
const raceLost = '该记录已被 李四 修改（当前版本 2），请刷新后重试；本次修改未保存';

/**
 * An editor holding its lock on version 1 whose save was just refused. Retaking the lock goes to
 * 'acquiring' in the same update, as `useEditLock`'s retry does; `settle` answers it.
 */
function renderRefusedSave() {
  const calls = { retakes: 0, adopted: [] as number[] };
  const view = renderHook(() => {
    const [lock, settle] = useState<EditLockState>(held(1));
    const [version, setVersion] = useState(1);
    const retake = () => {
      calls.retakes += 1;
      settle({ status: 'acquiring' });
    };
    const adopt = (next: number) => {
      calls.adopted.push(next);
      setVersion(next);
    };
    return { settle, version, ...useRetakeAndKeep(lock, retake, adopt) };
  });
  act(() => view.result.current.setSaveError(raceLost));
  return { ...view, calls };
}

describe('useRetakeAndKeep', () => {
  it('keeps the error and the draft version until the user chooses to retake', () => {
    const { result, calls } = renderRefusedSave();
    act(() => result.current.settle(held(2)));
    expect(result.current.saveError).toBe(raceLost);
    expect(result.current.version).toBe(1);
    expect(calls).toEqual({ retakes: 0, adopted: [] });
  });

  it('takes the lock again, then bases the draft on the version it was taken on and clears the error', () => {
    const { result, calls } = renderRefusedSave();

    act(() => result.current.retakeAndKeep());
    expect(calls.retakes).toBe(1);
    expect(result.current.saveError).toBe(raceLost);
    expect(result.current.version).toBe(1);

    act(() => result.current.settle(held(2)));
    expect(result.current.version).toBe(2);
    expect(result.current.saveError).toBeUndefined();
    expect(calls.adopted).toEqual([2]);
  });

  it('adopts once: a later renewal on a newer version leaves the draft where it is', () => {
    const { result, calls } = renderRefusedSave();
    act(() => result.current.retakeAndKeep());
    act(() => result.current.settle(held(2)));

    act(() => result.current.settle(held(3)));
    expect(result.current.version).toBe(2);
    expect(calls.adopted).toEqual([2]);
  });

  it('leaves the error and the draft version when the lock cannot be taken again', () => {
    const { result, calls } = renderRefusedSave();
    act(() => result.current.retakeAndKeep());
    act(() => result.current.settle({ status: 'refused', message: '李四 正在编辑，请稍后再试' }));

    expect(result.current.saveError).toBe(raceLost);
    expect(result.current.version).toBe(1);
    expect(calls.adopted).toEqual([]);
  });

  it('still adopts the version when the lock is taken later, after a refused retake', () => {
    const { result, calls } = renderRefusedSave();
    act(() => result.current.retakeAndKeep());
    act(() => result.current.settle({ status: 'refused', message: '李四 正在编辑，请稍后再试' }));

    act(() => result.current.settle(held(2)));
    expect(result.current.version).toBe(2);
    expect(result.current.saveError).toBeUndefined();
    expect(calls.adopted).toEqual([2]);
  });
});

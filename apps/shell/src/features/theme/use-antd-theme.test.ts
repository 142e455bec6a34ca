import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAntdTheme } from './use-antd-theme';

/** A system setting for reduced motion the test can change, as the user would in the OS. */
function reducedMotionSetting(initially: boolean) {
  const list = new EventTarget() as MediaQueryList & EventTarget;
  let matches = initially;
  Object.defineProperty(list, 'matches', { get: () => matches });
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    set(next: boolean) {
      matches = next;
      list.dispatchEvent(new Event('change'));
    },
  };
}

describe('useAntdTheme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("turns antd's motion off while the system asks for reduced motion", () => {
    const setting = reducedMotionSetting(true);
    const { result } = renderHook(() => useAntdTheme());
    expect(result.current.token?.motion).toBe(false);
    expect(result.current.token?.colorPrimary).toBeDefined();

    act(() => setting.set(false));
    expect(result.current.token?.motion).toBeUndefined();
  });
});

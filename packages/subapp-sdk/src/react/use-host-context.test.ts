import { default as host, EventCenterForMicroApp } from '@micro-zoe/micro-app';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStandalone } from '../configure-standalone';
import { leaveHost, settle } from '../test/embed';
import { sampleContext } from '../test/sample-context';
import { useHostContext } from './use-host-context';

let appCount = 0;

/** This test's own sub-app name: micro-app keeps the data of a name for the whole file. */
function embed() {
  const name = `sub-react-${++appCount}`;
  Object.assign(window, {
    __MICRO_APP_ENVIRONMENT__: true,
    __MICRO_APP_NAME__: name,
    microApp: new EventCenterForMicroApp(name),
  });
  return name;
}

afterEach(leaveHost);

describe('useHostContext', () => {
  it('renders with the context the host sent and again with each new one', async () => {
    const name = embed();
    const context = sampleContext();
    host.setData(name, { context });
    await settle();
    const { result } = renderHook(() => useHostContext());
    expect(result.current).toBe(context);

    const english = sampleContext({ locale: 'en' });
    await act(async () => {
      host.setData(name, { context: english });
      await settle();
    });
    expect(result.current).toBe(english);
  });

  it('alone, renders with the standalone context and follows configureStandalone', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { result } = renderHook(() => useHostContext());
    expect(result.current.version).toBe(1);
    act(() => configureStandalone({ theme: 'theme-star' }));
    expect(result.current.theme).toBe('theme-star');
  });
});

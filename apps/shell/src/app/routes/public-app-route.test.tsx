import { clearLogs, useLogStore } from '@/features/logs/log-store';
import * as microAppRuntime from '@/features/micro/micro-app-runtime';
import type { HostLog } from '@/features/micro/micro-app-runtime';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import type { MicroApp } from '@micro-zoe/micro-app';
import { act } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicAppRoute } from './public-app-route';

// The library never loads here: a stand-in answers for it, and its messages come from the test.
const fake = {
  hostLogListeners: new Set<(entry: HostLog) => void>(),
  microApp: {
    setData: () => undefined,
    addDataListener: () => undefined,
    removeDataListener: () => undefined,
    unmountApp: () => Promise.resolve(),
    router: { beforeEach: () => () => true, push: () => Promise.resolve() },
  } as unknown as MicroApp,
};

function standInForTheLibrary() {
  vi.spyOn(microAppRuntime, 'loadMicroApp').mockResolvedValue(fake.microApp);
  vi.spyOn(microAppRuntime, 'onHostLog').mockImplementation((listener) => {
    fake.hostLogListeners.add(listener);
    return () => void fake.hostLogListeners.delete(listener);
  });
  vi.spyOn(microAppRuntime, 'onResourceFailure').mockReturnValue(() => undefined);
  vi.spyOn(microAppRuntime, 'releaseLastSandbox').mockReturnValue(undefined);
}

async function renderBlank() {
  const view = await renderWithI18n(
    <MemoryRouter initialEntries={['/blank/index']}>
      <PublicAppRoute />
    </MemoryRouter>,
  );
  await act(() => Promise.resolve());
  return view;
}

/** micro-app's sandbox of the app, as the library adds it: a hidden iframe named after it. */
function addSandbox(appName: string): Window {
  const frame = document.createElement('iframe');
  frame.id = appName;
  frame.setAttribute('powered-by', 'micro-app');
  document.body.append(frame);
  return frame.contentWindow as Window;
}

const logged = () => useLogStore.getState().entries;

beforeEach(() => {
  standInForTheLibrary();
  clearLogs();
  fake.hostLogListeners.clear();
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [{ route: 'blank', name: 'sub-blank', url: '/sub-blank/', public: true }],
  });
});

describe('PublicAppRoute', () => {
  it("sends the public app's uncaught sandbox errors to the local log", async () => {
    await renderBlank();
    const sandbox = addSandbox('sub-blank');
    const element = document.querySelector('micro-app[name="sub-blank"]');
    expect(element).not.toBeNull();

    act(() => void element?.dispatchEvent(new Event('beforemount')));
    const { ErrorEvent: SandboxErrorEvent } = sandbox as Window & typeof globalThis;
    sandbox.dispatchEvent(
      new SandboxErrorEvent('error', { message: 'blank page broke', error: new Error('broke') }),
    );

    expect(logged()).toEqual([
      expect.objectContaining({ type: 'error', message: 'blank page broke', info: 'sub-blank' }),
    ]);
  });

  it("sends the library's messages about the public app to the local log", async () => {
    await renderBlank();

    for (const listener of fake.hostLogListeners)
      listener({ level: 'error', message: '[micro-app] app sub-blank: Invalid attribute url' });

    expect(logged()).toEqual([
      expect.objectContaining({
        type: 'micro-app',
        message: '[micro-app] app sub-blank: Invalid attribute url',
        info: 'error',
      }),
    ]);
  });
});

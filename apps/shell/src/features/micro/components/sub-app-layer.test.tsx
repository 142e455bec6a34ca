import type { MicroApp } from '@micro-zoe/micro-app';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostedApp } from '../hosted-apps';
import * as microAppRuntime from '../micro-app-runtime';
import { SubAppLayer, type SubAppLayerProps } from './sub-app-layer';

type Guard = (to: object, from: object, appName: string) => void;

const fake = {
  guards: [] as ((to: object, from: object, appName: string) => void)[],
  microApp: {} as Record<string, unknown>,
};

function hosted(appName: string, page: string, url = `/${appName}/`): HostedApp {
  return { target: { appName, url, baseRoute: `/main/${appName.slice(4)}` }, page };
}

function props(changes: Partial<SubAppLayerProps> = {}): SubAppLayerProps {
  return {
    apps: [hosted('sub-newcrm', '/main/newcrm/a')],
    active: { appName: 'sub-newcrm', fullPath: '/main/newcrm/a' },
    dataFor: () => ({}),
    onMessage: vi.fn(),
    onLoadFailed: vi.fn(),
    onHostLog: vi.fn(),
    onNavigated: vi.fn(),
    onSandbox: () => () => undefined,
    loadTimeoutMs: 5000,
    loading: null,
    ...changes,
  };
}

const location = (path: string) => {
  const [pathname = path, search = ''] = path.split(/(?=\?)/);
  return { pathname, search, hash: '' };
};

async function renderLayer(given: SubAppLayerProps) {
  const view = render(<SubAppLayer {...given} />);
  await act(() => Promise.resolve());
  return view;
}

beforeEach(() => {
  vi.spyOn(microAppRuntime, 'loadMicroApp').mockImplementation(() =>
    Promise.resolve(fake.microApp as unknown as MicroApp),
  );
  vi.spyOn(microAppRuntime, 'onHostLog').mockReturnValue(() => undefined);
  vi.spyOn(microAppRuntime, 'onResourceFailure').mockReturnValue(() => undefined);
  vi.spyOn(microAppRuntime, 'releaseLastSandbox').mockReturnValue(undefined);
  fake.guards = [];
  fake.microApp = {
    setData: vi.fn(),
    addDataListener: vi.fn(),
    removeDataListener: vi.fn(),
    unmountApp: vi.fn(() => Promise.resolve()),
    router: {
      beforeEach: (guard: Guard) => {
        fake.guards.push(guard);
        return () => true;
      },
      push: vi.fn(() => Promise.resolve()),
    },
  };
});

describe('SubAppLayer', () => {
  it("hosts one element per app, and destroys an app whose last tab closed, its sandbox's leftovers with it", async () => {
    const given = props();
    const { rerender } = await renderLayer(given);
    expect(document.querySelectorAll('micro-app')).toHaveLength(1);

    rerender(<SubAppLayer {...given} apps={[]} active={undefined} />);
    await act(() => Promise.resolve());

    expect(document.querySelectorAll('micro-app')).toHaveLength(0);
    expect(fake.microApp.unmountApp).toHaveBeenCalledWith('sub-newcrm', {
      destroy: true,
      clearAliveState: true,
    });
    expect(microAppRuntime.releaseLastSandbox).toHaveBeenCalled();
  });

  it('mounts another app in place of one whose name changed', async () => {
    const given = props();
    const { rerender } = await renderLayer(given);
    const credit = hosted('sub-credit', '/main/credit/a');

    rerender(
      <SubAppLayer
        {...given}
        apps={[credit]}
        active={{ appName: 'sub-credit', fullPath: '/main/credit/a' }}
      />,
    );
    await act(() => Promise.resolve());

    expect(screen.getByTestId('sub-app-host')).toHaveAttribute('data-app', 'sub-credit');
    expect(fake.microApp.unmountApp).toHaveBeenCalledWith('sub-newcrm', expect.anything());
  });

  it('follows the app on screen to another of its pages, and moves it between its tabs', async () => {
    const given = props();
    const { rerender } = await renderLayer(given);
    const [guard] = fake.guards;
    // The app starts at its page, then the user clicks in it and it goes to its form.
    guard?.(location('/main/newcrm/a'), location('/main/newcrm/a'), 'sub-newcrm');
    fireEvent.pointerDown(document.body);
    guard?.(location('/main/newcrm/form?step=2'), location('/main/newcrm/a'), 'sub-newcrm');
    await act(() => Promise.resolve());
    expect(given.onNavigated).toHaveBeenCalledExactlyOnceWith(
      'sub-newcrm',
      '/main/newcrm/form?step=2',
      'push',
    );

    rerender(
      <SubAppLayer {...given} active={{ appName: 'sub-newcrm', fullPath: '/main/newcrm/b' }} />,
    );
    await act(() => Promise.resolve());
    expect((fake.microApp.router as { push: unknown }).push).toHaveBeenCalledWith({
      name: 'sub-newcrm',
      path: '/main/newcrm/b',
    });
  });
});

import type { MicroApp } from '@micro-zoe/micro-app';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubAppTarget } from '../resolve-sub-app';
import { SubAppHost, type SubAppHostProps } from './sub-app-host';

const crm: SubAppTarget = { appName: 'sub-newcrm', url: '/sub-newcrm/', baseRoute: '/main/newcrm' };

function fakeMicroApp() {
  return {
    setData: vi.fn(),
    addDataListener: vi.fn(),
    removeDataListener: vi.fn(),
  } as unknown as MicroApp & { setData: ReturnType<typeof vi.fn> };
}

function props(changes: Partial<SubAppHostProps> = {}): SubAppHostProps {
  return {
    microApp: fakeMicroApp(),
    target: crm,
    isActive: true,
    defaultPage: '/main/newcrm/customer/list',
    dataFor: ({ baseRoute }) => ({ context: { baseRoute } }),
    onMessage: vi.fn(),
    loadTimeoutMs: 5000,
    onLoadFailed: vi.fn(),
    loading: <p>loading</p>,
    ...changes,
  };
}

const element = () => document.querySelector('micro-app') as HTMLElement;
const fire = (name: string) => act(() => void element().dispatchEvent(new CustomEvent(name)));

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('SubAppHost', () => {
  it('sends the context, opens at its page and shows the loading view until the app mounted', () => {
    const given = props();
    render(<SubAppHost {...given} />);

    expect(given.microApp.setData).toHaveBeenCalledWith('sub-newcrm', {
      context: { baseRoute: '/main/newcrm' },
    });
    expect(element()).toHaveAttribute('default-page', '/main/newcrm/customer/list');
    expect(screen.getByText('loading')).toBeInTheDocument();
    fire('mounted');
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('mounts anew on the same element when the url changes: loading and time-out start again', () => {
    vi.useFakeTimers();
    const given = props();
    const { rerender } = render(<SubAppHost {...given} />);
    fire('mounted');
    const first = element();

    const moved = { ...crm, url: 'https://crm.example.com/sub-newcrm/' };
    rerender(<SubAppHost {...given} target={moved} defaultPage="/main/newcrm/form" />);

    expect(element()).toBe(first);
    expect(first).toHaveAttribute('url', moved.url);
    expect(first).toHaveAttribute('default-page', '/main/newcrm/form');
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(given.onLoadFailed).toHaveBeenCalledTimes(1);
  });

  it("fails when the library cannot load the app's HTML", () => {
    const given = props();
    render(<SubAppHost {...given} />);
    fire('error');
    expect(given.onLoadFailed).toHaveBeenCalledTimes(1);
  });

  it("watches the app's sandbox window from before its scripts run until it unmounts", () => {
    const undo = vi.fn();
    const onSandbox = vi.fn(() => undo);
    render(<SubAppHost {...props({ onSandbox })} />);
    const sandbox = document.createElement('iframe');
    sandbox.id = 'sub-newcrm';
    sandbox.setAttribute('powered-by', 'micro-app');
    document.body.append(sandbox);

    fire('beforemount');
    expect(onSandbox).toHaveBeenCalledExactlyOnceWith(sandbox.contentWindow);
    fire('unmount');
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('shows the crash view in place of an app that an uncaught error left empty, until it mounts anew', () => {
    render(<SubAppHost {...props({ crashView: (message) => <p>crashed: {message}</p> })} />);
    const sandboxFrame = document.createElement('iframe');
    sandboxFrame.id = 'sub-newcrm';
    sandboxFrame.setAttribute('powered-by', 'micro-app');
    document.body.append(sandboxFrame);
    const sandbox = sandboxFrame.contentWindow as Window & typeof globalThis;
    fire('beforemount');
    element().innerHTML = '<micro-app-body><div id="root"></div></micro-app-body>';
    fire('mounted');

    act(() => {
      sandbox.dispatchEvent(
        new sandbox.ErrorEvent('error', {
          message: 'Uncaught Error: boom',
          error: new sandbox.Error('boom'),
        }),
      );
    });

    expect(screen.getByText('crashed: boom')).toBeInTheDocument();
    expect(screen.getByTestId('sub-app-host')).toHaveClass('sub-app-host--crashed');
    fire('beforemount');
    expect(screen.queryByText('crashed: boom')).not.toBeInTheDocument();
  });
});

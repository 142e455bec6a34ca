import type { MicroApp } from '@micro-zoe/micro-app';
import type { RequestConfig } from '@/lib/http/http-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { testRuntimeConfig } from '@/test/runtime-config';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wasAppOnScreenSince } from '../apps-on-screen';
import { reportSubAppsWhile, resetSubAppReports } from '../health-reports';
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
  vi.restoreAllMocks();
  resetSubAppReports();
  reportSubAppsWhile(() => false);
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

/** A sandbox frame of micro-app's for the app, and the element's body with the app's root. */
function mountWithSandbox() {
  const sandboxFrame = document.createElement('iframe');
  sandboxFrame.id = 'sub-newcrm';
  sandboxFrame.setAttribute('powered-by', 'micro-app');
  document.body.append(sandboxFrame);
  const sandbox = sandboxFrame.contentWindow as Window & typeof globalThis;
  fire('beforemount');
  element().innerHTML = '<micro-app-body><div id="root"></div></micro-app-body>';
  fire('mounted');
  return (message: string) =>
    act(() => {
      sandbox.dispatchEvent(
        new sandbox.ErrorEvent('error', { message, error: new sandbox.Error(message) }),
      );
    });
}

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

  it("gives the app its own copy of the context: what the app does to it stays off the shell's objects", () => {
    const userInfo = { userName: '张三' };
    const microApp = fakeMicroApp();
    render(<SubAppHost {...props({ microApp, dataFor: () => ({ context: { userInfo } }) })} />);

    const [[, sent]] = microApp.setData.mock.calls as [[string, { context: { userInfo: object } }]];
    expect(sent).toEqual({ context: { userInfo: { userName: '张三' } } });
    // As Vue 2 makes the data it is given reactive: getters of the app's realm, in place.
    Object.defineProperty(sent.context.userInfo, 'userName', { get: () => '张三' });
    expect(Object.getOwnPropertyDescriptor(userInfo, 'userName')).toHaveProperty('value', '张三');
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
    const throwInApp = mountWithSandbox();

    throwInApp('boom');

    expect(screen.getByText('crashed: boom')).toBeInTheDocument();
    expect(screen.getByTestId('sub-app-host')).toHaveClass('sub-app-host--crashed');
    fire('beforemount');
    expect(screen.queryByText('crashed: boom')).not.toBeInTheDocument();
  });

  it('tells operations the app crashed, once, and counts every error it threw', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [{ route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/' }],
    });
    reportSubAppsWhile(() => true);
    const sent: RequestConfig[] = [];
    answerHttp((config) => {
      sent.push(config);
      return Promise.resolve({ kept: 2, folded: 0 });
    });
    render(<SubAppHost {...props({ crashView: (message) => <p>crashed: {message}</p> })} />);
    const throwInApp = mountWithSandbox();

    for (let index = 1; index <= 12; index += 1) throwInApp(`boom ${index}`);
    act(() => vi.advanceTimersByTime(5_000));

    const reports = sent.flatMap((config) => (config.data as { reports: unknown[] }).reports);
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'mount', app: 'sub-newcrm' }),
      expect.objectContaining({ kind: 'error', count: 12, message: 'boom 1' }),
      expect.objectContaining({ kind: 'crash', count: 1, message: 'boom 1' }),
    ]);
  });

  it('tells operations of each re-show of the mounted app, and has its pages count for it while shown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [{ route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/' }],
    });
    reportSubAppsWhile(() => true);
    const sent: RequestConfig[] = [];
    answerHttp((config) => {
      sent.push(config);
      return Promise.resolve({ kept: 1, folded: 0, samples: 3 });
    });
    const given = props();
    const { rerender } = render(<SubAppHost {...given} />);
    fire('mounted');
    expect(wasAppOnScreenSince('sub-newcrm', performance.now())).toBe(true);

    rerender(<SubAppHost {...given} isActive={false} />);
    const hiddenAt = performance.now();
    expect(wasAppOnScreenSince('sub-newcrm', hiddenAt + 1)).toBe(false);
    rerender(<SubAppHost {...given} isActive />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<SubAppHost {...given} isActive={false} />);
    fire('aftershow'); // shown again while hidden: no re-show of the user's
    act(() => vi.advanceTimersByTime(5_000));

    const reports = sent.flatMap((config) => (config.data as { reports: unknown[] }).reports);
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'mount', app: 'sub-newcrm' }),
      expect.objectContaining({
        kind: 'reshow',
        app: 'sub-newcrm',
        durationMs: expect.any(Number),
      }),
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLogCapture } from './install-log-capture';
import type { LogEntry } from './log-store';

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the handler only reads `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('installLogCapture', () => {
  const uninstalls: (() => void)[] = [];
  function install(log: (entry: LogEntry) => void) {
    const uninstall = installLogCapture(window, log);
    uninstalls.push(uninstall);
    return uninstall;
  }
  afterEach(() => {
    for (const uninstall of uninstalls.splice(0)) uninstall();
  });

  it('logs an uncaught error with its message, stack, page and source position', () => {
    const log = vi.fn<(entry: LogEntry) => void>();
    install(log);
    const error = new TypeError('x is not a function');

    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is not a function',
        error,
        filename: 'http://localhost/main/assets/index.js',
        lineno: 12,
        colno: 34,
      }),
    );

    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith({
      url: window.location.href,
      time: expect.any(Number),
      type: 'error',
      message: 'Uncaught TypeError: x is not a function',
      stack: error.stack,
      info: 'http://localhost/main/assets/index.js:12:34',
    });
  });

  it('logs an unhandled rejection whatever its reason is', () => {
    const log = vi.fn<(entry: LogEntry) => void>();
    install(log);
    const error = new Error('request failed');

    window.dispatchEvent(rejection(error));
    window.dispatchEvent(rejection('plain text'));
    window.dispatchEvent(rejection({ code: 500 }));
    window.dispatchEvent(rejection(undefined));

    expect(log.mock.calls.map(([entry]) => entry)).toEqual([
      expect.objectContaining({
        type: 'unhandledrejection',
        url: window.location.href,
        message: 'request failed',
        stack: error.stack,
      }),
      expect.objectContaining({
        type: 'unhandledrejection',
        message: 'plain text',
        stack: undefined,
      }),
      expect.objectContaining({ type: 'unhandledrejection', message: '{"code":500}' }),
      expect.objectContaining({ type: 'unhandledrejection', message: 'undefined' }),
    ]);
  });

  it('logs an image that fails to load with its address', () => {
    const log = vi.fn<(entry: LogEntry) => void>();
    install(log);
    const image = document.createElement('img');
    image.src = 'http://localhost/missing.png';
    document.body.append(image);

    image.dispatchEvent(new Event('error'));

    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'resource',
        message: 'http://localhost/missing.png',
        info: '<img>',
      }),
    );
    image.remove();
  });

  it('stops logging once uninstalled', () => {
    const log = vi.fn<(entry: LogEntry) => void>();
    const uninstall = install(log);

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    window.dispatchEvent(rejection('late'));

    expect(log).not.toHaveBeenCalled();
  });

  it('logs each error once when installed twice', () => {
    const log = vi.fn<(entry: LogEntry) => void>();
    const first = install(log);
    const second = install(log);

    window.dispatchEvent(new ErrorEvent('error', { message: 'once', error: new Error('once') }));
    window.dispatchEvent(rejection('once'));

    expect(second).toBe(first);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('sends entries to the local log by default', async () => {
    const { useLogStore, clearLogs } = await import('./log-store');
    clearLogs();
    uninstalls.push(installLogCapture());

    window.dispatchEvent(rejection(new Error('lost promise')));

    expect(useLogStore.getState().entries[0]).toMatchObject({
      type: 'unhandledrejection',
      message: 'lost promise',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSandboxErrors, type SandboxLogEntry } from './sandbox-errors';

/** A window of another realm, as micro-app's iframe sandbox gives each sub-application. */
function sandboxWindow() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const sandbox = iframe.contentWindow as Window & typeof globalThis;
  return { sandbox, remove: () => iframe.remove() };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('captureSandboxErrors', () => {
  it("logs the sandbox's uncaught errors, read across realms, with the app's name", () => {
    const { sandbox } = sandboxWindow();
    const log = vi.fn<(entry: SandboxLogEntry) => void>();
    captureSandboxErrors(sandbox, 'sub-newcrm', log);

    const error = new sandbox.Error('render failed');
    expect(error instanceof Error).toBe(false);
    sandbox.dispatchEvent(
      new sandbox.ErrorEvent('error', {
        message: 'Uncaught Error: render failed',
        error,
        filename: 'http://portal/sub-newcrm/assets/index.js',
        lineno: 3,
        colno: 14,
      }),
    );

    expect(log).toHaveBeenCalledExactlyOnceWith({
      url: sandbox.location.href,
      time: expect.any(Number),
      type: 'error',
      message: 'Uncaught Error: render failed',
      stack: error.stack,
      info: 'sub-newcrm http://portal/sub-newcrm/assets/index.js:3:14',
    });
  });

  it('logs unhandled rejections, whatever was thrown', () => {
    const { sandbox } = sandboxWindow();
    const log = vi.fn<(entry: SandboxLogEntry) => void>();
    captureSandboxErrors(sandbox, 'sub-credit', log);

    for (const reason of [new sandbox.TypeError('no data'), 'plain text', { code: 500 }]) {
      const event = new sandbox.Event('unhandledrejection');
      Object.assign(event, { reason });
      sandbox.dispatchEvent(event);
    }

    expect(log.mock.calls.map(([entry]) => [entry.type, entry.message, entry.info])).toEqual([
      ['unhandledrejection', 'no data', 'sub-credit'],
      ['unhandledrejection', 'plain text', 'sub-credit'],
      ['unhandledrejection', '{"code":500}', 'sub-credit'],
    ]);
  });

  it('stops when uninstalled', () => {
    const { sandbox } = sandboxWindow();
    const log = vi.fn();
    captureSandboxErrors(sandbox, 'sub-newcrm', log)();
    sandbox.dispatchEvent(new sandbox.ErrorEvent('error', { message: 'late' }));
    expect(log).not.toHaveBeenCalled();
  });
});

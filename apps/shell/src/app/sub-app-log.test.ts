import { initI18n, loadAllMessages } from '@/features/i18n/i18n';
import { clearLogs, useLogStore } from '@/features/logs/log-store';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logLoadFailure, logSandboxErrors } from './sub-app-log';

function fakeSandbox() {
  const target = new EventTarget();
  return Object.assign(target, { location: { href: 'http://localhost/main/blank/index' } });
}

function throwIn(sandbox: EventTarget, message: string) {
  sandbox.dispatchEvent(new ErrorEvent('error', { message, error: new Error(message) }));
}

const messages = () => useLogStore.getState().entries.map((entry) => entry.message);

beforeAll(async () => {
  await initI18n('zh-CN');
  await loadAllMessages();
});

beforeEach(() => clearLogs());

describe('logSandboxErrors', () => {
  it('logs a few errors a window, and one row counting the rest once it stops', () => {
    const sandbox = fakeSandbox();
    const stop = logSandboxErrors('sub-blank', sandbox as unknown as Window);

    for (let index = 1; index <= 12; index += 1) throwIn(sandbox, `error ${index}`);
    expect(messages()).toHaveLength(10);
    expect(messages()).toContain('error 10');
    expect(messages()).not.toContain('error 11');

    stop();
    expect(messages()[0]).toBe('sub-blank 在短时间内出错过多，另有 2 条错误未记入日志。');
  });

  it('stops listening once undone', () => {
    const sandbox = fakeSandbox();
    logSandboxErrors('sub-blank', sandbox as unknown as Window)();

    throwIn(sandbox, 'after the app went');

    expect(messages()).toEqual([]);
  });
});

describe('logLoadFailure', () => {
  it("logs the app whose resources failed, in the user's words", () => {
    logLoadFailure('sub-blank');
    expect(useLogStore.getState().entries).toEqual([
      expect.objectContaining({
        type: 'micro-app',
        message: expect.stringContaining('子应用资源加载不完整'),
        info: 'sub-blank',
      }),
    ]);
  });
});

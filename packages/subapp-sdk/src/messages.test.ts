// reportStatus, openTab, closeSelf, setTitle, navigateShell, setDirty and clearDirty: the messages a sub-app sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedAs, leaveHost, runAlone, settle } from './test/embed';

afterEach(leaveHost);

describe('messages to the host', () => {
  it('sends each kind of message the protocol has', async () => {
    const { received, sdk } = await embedAs();
    sdk.reportStatus({ status: 200, code: 500, message: '服务异常' });
    sdk.reportStatus({ status: 401, code: 401 });
    sdk.openTab('/credit/apply/list');
    sdk.setTitle('客户 42');
    sdk.navigateShell('/wel/index');
    sdk.setDirty();
    sdk.clearDirty();
    sdk.closeSelf();
    await settle();
    expect(received).toEqual([
      { type: 'report', status: 200, code: 500, message: '服务异常' },
      { type: 'report', status: 401, code: 401 },
      { type: 'open-tab', path: '/credit/apply/list' },
      { type: 'set-title', title: '客户 42' },
      { type: 'navigate', path: '/wel/index' },
      { type: 'set-dirty', dirty: true },
      { type: 'set-dirty', dirty: false },
      { type: 'close-self' },
    ]);
  });

  it('delivers a message identical to the previous one again', async () => {
    const { received, sdk } = await embedAs();
    sdk.closeSelf();
    await settle();
    sdk.closeSelf();
    await settle();
    expect(received).toEqual([{ type: 'close-self' }, { type: 'close-self' }]);
  });

  it('moves on to the next message when the host never confirms one', async () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const { sdk } = await embedAs();
    Object.assign(window, {
      microApp: {
        getData: () => null,
        addDataListener: () => undefined,
        removeDataListener: () => undefined,
        forceDispatch: (data: { message: unknown }) => sent.push(data.message),
      },
    });
    sdk.setTitle('one');
    sdk.setTitle('two');
    expect(sent).toEqual([{ type: 'set-title', title: 'one' }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([
      { type: 'set-title', title: 'one' },
      { type: 'set-title', title: 'two' },
    ]);
  });

  it('refuses a path that is not a path of the shell', async () => {
    const { received, sdk } = await embedAs();
    expect(() => sdk.openTab('credit/apply/list')).toThrow(TypeError);
    expect(() => sdk.openTab('//evil.example.com/x')).toThrow(/starting with '\/'/);
    expect(() => sdk.navigateShell('https://evil.example.com/')).toThrow(TypeError);
    await settle();
    expect(received).toEqual([]);
  });

  it('alone, logs what it would have sent and sends nothing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    sdk.reportStatus({ status: 401, code: 401 });
    sdk.openTab('/credit/apply/list');
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/not sent/), {
      type: 'report',
      status: 401,
      code: 401,
    });
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/not sent/), {
      type: 'open-tab',
      path: '/credit/apply/list',
    });
  });
});

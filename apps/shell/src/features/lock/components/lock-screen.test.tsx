import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import type { RequestConfig } from '@/lib/http/http-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLockPassword } from '../lock-password';
import { LockScreen } from './lock-screen';

const server = vi.fn<(config: RequestConfig) => Promise<unknown>>();

/** The lock events the screen sent to the server, in order. */
const lockEvents = () =>
  server.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url?.endsWith('/upms/user/lockEvent'))
    .map((config) => (typeof config.data === 'string' ? JSON.parse(config.data) : config.data));

async function renderLockScreen(onUnlocked: () => void) {
  await setLockPassword('s3cret');
  await renderWithI18n(
    <LockScreen userName="张三" avatar={undefined} onUnlocked={onUnlocked} onSignOut={vi.fn()} />,
  );
  return userEvent.setup({ delay: null });
}

describe('LockScreen', () => {
  beforeEach(() => {
    vi.spyOn(notices, 'notify').mockResolvedValue(undefined);
    server.mockReset();
    answerHttp(server);
  });
  afterEach(() => vi.restoreAllMocks());

  it('covers the page with the user at once, and offers the password in the next frame', async () => {
    server.mockResolvedValue(false);
    await renderLockScreen(vi.fn());

    // The form's antd parts take a long task to mount: the cover does not wait for them.
    expect(screen.getByRole('dialog', { name: '张三' })).toBeInTheDocument();
    expect(screen.queryByTestId('unlock-password')).not.toBeInTheDocument();
    expect(await screen.findByTestId('unlock-password')).toHaveFocus();
  });

  it('records a wrong lock password and the unlock with the server', async () => {
    server.mockResolvedValue(true);
    const onUnlocked = vi.fn();
    const user = await renderLockScreen(onUnlocked);

    await user.type(await screen.findByTestId('unlock-password'), 'wrong{Enter}');
    await screen.findByText('解锁密码错误,请重新输入');
    await user.type(screen.getByTestId('unlock-password'), 's3cret{Enter}');

    await waitFor(() => expect(onUnlocked).toHaveBeenCalledOnce());
    expect(lockEvents()).toEqual([
      { event: 'unlock', result: 'failure' },
      { event: 'unlock', result: 'success' },
    ]);
  });

  it('unlocks without waiting for a server that does not answer', async () => {
    server.mockImplementation(() => new Promise<never>(() => undefined));
    const onUnlocked = vi.fn();
    const user = await renderLockScreen(onUnlocked);

    await user.type(await screen.findByTestId('unlock-password'), 's3cret{Enter}');

    await waitFor(() => expect(onUnlocked).toHaveBeenCalledOnce());
    expect(lockEvents()).toEqual([{ event: 'unlock', result: 'success' }]);
  });

  it('unlocks when the server is down, showing nothing of its failure', async () => {
    server.mockRejectedValue(new Error('Network Error'));
    const onUnlocked = vi.fn();
    const user = await renderLockScreen(onUnlocked);

    await user.type(await screen.findByTestId('unlock-password'), 's3cret{Enter}');

    await waitFor(() => expect(onUnlocked).toHaveBeenCalledOnce());
    expect(lockEvents()).toHaveLength(1);
    expect(notices.notify).not.toHaveBeenCalled();
  });
});

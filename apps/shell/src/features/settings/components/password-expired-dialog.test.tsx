import type { PasswordStatus } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import * as notices from '@/lib/notify';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePasswordExpired } from '../use-password-expired';
import { PasswordExpiredDialog } from './password-expired-dialog';

const agedPolicy = {
  profile: 'mlps',
  minLength: 8,
  maxLength: 64,
  minClasses: 3,
  historyCount: 5,
  maxAgeDays: 90,
} as const;

const status = (isExpired: boolean): PasswordStatus => ({
  changedAt: '2026-08-01T00:00:00.000Z',
  expiresAt: '2026-10-30T00:00:00.000Z',
  isExpired,
});

const server = { status: vi.fn<() => Promise<PasswordStatus>>(), edit: vi.fn(), isProved: false };

beforeEach(() => {
  // The success notice is the settings page's concern; here it would outlive the test.
  vi.spyOn(notices, 'notify').mockResolvedValue(undefined);
  server.isProved = false;
  answerHttp(({ url }) => {
    if (url === '/upms/user/passwordStatus') return server.status();
    if (url === '/upms/user/proof') {
      server.isProved = true;
      return Promise.resolve({ expiresIn: 300 });
    }
    // A password change waits for the user to confirm it is them.
    return server.isProved
      ? Promise.resolve(server.edit())
      : Promise.reject(new HttpError('Confirm it is you', 4032, 403, { methods: [] }));
  });
  server.status.mockResolvedValue(status(true));
  server.edit.mockReturnValue(true);
});

/** The frame's use: the dialog stands while the password is expired. */
function Gate({ onSignOut }: { onSignOut: () => void }) {
  const isExpired = usePasswordExpired(7);
  return isExpired ? <PasswordExpiredDialog userId={7} onSignOut={onSignOut} /> : null;
}

async function renderGate(language: 'zh-CN' | 'en' = 'zh-CN') {
  const onSignOut = vi.fn();
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <Gate onSignOut={onSignOut} />
    </QueryClientProvider>,
    { language },
  );
  return { onSignOut };
}

describe('an expired password', () => {
  it('is not asked about when the policy lets passwords age', async () => {
    setRuntimeConfig(testRuntimeConfig);
    await renderGate();

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.status).not.toHaveBeenCalled();
    expect(screen.queryByTestId('password-expired-dialog')).toBeNull();
  });

  it('stands over the frame until it is changed, and cannot be dismissed', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, passwordPolicy: agedPolicy });
    const user = userEvent.setup({ delay: null });
    await renderGate('en');

    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    expect(dialog).toHaveTextContent(
      "Your password is more than 90 days old: your organisation's password policy asks you to change it before you go on.",
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();

    server.status.mockResolvedValue(status(false));
    await user.type(screen.getByLabelText('New password'), 'Xq7#kLm2pW');
    await user.type(screen.getByLabelText('Confirm new password'), 'Xq7#kLm2pW');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const proof = await screen.findByTestId('confirm-identity-dialog');
    await user.type(within(proof).getByLabelText('Current password'), 'Portal@2026');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.edit).toHaveBeenCalledTimes(1);
  });

  it('lets the user sign out instead', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, passwordPolicy: agedPolicy });
    const { onSignOut } = await renderGate();

    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

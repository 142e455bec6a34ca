import type { TotpStatus } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import type { RequestConfig } from '@/lib/http/http-client';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TotpCard } from './totp-card';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codesOf = (prefix: string) =>
  Array.from({ length: 10 }, (_, index) => `${prefix}AA-BBBB-CCCC-DDD${index}`);
let status: TotpStatus;
let calls: RequestConfig[];
/** Whether the session proved the user in the last five minutes, as the server keeps it. */
let isProved: boolean;

/** The server's answer to a change without a fresh proof. */
const proofRequired = () =>
  Promise.reject(
    new HttpError('To protect your account, confirm it is you', 4032, 403, { methods: [] }),
  );

beforeEach(() => {
  vi.spyOn(notices, 'notify').mockResolvedValue(undefined);
  status = { enrolled: false, confirmedAt: null, recoveryCodesLeft: 0 };
  calls = [];
  isProved = false;
  answerHttp((config) => {
    calls.push(config);
    const { password, code } = (config.data ?? {}) as { password?: string; code?: string };
    const guarded = ['/upms/user/totp/start', '/upms/user/totp/recovery-codes'];
    if ((guarded.includes(config.url) || config.url === '/upms/user/totp/remove') && !isProved) {
      return proofRequired();
    }
    switch (config.url) {
      case '/upms/user/proof':
        if (password !== 'Portal@2026') {
          return Promise.reject(new HttpError('The current password is incorrect', 1, 400));
        }
        isProved = true;
        return Promise.resolve({ expiresIn: 300 });
      case '/upms/user/totp':
        return Promise.resolve(status);
      case '/upms/user/totp/start':
        return Promise.resolve({
          uri: `otpauth://totp/Portal:zhangsan?issuer=Portal&secret=${secret}`,
          secret,
          expiresIn: 600,
        });
      case '/upms/user/totp/confirm':
        if (code !== '123456') {
          return Promise.reject(
            new HttpError('The code is wrong; enter the code your app shows now', 1, 400),
          );
        }
        status = { enrolled: true, confirmedAt: '2026-11-26T01:00:00.000Z', recoveryCodesLeft: 10 };
        return Promise.resolve({ recoveryCodes: codesOf('A') });
      case '/upms/user/totp/recovery-codes':
        status = { ...status, recoveryCodesLeft: 10 };
        return Promise.resolve({ recoveryCodes: codesOf('B') });
      case '/upms/user/totp/remove':
        status = { enrolled: false, confirmedAt: null, recoveryCodesLeft: 0 };
        return Promise.resolve(true);
      default:
        return Promise.reject(new Error(`unexpected ${config.url}`));
    }
  });
});

async function renderCard(language: 'zh-CN' | 'en' = 'en') {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <TotpCard userId={7} username="zhangsan" />
    </QueryClientProvider>,
    { language },
  );
  await screen.findByTestId('totp-status');
}

describe('TotpCard', () => {
  it("sets the app up: confirm it's you, QR code and key, a pasted code, then the codes once", async () => {
    await renderCard();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-status')).toHaveTextContent('Not set up');

    await user.click(screen.getByTestId('totp-set-up'));
    const proof = await screen.findByTestId('confirm-identity-dialog');
    expect(within(proof).getByText("Confirm it's you")).toBeInTheDocument();
    const password = within(proof).getByLabelText('Current password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'wrong');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('confirm-identity-error')).toHaveTextContent(
      'The current password is incorrect',
    );

    await user.clear(password);
    await user.type(password, 'Portal@2026');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByLabelText('QR code for your authenticator app')).toBeInTheDocument();

    const field = screen.getByTestId('totp-code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.click(field);
    await user.paste('123-456');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const codes = await screen.findByTestId('totp-recovery-codes');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(codes).toHaveTextContent('AAA-BBBB-CCCC-DDD0');
    expect(screen.getByTestId('totp-codes-dialog')).toHaveTextContent(
      'Store these recovery codes now: they are shown only this once.',
    );
    expect(calls.find((call) => call.url === '/upms/user/totp/confirm')?.data).toEqual({
      code: '123456',
    });
    expect(
      calls.filter((call) => call.url === '/upms/user/proof').map((call) => call.data),
    ).toEqual([{ password: 'wrong' }, { password: 'Portal@2026' }]);
    expect(notices.notify).toHaveBeenCalledWith('success', 'Authenticator app set up');

    await user.click(screen.getByTestId('totp-codes-done'));
    await waitFor(() => expect(screen.queryByTestId('totp-codes-dialog')).toBeNull());
    expect(screen.getByTestId('totp-codes-left')).toHaveTextContent('Recovery codes left: 10');
  }, 20_000);

  it("shows the server's refusal of a wrong code and stays at the step", async () => {
    // Proved a minute ago: nothing is asked again.
    isProved = true;
    await renderCard();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('totp-set-up'));
    await user.type(await screen.findByTestId('totp-code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('totp-setup-error')).toHaveTextContent('The code is wrong');
    expect(screen.getByTestId('totp-secret')).toBeInTheDocument();
  }, 20_000);

  it('copies the recovery codes as text', async () => {
    status = { enrolled: true, confirmedAt: '2026-11-26T01:00:00.000Z', recoveryCodesLeft: 2 };
    await renderCard('zh-CN');
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    // Few codes left: the card says to regenerate them.
    expect(screen.getByTestId('totp-codes-low')).toHaveTextContent('恢复码即将用完');

    isProved = true;
    await user.click(screen.getByTestId('totp-regenerate'));
    await user.click(
      within(await screen.findByTestId('totp-regenerate-dialog')).getByRole('button', {
        name: '重新生成恢复码',
      }),
    );
    await screen.findByTestId('totp-recovery-codes');
    await user.click(screen.getByTestId('totp-codes-copy'));

    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('BAA-BBBB-CCCC-DDD9'));
    expect(writeText.mock.calls[0]?.[0]).toContain('Portal 恢复码（zhangsan）');
    expect(notices.notify).toHaveBeenCalledWith('success', '已复制恢复码');
  }, 20_000);

  it("removes the app once the user confirms it's them; cancelling removes nothing", async () => {
    status = { enrolled: true, confirmedAt: '2026-11-26T01:00:00.000Z', recoveryCodesLeft: 10 };
    await renderCard();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByTestId('totp-remove'));
    const removal = await screen.findByTestId('totp-remove-dialog');
    await user.click(within(removal).getByRole('button', { name: 'Remove' }));
    const proof = await screen.findByTestId('confirm-identity-dialog');
    await user.click(within(proof).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-identity-dialog')).toBeNull());
    expect(screen.queryByTestId('totp-remove-error')).toBeNull();
    expect(status.enrolled).toBe(true);

    // Still open: the user may try again.
    await user.click(within(removal).getByRole('button', { name: /Remove$/ }));
    await user.type(
      within(await screen.findByTestId('confirm-identity-dialog')).getByLabelText(
        'Current password',
      ),
      'Portal@2026{Enter}',
    );

    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('Not set up'));
    expect(calls.filter((call) => call.url === '/upms/user/totp/remove')).toHaveLength(3);
    expect(calls.find((call) => call.url === '/upms/user/totp/remove')?.data).toBeUndefined();
  }, 20_000);
});

import type { Passkey, TotpStatus } from '@portal/contract';
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
import { useSecondFactorRequired } from '../use-second-factor-required';
import { SecondFactorRequiredDialog } from './second-factor-required-dialog';

// The browser library, mocked where the shell loads it (lib/webauthn.ts imports it on demand).
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const browser = vi.mocked(await import('@simplewebauthn/browser'));

const added: Passkey = {
  id: 3,
  name: 'Chrome · Linux',
  createdAt: '2026-11-26T01:00:00.000Z',
  lastUsedAt: null,
};
let passkeys: Passkey[] = [];
let totp: TotpStatus = { enrolled: false, confirmedAt: null, recoveryCodesLeft: 0 };
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CCCC-DDD${index}`);
/** Whether the session proved the user in the last five minutes, as the server keeps it. */
let isProved = false;

beforeEach(() => {
  vi.spyOn(notices, 'notify').mockResolvedValue(undefined);
  passkeys = [];
  totp = { enrolled: false, confirmedAt: null, recoveryCodesLeft: 0 };
  isProved = false;
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  browser.startRegistration.mockResolvedValue({ id: 'cred' } as never);
  answerHttp(({ url }) => {
    if (url === '/upms/user/proof') {
      isProved = true;
      return Promise.resolve({ expiresIn: 300 });
    }
    const guarded = ['/upms/user/totp/start', '/upms/user/passkeys/registration/options'];
    if (guarded.includes(url) && !isProved) {
      return Promise.reject(new HttpError('Confirm it is you', 4032, 403, { methods: [] }));
    }
    if (url === '/upms/user/passkeys') return Promise.resolve(passkeys);
    if (url === '/upms/user/totp') return Promise.resolve(totp);
    if (url === '/upms/user/totp/start') {
      return Promise.resolve({
        uri: 'otpauth://totp/Portal:zhangsan?secret=JBSWY3DPEHPK3PXP&issuer=Portal',
        secret: 'JBSWY3DPEHPK3PXP',
        expiresIn: 600,
      });
    }
    if (url === '/upms/user/totp/confirm') {
      totp = { enrolled: true, confirmedAt: '2026-11-26T01:00:00.000Z', recoveryCodesLeft: 10 };
      return Promise.resolve({ recoveryCodes });
    }
    if (url === '/upms/user/passkeys/registration/options') {
      return Promise.resolve({ challengeId: 'c1', options: { challenge: 'abc' } });
    }
    passkeys = [added];
    return Promise.resolve(added);
  });
});

/** The frame's use: the dialog stands while the policy asks for a second factor the user lacks. */
function Gate({ onSignOut }: { onSignOut: () => void }) {
  const isRequired = useSecondFactorRequired(7);
  return isRequired ? (
    <SecondFactorRequiredDialog userId={7} username="zhangsan" onSignOut={onSignOut} />
  ) : null;
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

describe('a second factor the policy requires', () => {
  it('is not asked for under the optional policy', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'optional' });
    await renderGate();
    expect(screen.queryByTestId('second-factor-required-dialog')).toBeNull();
  });

  it('stands over the frame until a passkey is added, after the password confirms it', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'required' });
    await renderGate();

    expect(await screen.findByRole('dialog', { name: '请添加第二步验证方式' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('second-factor-required-passkey'));
    const proof = await screen.findByTestId('confirm-identity-dialog');
    await userEvent.type(within(proof).getByLabelText('当前密码'), 'Portal@2026{Enter}');

    await waitFor(() => expect(screen.queryByTestId('second-factor-required-dialog')).toBeNull());
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
  });

  it('lets the user sign out instead, in English too', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'required' });
    const { onSignOut } = await renderGate('en');

    expect(await screen.findByRole('dialog', { name: 'Add a second factor' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('second-factor-required-sign-out'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('offers an authenticator app instead, and goes once it is set up and the codes stored', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'required' });
    await renderGate();

    await userEvent.click(await screen.findByTestId('second-factor-required-totp'));
    const proof = await screen.findByTestId('confirm-identity-dialog');
    await userEvent.type(within(proof).getByLabelText('当前密码'), 'Portal@2026');
    await userEvent.click(within(proof).getByRole('button', { name: '确 认' }));
    await userEvent.type(await screen.findByTestId('totp-code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验 证' }));

    // The recovery codes are on screen before the gate goes.
    expect(await screen.findByTestId('totp-recovery-codes')).toHaveTextContent(
      recoveryCodes[0] ?? '',
    );
    await userEvent.click(screen.getByTestId('totp-codes-done'));
    await waitFor(() => expect(screen.queryByTestId('second-factor-required-dialog')).toBeNull());
  }, 20_000);
});

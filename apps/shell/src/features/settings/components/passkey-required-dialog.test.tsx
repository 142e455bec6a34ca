import type { Passkey } from '@portal/contract';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePasskeyRequired } from '../use-passkey-required';
import { PasskeyRequiredDialog } from './passkey-required-dialog';

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

beforeEach(() => {
  passkeys = [];
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  browser.startRegistration.mockResolvedValue({ id: 'cred' } as never);
  answerHttp(({ url }) => {
    if (url === '/upms/user/passkeys') return Promise.resolve(passkeys);
    if (url === '/upms/user/passkeys/registration/options') {
      return Promise.resolve({ challengeId: 'c1', options: { challenge: 'abc' } });
    }
    passkeys = [added];
    return Promise.resolve(added);
  });
});

/** The frame's use: the dialog stands while the policy asks for a passkey the user lacks. */
function Gate({ onSignOut }: { onSignOut: () => void }) {
  const isRequired = usePasskeyRequired(7);
  return isRequired ? <PasskeyRequiredDialog userId={7} onSignOut={onSignOut} /> : null;
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

describe('a passkey the policy requires', () => {
  it('is not asked for under the optional policy', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'optional' });
    await renderGate();
    expect(screen.queryByTestId('passkey-required-dialog')).toBeNull();
  });

  it('stands over the frame until one is added', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'required' });
    await renderGate();

    expect(await screen.findByRole('dialog', { name: '请添加通行密钥' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('passkey-required-add'));

    await waitFor(() => expect(screen.queryByTestId('passkey-required-dialog')).toBeNull());
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
  });

  it('lets the user sign out instead, in English too', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'required' });
    const { onSignOut } = await renderGate('en');

    expect(await screen.findByRole('dialog', { name: 'Add a passkey' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('passkey-required-sign-out'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

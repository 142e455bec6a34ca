import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '@/lib/http/http-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeyUnlock } from './passkey-unlock';

// The browser library, mocked where the shell loads it (lib/webauthn.ts imports it on demand).
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const browser = vi.mocked(await import('@simplewebauthn/browser'));

const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
let passkeys: unknown[] = [];
let calls: RequestConfig[] = [];

beforeEach(() => {
  passkeys = [{ id: 1, name: 'Laptop', createdAt: '2026-11-26T01:00:00.000Z', lastUsedAt: null }];
  calls = [];
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  browser.startAuthentication.mockResolvedValue(assertion as never);
  answerHttp((config) => {
    calls.push(config);
    if (config.url === '/upms/user/passkeys') return Promise.resolve(passkeys);
    if (config.url === '/upms/user/passkeys/verify/options') {
      return Promise.resolve({ challengeId: 'c9', options: { challenge: 'xyz' } });
    }
    return Promise.resolve(true);
  });
});

describe('PasskeyUnlock', () => {
  it('unlocks with the passkey the server checks', async () => {
    const onUnlocked = vi.fn();
    await renderWithI18n(<PasskeyUnlock onUnlocked={onUnlocked} />);

    await userEvent.click(await screen.findByRole('button', { name: /使用通行密钥解锁/ }));

    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(calls.find((call) => call.url === '/upms/user/passkeys/verify')?.data).toEqual({
      challengeId: 'c9',
      credential: assertion,
    });
  });

  it('stays locked and says why when the user cancels', async () => {
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('no'), { name: 'NotAllowedError' }),
    );
    const onUnlocked = vi.fn();
    await renderWithI18n(<PasskeyUnlock onUnlocked={onUnlocked} />, { language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: /Unlock with a passkey/ }));

    expect(await screen.findByTestId('unlock-passkey-problem')).toHaveTextContent(
      'The passkey check was cancelled or timed out.',
    );
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('offers nothing to a user without a passkey', async () => {
    passkeys = [];
    await renderWithI18n(<PasskeyUnlock onUnlocked={vi.fn()} />);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('unlock-passkey')).toBeNull();
  });
});

import type { Passkey } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '@/lib/http/http-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeysCard } from './passkeys-card';

// The browser library, mocked where the shell loads it (lib/webauthn.ts imports it on demand).
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
const browser = vi.mocked(await import('@simplewebauthn/browser'));

const passkey = (id: number, name: string, lastUsedAt: string | null = null): Passkey => ({
  id,
  name,
  createdAt: '2026-11-26T01:00:00.000Z',
  lastUsedAt,
});

const registration = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
let passkeys: Passkey[] = [];
let calls: RequestConfig[] = [];
let finishAnswer: () => Promise<unknown>;
/** Whether the session proved the user in the last five minutes, as the server keeps it. */
let isProved: boolean;
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

beforeEach(() => {
  vi.spyOn(notices, 'notify').mockResolvedValue(undefined);
  passkeys = [passkey(1, 'Chrome · macOS', '2026-11-26T02:00:00.000Z')];
  calls = [];
  finishAnswer = () => {
    const added = passkey(2, 'Work laptop');
    passkeys = [...passkeys, added];
    return Promise.resolve(added);
  };
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  browser.startRegistration.mockResolvedValue(registration as never);
  browser.startAuthentication.mockResolvedValue(assertion as never);
  isProved = true;
  answerHttp((config) => {
    calls.push(config);
    const { url, data } = config;
    const guarded = [
      '/upms/user/passkeys/registration/options',
      '/upms/user/passkeys/registration',
      '/upms/user/passkeys/remove',
    ];
    if (guarded.includes(url) && !isProved) {
      const challenge = { methods: passkeys.length > 0 ? ['passkey'] : [] };
      return Promise.reject(new HttpError('Confirm it is you', 4032, 403, challenge));
    }
    if (url === '/upms/user/passkeys/verify/options') {
      return Promise.resolve({ challengeId: 'v1', options: { challenge: 'xyz' } });
    }
    if (url === '/upms/user/proof') {
      isProved = true;
      return Promise.resolve({ expiresIn: 300 });
    }
    if (url === '/upms/user/passkeys') return Promise.resolve(passkeys);
    if (url === '/upms/user/passkeys/registration/options') {
      return Promise.resolve({ challengeId: 'c1', options: { challenge: 'abc' } });
    }
    if (url === '/upms/user/passkeys/registration') return finishAnswer();
    if (url === '/upms/user/passkeys/remove') {
      const { id } = data as { id: number };
      passkeys = passkeys.filter((each) => each.id !== id);
      return Promise.resolve(true);
    }
    return Promise.resolve(true);
  });
});

async function renderCard(language: 'zh-CN' | 'en' = 'en') {
  await renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <PasskeysCard userId={7} />
    </QueryClientProvider>,
    { language },
  );
  await waitFor(() => expect(screen.getAllByTestId('passkey-row')).toHaveLength(passkeys.length));
}

describe('PasskeysCard', () => {
  it('lists each passkey with when it was added and last used', async () => {
    await renderCard('zh-CN');

    const [row] = screen.getAllByTestId('passkey-row');
    expect(row).toHaveTextContent('Chrome · macOS');
    expect(row).toHaveTextContent('添加于');
    expect(row).toHaveTextContent('最近使用');
    expect(screen.getByRole('heading', { name: '通行密钥' })).toBeInTheDocument();
  });

  it('adds a passkey: the options go to the browser, its answer to the server', async () => {
    await renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));

    await waitFor(() => expect(screen.getAllByTestId('passkey-row')).toHaveLength(2));
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(calls.find((call) => call.url === '/upms/user/passkeys/registration')?.data).toEqual({
      challengeId: 'c1',
      credential: registration,
    });
    expect(notices.notify).toHaveBeenCalledWith('success', 'Passkey "Work laptop" added');
  });

  it('says so when the browser has no WebAuthn, and asks the server nothing', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    await renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByTestId('passkey-problem')).toHaveTextContent(
      'This browser does not support passkeys',
    );
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('says so when the user cancels, or the authenticator is registered already', async () => {
    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
    );
    await renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByTestId('passkey-problem')).toHaveTextContent(
      'Cancelled, or not completed in time.',
    );

    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('known'), {
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(screen.getByTestId('passkey-problem')).toHaveTextContent(
        'This authenticator already holds one of your passkeys.',
      ),
    );
  });

  it('removes a passkey after the user confirms with their password and passkey', async () => {
    isProved = false;
    await renderCard();

    await userEvent.click(
      within(screen.getAllByTestId('passkey-row')[0] as HTMLElement).getByRole('button', {
        name: 'Remove',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    // The server wants a proof: the password, then the passkey.
    const proof = await screen.findByTestId('confirm-identity-dialog');
    const confirm = within(proof).getByRole('button', { name: 'Confirm with a passkey' });
    await userEvent.click(confirm);
    expect(await within(proof).findByText('Enter your current password')).toBeInTheDocument();
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    await userEvent.type(within(proof).getByLabelText('Current password'), 'Portal@2026');
    await userEvent.click(confirm);

    await waitFor(() => expect(screen.queryAllByTestId('passkey-row')).toHaveLength(0));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(calls.find((call) => call.url === '/upms/user/proof')?.data).toEqual({
      password: 'Portal@2026',
      passkey: { challengeId: 'v1', credential: assertion },
    });
    expect(calls.filter((call) => call.url === '/upms/user/passkeys/remove')).toHaveLength(2);
    expect(calls.find((call) => call.url === '/upms/user/passkeys/remove')?.data).toEqual({
      id: 1,
    });
  });

  it('asks a user without a passkey for the password alone, then adds one; cancelling adds none', async () => {
    isProved = false;
    passkeys = [];
    await renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <PasskeysCard userId={7} />
      </QueryClientProvider>,
      { language: 'zh-CN' },
    );
    await screen.findByText('尚未添加通行密钥');

    await userEvent.click(screen.getByRole('button', { name: '添加通行密钥' }));
    let proof = await screen.findByTestId('confirm-identity-dialog');
    expect(within(proof).getByText('确认是您本人')).toBeInTheDocument();
    expect(within(proof).queryByTestId('confirm-identity-code')).toBeNull();
    await userEvent.click(within(proof).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByTestId('confirm-identity-dialog')).toBeNull());
    expect(screen.queryByTestId('passkey-problem')).toBeNull();
    expect(browser.startRegistration).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('passkey-add'));
    proof = await screen.findByTestId('confirm-identity-dialog');
    await userEvent.type(within(proof).getByLabelText('当前密码'), 'Portal@2026');
    await userEvent.click(within(proof).getByRole('button', { name: /确\s?认/ }));

    await waitFor(() => expect(screen.getAllByTestId('passkey-row')).toHaveLength(1));
    expect(calls.find((call) => call.url === '/upms/user/proof')?.data).toEqual({
      password: 'Portal@2026',
    });
    expect(browser.startRegistration).toHaveBeenCalledOnce();
  });
});

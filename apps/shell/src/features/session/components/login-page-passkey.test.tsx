import { HttpError } from '@/lib/http/http-error';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { PasskeyError } from '@/lib/webauthn';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage, type LoginPageProps } from './login-page';

const signInMock = () => vi.fn<LoginPageProps['onSignIn']>();

/** The password grant's answer for a user with a passkey. */
const passkeyAsked = () =>
  new HttpError('请使用通行密钥完成登录', 4011, 401, {
    second_factor_token: 'token-1',
    expires_in: 300,
    methods: ['passkey'],
  });

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('用户名'), 'zhangsan');
  await user.type(screen.getByLabelText('密码'), 'Portal@2026');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('LoginPage with passkeys', () => {
  beforeEach(() => setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'optional' }));

  it('signs in with a passkey alone', async () => {
    const onSignIn = signInMock().mockResolvedValue();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);

    await userEvent.click(screen.getByRole('button', { name: '使用通行密钥登录' }));

    expect(onSignIn).toHaveBeenCalledWith({ grantType: 'passkey' });
  });

  it('offers no passkey while the policy is off', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'off' });
    await renderWithI18n(<LoginPage onSignIn={signInMock()} />);

    expect(screen.queryByTestId('login-passkey')).toBeNull();
  });

  it('asks for the passkey after a password that needs it, with the token of that answer', async () => {
    const onSignIn = signInMock().mockRejectedValueOnce(passkeyAsked()).mockResolvedValue();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await typePassword(user);
    expect(await screen.findByTestId('login-second-factor')).toHaveTextContent(
      '请使用通行密钥完成登录',
    );
    expect(screen.queryByTestId('login-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: '使用通行密钥验证' }));

    expect(onSignIn).toHaveBeenLastCalledWith({
      grantType: 'passkey',
      secondFactorToken: 'token-1',
      firstStep: 'password',
    });
  });

  it('goes back to the form on cancel, the password cleared', async () => {
    const onSignIn = signInMock().mockRejectedValueOnce(passkeyAsked());
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: '返回重新登录' }));

    expect(screen.queryByTestId('login-second-factor')).toBeNull();
    expect(screen.getByLabelText('用户名')).toHaveValue('zhangsan');
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });

  it.each([
    [
      'unsupported',
      'This browser does not support passkeys; use another browser or your password.',
    ],
    ['cancelled', 'The passkey check was cancelled or timed out.'],
  ] as const)('explains a passkey that did not work (%s) in English', async (problem, text) => {
    const onSignIn = signInMock().mockRejectedValue(new PasskeyError(problem));
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />, { language: 'en' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent(text));
  });
});

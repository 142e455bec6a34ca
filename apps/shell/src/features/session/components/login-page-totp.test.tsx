import { HttpError } from '@/lib/http/http-error';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage, type LoginPageProps } from './login-page';

const signInMock = () => vi.fn<LoginPageProps['onSignIn']>();

/** The first step's answer for a user with these second factors. */
const secondFactorAsked = (methods: string[]) =>
  new HttpError('请完成第二步验证以登录', 4011, 401, {
    second_factor_token: 'token-1',
    expires_in: 300,
    methods,
  });

async function typePassword(user: ReturnType<typeof userEvent.setup>, language = 'zh-CN') {
  const [name, password, submit] =
    language === 'en' ? ['Username', 'Password', 'Sign in'] : ['用户名', '密码', '登录'];
  await user.type(screen.getByLabelText(name), 'zhangsan');
  await user.type(screen.getByLabelText(password), 'Portal@2026');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('LoginPage with an authenticator app', () => {
  beforeEach(() => setRuntimeConfig({ ...testRuntimeConfig, secondFactorPolicy: 'optional' }));

  it('asks for the code of the app after the password, taking a pasted code', async () => {
    const onSignIn = signInMock()
      .mockRejectedValueOnce(secondFactorAsked(['totp']))
      .mockResolvedValue();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await typePassword(user);
    expect(await screen.findByTestId('login-second-factor')).toHaveTextContent(
      '请输入身份验证器应用中显示的 6 位验证码',
    );
    // Only the factors the user has: no passkey button.
    expect(screen.queryByTestId('login-second-factor-confirm')).toBeNull();
    const field = screen.getByLabelText('验证码');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.click(field);
    await user.paste('123 456');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));

    expect(onSignIn).toHaveBeenLastCalledWith({
      grantType: 'totp',
      secondFactorToken: 'token-1',
      code: '123456',
      firstStep: 'password',
    });
  });

  it('asks for six digits before sending anything', async () => {
    const onSignIn = signInMock().mockRejectedValueOnce(secondFactorAsked(['totp']));
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await typePassword(user);
    await user.type(await screen.findByLabelText('验证码'), '123');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));

    expect(screen.getByText('请输入 6 位验证码')).toBeInTheDocument();
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('takes a recovery code instead, and shows a refusal in English', async () => {
    const onSignIn = signInMock()
      .mockRejectedValueOnce(secondFactorAsked(['totp']))
      .mockRejectedValueOnce(
        new HttpError('The recovery code is wrong or was used already', 1, 401),
      );
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />, { language: 'en' });
    const user = userEvent.setup({ delay: null });

    await typePassword(user, 'en');
    await user.click(await screen.findByRole('button', { name: /Use a recovery code/ }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(onSignIn).toHaveBeenLastCalledWith({
      grantType: 'totp',
      secondFactorToken: 'token-1',
      recoveryCode: 'abcd-efgh-ijkl-mnop',
      firstStep: 'password',
    });
    await waitFor(() =>
      expect(screen.getByTestId('login-error')).toHaveTextContent(
        'The recovery code is wrong or was used already',
      ),
    );
    // Still at the second step: the password is not asked again for a wrong code.
    expect(screen.getByTestId('login-second-factor')).toBeInTheDocument();
  });

  it('offers both factors of a user who has both', async () => {
    const onSignIn = signInMock()
      .mockRejectedValueOnce(secondFactorAsked(['passkey', 'totp']))
      .mockResolvedValue();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await typePassword(user);
    expect(await screen.findByLabelText('验证码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '使用通行密钥验证' }));

    expect(onSignIn).toHaveBeenLastCalledWith({
      grantType: 'passkey',
      secondFactorToken: 'token-1',
      firstStep: 'password',
    });
  });

  it("asks a portal id_token's sign-in for the second factor the same way", async () => {
    const onSignIn = signInMock()
      .mockRejectedValueOnce(secondFactorAsked(['totp']))
      .mockResolvedValue();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} portalIdToken="portal-token" />);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByLabelText('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));

    expect(onSignIn).toHaveBeenNthCalledWith(1, { grantType: 'id_token', idToken: 'portal-token' });
    expect(onSignIn).toHaveBeenLastCalledWith({
      grantType: 'totp',
      secondFactorToken: 'token-1',
      code: '654321',
      firstStep: 'id_token',
    });
  });
});

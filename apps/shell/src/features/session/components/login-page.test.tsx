import { HttpError } from '@/lib/http/http-error';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSessionEndReason } from '../session-store';
import { SignInError } from '../sign-in-error';
import { LoginPage, type LoginPageProps } from './login-page';

function signInMock() {
  return vi.fn<LoginPageProps['onSignIn']>();
}

/** Resolves after the next frame and the task that follows it, when the page takes the focus. */
function afterNextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

describe('LoginPage', () => {
  it('labels its fields and button through i18n', async () => {
    await renderWithI18n(<LoginPage onSignIn={signInMock()} />);

    expect(screen.getByLabelText('用户名')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: '账号登录' })).toBeInTheDocument();
  });

  it('says why the last session ended until the next sign-in, and an error in its place', async () => {
    saveSessionEndReason('安全管理员已结束您的会话，请重新登录');
    const onSignIn = signInMock().mockRejectedValue(new HttpError('用户名或密码错误', 1, 401));
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);

    expect(screen.getByRole('status')).toHaveTextContent('安全管理员已结束您的会话，请重新登录');
    await userEvent.type(screen.getByLabelText('用户名'), 'lisi');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('login-session-ended')).not.toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    await renderWithI18n(<LoginPage onSignIn={signInMock()} />, { language: 'en' });

    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('focuses the username once the page is on screen', async () => {
    await renderWithI18n(<LoginPage onSignIn={signInMock()} />);

    await afterNextFrame();

    expect(screen.getByLabelText('用户名')).toHaveFocus();
  });

  it('fills in the remembered user name and focuses the password', async () => {
    await renderWithI18n(<LoginPage onSignIn={signInMock()} rememberedUsername="zhangsan" />);

    expect(screen.getByLabelText('用户名')).toHaveValue('zhangsan');
    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveFocus());
  });

  it('leaves the focus where the user put it', async () => {
    await renderWithI18n(<LoginPage onSignIn={signInMock()} />);
    screen.getByLabelText('密码').focus();

    await afterNextFrame();

    expect(screen.getByLabelText('密码')).toHaveFocus();
  });

  it('signs in with the trimmed username and the password', async () => {
    const onSignIn = signInMock().mockResolvedValue();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('用户名'), ' zhangsan ');
    await user.type(screen.getByLabelText('密码'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(onSignIn).toHaveBeenCalledWith({
      grantType: 'password',
      username: 'zhangsan',
      password: 'Portal@2026',
    });
  });

  it("shows the server's message when the sign-in is refused, and stays usable", async () => {
    const onSignIn = signInMock().mockRejectedValue(new HttpError('用户名或密码错误', 1, 401));
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('用户名'), 'lisi');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(screen.getByLabelText('用户名')).toHaveValue('lisi');
  });

  it('explains a user without any firm', async () => {
    const onSignIn = signInMock().mockRejectedValue(new SignInError('no-firm'));
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('用户名'), 'lisi');
    await user.type(screen.getByLabelText('密码'), 'x');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('当前账号未关联任何机构');
  });

  it('asks for the missing fields without calling the server', async () => {
    const onSignIn = signInMock();
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByLabelText('用户名')).toHaveAccessibleDescription('请输入用户名');
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSignIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('用户名'), 'lisi');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('disables the button while signing in', async () => {
    let finish: () => void = () => undefined;
    const onSignIn = signInMock().mockReturnValue(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    await renderWithI18n(<LoginPage onSignIn={onSignIn} />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('用户名'), 'lisi');
    await user.type(screen.getByLabelText('密码'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByRole('button', { name: '登录中...' })).toBeDisabled();
    finish();
  });

  it('signs in once with a portal id_token from the address', async () => {
    const onSignIn = signInMock().mockResolvedValue();

    await renderWithI18n(<LoginPage onSignIn={onSignIn} portalIdToken="jwt-from-portal" />);

    await waitFor(() =>
      expect(onSignIn).toHaveBeenCalledWith({ grantType: 'id_token', idToken: 'jwt-from-portal' }),
    );
    expect(onSignIn).toHaveBeenCalledTimes(1);
    await afterNextFrame();
    expect(screen.getByLabelText('用户名')).not.toHaveFocus();
  });

  describe('with a portal id_token while someone is signed in', () => {
    const portalSwitch = () => ({
      signedInAs: '张三',
      onSwitch: vi.fn<() => Promise<void>>().mockResolvedValue(),
      onKeep: vi.fn<() => void>(),
    });

    it('asks first, and signs in with the token only once the user chose to switch', async () => {
      const onSignIn = signInMock().mockResolvedValue();
      const choice = portalSwitch();
      await renderWithI18n(
        <LoginPage onSignIn={onSignIn} portalIdToken="jwt-from-portal" portalSwitch={choice} />,
      );

      expect(screen.getByTestId('login-switch')).toHaveTextContent('您已以 张三 的身份登录');
      await afterNextFrame();
      expect(onSignIn).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: '退出并切换账号' }));
      await waitFor(() =>
        expect(onSignIn).toHaveBeenCalledWith({
          grantType: 'id_token',
          idToken: 'jwt-from-portal',
        }),
      );
      expect(choice.onSwitch).toHaveBeenCalledTimes(1);
      expect(choice.onSwitch.mock.invocationCallOrder[0]).toBeLessThan(
        onSignIn.mock.invocationCallOrder[0] ?? 0,
      );
    });

    it('keeps the signed-in user when asked to, and never uses the token', async () => {
      const onSignIn = signInMock().mockResolvedValue();
      const choice = portalSwitch();
      await renderWithI18n(
        <LoginPage onSignIn={onSignIn} portalIdToken="jwt-from-portal" portalSwitch={choice} />,
      );

      await userEvent.click(screen.getByRole('button', { name: '继续以 张三 使用' }));
      expect(choice.onKeep).toHaveBeenCalledTimes(1);
      expect(choice.onSwitch).not.toHaveBeenCalled();
      expect(onSignIn).not.toHaveBeenCalled();
    });
  });
});

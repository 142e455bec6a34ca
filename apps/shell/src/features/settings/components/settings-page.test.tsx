import type { UserInfo } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { setRuntimeConfig } from '@/lib/runtime-config';
import * as notices from '@/lib/notify';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestConfig } from '@/lib/http/http-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwordApi from '../api/edit-password';
import { SettingsPage } from './settings-page';

const editPassword = vi.fn<typeof passwordApi.editPassword>();
const notify = vi.fn<typeof notices.notify>();

const userInfo: UserInfo = {
  userId: 2,
  userName: '张三',
  firmId: 1,
  firmNo: 'F001',
  deptId: 11,
  deptName: '授信审批部',
  deptNo: 'D011',
  buDeptId: 5,
  buDeptName: '公司金融事业部',
  buDeptNo: 'BU05',
  deptShortName: '',
  employeeNo: 'E10086',
  groupId: 1,
  groupName: '示例金融集团',
  systemName: '核心业务系统',
  systemId: 3,
  roleLoginVos: [
    { roleId: 1, roleNo: 'R_CREDIT', roleName: '授信经理' },
    { roleId: 2, roleNo: 'R_AUDIT', roleName: '审计员' },
  ],
  avatar: '',
};

const onDirtyChange = vi.fn();
let calls: RequestConfig[] = [];

function renderPage(language: 'zh-CN' | 'en' = 'zh-CN') {
  return renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsPage
        userInfo={userInfo}
        firmName="示例保理有限公司"
        onDirtyChange={onDirtyChange}
        languageSwitch={<button type="button">language-switch-slot</button>}
        themeSelect={<button type="button">theme-select-slot</button>}
      />
    </QueryClientProvider>,
    { language },
  );
}

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  { next, confirm }: { next: string; confirm: string },
) {
  await user.type(screen.getByLabelText('新密码'), next);
  await user.type(screen.getByLabelText('确认新密码'), confirm);
  await user.click(screen.getByRole('button', { name: '确认修改' }));
}

describe('SettingsPage', () => {
  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    calls = [];
    answerHttp((config) => {
      calls.push(config);
      return Promise.resolve(config.url === '/upms/user/proof' ? { expiresIn: 300 } : []);
    });
    vi.spyOn(passwordApi, 'editPassword').mockImplementation(editPassword);
    vi.spyOn(notices, 'notify').mockImplementation(notify);
    vi.mocked(editPassword).mockReset();
    vi.mocked(notify).mockReset();
    onDirtyChange.mockReset();
  });

  it("shows the user's details, '-' for an empty one, and the roles as tags", async () => {
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: '个人设置' })).toBeInTheDocument();
    expect(screen.getAllByText('张三').length).toBeGreaterThan(0);
    expect(screen.getByText('E10086')).toBeInTheDocument();
    expect(screen.getByText('示例保理有限公司')).toBeInTheDocument();
    expect(screen.getByText('F001')).toBeInTheDocument();
    expect(screen.getByText('授信审批部')).toBeInTheDocument();
    expect(screen.getByText('公司金融事业部')).toBeInTheDocument();
    expect(screen.getByText('示例金融集团')).toBeInTheDocument();
    expect(screen.getByText('核心业务系统')).toBeInTheDocument();
    expect(screen.getByText('授信经理')).toHaveAttribute('title', 'R_CREDIT');
    expect(screen.getByText('审计员')).toBeInTheDocument();
    const shortName = screen.getByText('部门简称').closest('tr');
    expect(shortName).toHaveTextContent('部门简称-');
  });

  it('renders the language and theme slots under their labels', async () => {
    await renderPage('en');

    expect(screen.getByRole('group', { name: 'Language' })).toContainElement(
      screen.getByRole('button', { name: 'language-switch-slot' }),
    );
    expect(screen.getByRole('group', { name: 'Theme' })).toContainElement(
      screen.getByRole('button', { name: 'theme-select-slot' }),
    );
  });

  it("shows the server's password policy under the new password", async () => {
    await renderPage();

    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(
      '8–128 个字符，欢迎使用由多个词组成的长密码；不能是常见的泄露密码，也不能包含用户名。',
    );
  });

  it("shows the MLPS policy's rules when the server follows it", async () => {
    setRuntimeConfig({
      ...testRuntimeConfig,
      passwordPolicy: {
        profile: 'mlps',
        minLength: 8,
        maxLength: 64,
        minClasses: 3,
        historyCount: 5,
        maxAgeDays: 90,
      },
    });
    await renderPage('en');

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      '8–64 characters, mixing at least 3 of upper-case letters, lower-case letters, digits and symbols; not a commonly breached password, not containing your username, and none of your last 5.',
    );
  });

  it('refuses a confirmation that differs from the new password, without calling the server', async () => {
    await renderPage();
    const user = userEvent.setup({ delay: null });

    await fillPasswords(user, { next: 'Better#2027', confirm: 'Better#2028' });

    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(editPassword).not.toHaveBeenCalled();
  });

  it("asks the user to confirm it's them (password and code) when the server wants it, then changes the password", async () => {
    vi.mocked(editPassword)
      .mockRejectedValueOnce(
        new HttpError('为保护您的账号，请先确认是您本人再进行此操作', 4032, 403, {
          methods: ['totp'],
        }),
      )
      .mockResolvedValue(true);
    await renderPage();
    const user = userEvent.setup({ delay: null });

    await fillPasswords(user, { next: 'Better#2027', confirm: 'Better#2027' });

    const proof = await screen.findByTestId('confirm-identity-dialog');
    expect(within(proof).getByText('确认是您本人')).toBeInTheDocument();
    expect(within(proof).getByLabelText('当前密码')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    const code = within(proof).getByLabelText('身份验证器应用中的验证码');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(within(proof).getByRole('button', { name: /确\s?认/ }));
    expect(await within(proof).findByText('请输入 6 位验证码')).toBeInTheDocument();
    await user.type(within(proof).getByLabelText('当前密码'), 'Portal@2026');
    await user.type(code, '123 456');
    await user.click(within(proof).getByRole('button', { name: /确\s?认/ }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '密码修改成功'));
    expect(calls.find((call) => call.url === '/upms/user/proof')?.data).toEqual({
      password: 'Portal@2026',
      code: '123456',
    });
    expect(editPassword).toHaveBeenCalledTimes(2);
    expect(editPassword).toHaveBeenLastCalledWith({ newPassword: 'Better#2027' });
    await waitFor(() => expect(screen.queryByTestId('confirm-identity-dialog')).toBeNull());
  });

  it('asks for every field when submitted empty', async () => {
    await renderPage();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
    expect(editPassword).not.toHaveBeenCalled();
  });

  it('changes the password, says so and clears the form', async () => {
    vi.mocked(editPassword).mockResolvedValue(true);
    await renderPage();
    const user = userEvent.setup({ delay: null });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);

    await user.type(screen.getByLabelText('新密码'), 'B');
    // A half-typed change is unsaved work; emptied again, it is not.
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.clear(screen.getByLabelText('新密码'));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);

    await fillPasswords(user, { next: 'Better#2027', confirm: 'Better#2027' });

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '密码修改成功'));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    // Proved a moment ago: nothing more is asked.
    expect(editPassword).toHaveBeenCalledExactlyOnceWith({ newPassword: 'Better#2027' });
    expect(screen.queryByTestId('confirm-identity-dialog')).toBeNull();
    expect(screen.getByLabelText('新密码')).toHaveValue('');
    expect(screen.getByLabelText('确认新密码')).toHaveValue('');
    // A field's message leaves with antd's motion.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    vi.mocked(editPassword).mockRejectedValue(
      new HttpError('该密码常见于泄露的密码库，请换一个', 1, 400),
    );
    await renderPage();
    const user = userEvent.setup({ delay: null });

    await fillPasswords(user, { next: 'Better#2027', confirm: 'Better#2027' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '该密码常见于泄露的密码库，请换一个',
    );
    expect(screen.getByLabelText('新密码')).toHaveValue('Better#2027');
    expect(screen.getByLabelText('确认新密码')).toHaveValue('Better#2027');
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '确认修改' })).toBeEnabled();
  });

  it('falls back to its own message when the failure has no server message', async () => {
    vi.mocked(editPassword).mockRejectedValue(new Error('boom'));
    await renderPage('en');
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('New password'), 'Better#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password could not be changed. Please try again later.',
    );
  });
});

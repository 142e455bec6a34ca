import { renderWithI18n } from '@/test/render-with-i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { IdleExpiryNotice } from './idle-expiry-notice';

const renderNotice = (unsavedWarning?: string) =>
  renderWithI18n(
    <IdleExpiryNotice
      remaining={600}
      unsavedWarning={unsavedWarning}
      onStay={vi.fn()}
      onSignOut={vi.fn()}
    />,
  );

describe('IdleExpiryNotice', () => {
  it('counts down in its dialog', async () => {
    await renderNotice();
    const dialog = await screen.findByRole('dialog', { name: '登录即将过期' });
    expect(dialog).toHaveTextContent('10:00');
  });

  it('names the tabs whose unsaved work the end of the session would lose', async () => {
    await renderNotice('“客户列表”中有未保存的修改，将会丢失。');
    const dialog = await screen.findByRole('dialog', { name: '登录即将过期' });
    expect(dialog).toHaveTextContent('“客户列表”中有未保存的修改，将会丢失。');
  });

  it('announces the time left to screen readers, with the key that extends the session', async () => {
    await renderNotice();
    await screen.findByRole('dialog', { name: '登录即将过期' });
    const region = screen.getByTestId('idle-announcement');
    expect(region).toHaveAttribute('role', 'alert');
    await waitFor(() =>
      expect(region).toHaveTextContent('登录将在 10 分钟内过期。按回车键继续使用。'),
    );
  });

  it('announces the last seconds coarsely, in English too', async () => {
    await renderWithI18n(<IdleExpiryNotice remaining={25} onStay={vi.fn()} onSignOut={vi.fn()} />, {
      language: 'en',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your session ends within 30 seconds. Press Enter to stay signed in.',
      ),
    );
  });

  it('extends the session with one press of Enter: its primary button has the focus', async () => {
    const onStay = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
    await renderWithI18n(
      // Without motion the dialog is open at once (jsdom never ends an animation).
      <ConfigProvider theme={{ token: { motion: false } }}>
        <IdleExpiryNotice remaining={600} onStay={onStay} onSignOut={vi.fn()} />
      </ConfigProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '登录即将过期' });
    const stay = await waitFor(() => {
      const focused = document.activeElement;
      expect(dialog).toContainElement(focused as HTMLElement);
      expect(focused).toHaveTextContent('继续使用');
      return focused;
    });
    expect(stay).toHaveClass('ant-btn-primary');

    await userEvent.setup({ delay: null }).keyboard('{Enter}');

    expect(onStay).toHaveBeenCalledOnce();
  });

  it('has the focus on staying signed in as it appears, while it still fades in', async () => {
    await renderNotice();
    const dialog = await screen.findByRole('dialog', { name: '登录即将过期' });

    const focused = document.activeElement as HTMLElement;
    expect(dialog).toContainElement(focused);
    expect(focused.tagName).toBe('BUTTON');
    expect(focused).toHaveTextContent('继续使用');
  });

  it('gives the focus back where the person was when put off till later', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await renderWithI18n(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <IdleExpiryNotice remaining={600} onStay={vi.fn()} onSignOut={vi.fn()} />
      </ConfigProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '登录即将过期' });

    await userEvent.setup({ delay: null }).click(within(dialog).getByText('稍后提醒'));

    await waitFor(() => expect(field).toHaveFocus());
    field.remove();
  });

  it('reserves its height at the foot of the frame while it shows', async () => {
    const root = document.documentElement.style;
    const { unmount } = await renderNotice();
    await screen.findByTestId('idle-banner');
    expect(root.getPropertyValue('--shell-bottom-bar-height')).toMatch(/^\d+px$/);

    unmount();

    expect(root.getPropertyValue('--shell-bottom-bar-height')).toBe('');
  });
});

import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
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
});

import { renderWithI18n } from '@/test/render-with-i18n';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogPlaceholder } from './dialog-placeholder';

describe('DialogPlaceholder', () => {
  it('stands where the dialog will be, named by its title, busy, holding the focus', async () => {
    await renderWithI18n(<DialogPlaceholder title="问题反馈" onCancel={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: '问题反馈' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveTextContent('问题反馈');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('gives the focus back to the control that opened it when it goes', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = await renderWithI18n(
      <DialogPlaceholder title="本地日志" onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();

    unmount();

    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('is given up with Escape or a click beside it, as the dialog would be', async () => {
    const onCancel = vi.fn();
    await renderWithI18n(<DialogPlaceholder title="切换机构" onCancel={onCancel} />);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const mask = document.querySelector('.dialog-placeholder__mask');
    if (mask) fireEvent.click(mask);

    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

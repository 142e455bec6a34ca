import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preloadLock } from '../lock-parts';
import { announceLockScreenShown } from '../lock-screen-shown';
import { LockButton } from './lock-button';

describe('LockButton', () => {
  it('keeps its lock password dialog over the page until the lock screen covers it', async () => {
    answerHttp(() => Promise.resolve(true));
    await preloadLock();
    const onLock = vi.fn();
    await renderWithI18n(<LockButton onLock={onLock} />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '锁屏' }));
    // The dialog itself, not the placeholder that stands in for it in the first frame.
    const password = await screen.findByLabelText('锁屏密码');
    const dialog = screen.getByRole('dialog', { name: '设置锁屏密码' });
    await user.type(password, 'unlock-me');
    await user.click(screen.getByRole('button', { name: '立即锁屏' }));

    await waitFor(() => expect(onLock).toHaveBeenCalledOnce());
    expect(dialog).toBeInTheDocument();
    act(() => announceLockScreenShown());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LockPasswordDialog, LockScreen, preloadLock } from './lock-parts';

describe('the lock’s parts', () => {
  // Their first load is the slow part of the test, on a machine that compiles them cold.
  beforeAll(() => preloadLock(), 30_000);

  it('render at once once loaded ahead, with no fallback between', async () => {
    answerHttp(() => Promise.resolve(false));

    await renderWithI18n(
      <Suspense fallback={<p>loading</p>}>
        <LockScreen userName="张三" avatar={undefined} onUnlocked={vi.fn()} onSignOut={vi.fn()} />
        <LockPasswordDialog onCancel={vi.fn()} onSet={vi.fn()} />
      </Suspense>,
    );

    // No waiting: a part still loading would show the fallback first.
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '张三' })).toBeInTheDocument();
    // The dialog, or for its first frame in the page its placeholder, then the dialog.
    expect(screen.getByRole('dialog', { name: '设置锁屏密码' })).toBeInTheDocument();
    expect(await screen.findByLabelText('锁屏密码')).toBeInTheDocument();
  });
});

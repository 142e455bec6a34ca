import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrashView } from './crash-view';

describe('CrashView', () => {
  it('says which kind of thing failed, keeps the message folded away until asked', async () => {
    await renderWithI18n(
      <CrashView subject="app" message="x is undefined" onRetry={vi.fn()} onViewLog={vi.fn()} />,
    );

    const view = screen.getByRole('region', { name: '此子应用出错了' });
    expect(view).toHaveTextContent('菜单和其他标签页不受影响');
    expect(screen.getByText('x is undefined')).not.toBeVisible();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /错误详情/ }));

    expect(await screen.findByText('x is undefined')).toBeVisible();
  });

  it('retries and opens the log when asked', async () => {
    const onRetry = vi.fn();
    const onViewLog = vi.fn();
    await renderWithI18n(
      <CrashView subject="page" message="boom" onRetry={onRetry} onViewLog={onViewLog} />,
    );
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: /重试/ }));
    await user.click(screen.getByRole('button', { name: /查看日志/ }));

    expect(screen.getByRole('heading', { name: '此页面出错了' })).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onViewLog).toHaveBeenCalledTimes(1);
  });

  it('speaks English when English is chosen, and says so when the error had no message', async () => {
    await renderWithI18n(
      <CrashView subject="page" message="" onRetry={vi.fn()} onViewLog={vi.fn()} />,
      { language: 'en' },
    );
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('region', { name: 'This page has failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View log/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Error details/ }));
    expect(await screen.findByText('No error message was given')).toBeVisible();
  });
});

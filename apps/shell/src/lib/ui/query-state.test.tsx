import { renderWithI18n } from '@/test/render-with-i18n';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

const states = { error: null, isEmpty: false, emptyText: '暂无待办', onRetry: vi.fn() };

describe('QueryState', () => {
  it('names its loading skeleton as a busy status, so a screen reader hears what waits', async () => {
    await renderWithI18n(
      <QueryState {...states} isPending>
        <p>列表</p>
      </QueryState>,
    );

    const status = screen.getByRole('status', { name: '加载中' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('列表')).not.toBeInTheDocument();
  });

  it('says the load failed and retries on request', async () => {
    const onRetry = vi.fn();
    await renderWithI18n(
      <QueryState {...states} onRetry={onRetry} isPending={false} error={new Error('网络中断')}>
        <p>列表</p>
      </QueryState>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('网络中断');
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows its empty text when there is nothing, and its content otherwise', async () => {
    const { rerender } = await renderWithI18n(
      <QueryState {...states} isPending={false} isEmpty>
        <p>列表</p>
      </QueryState>,
    );
    expect(screen.getByText('暂无待办')).toBeInTheDocument();

    rerender(
      <QueryState {...states} isPending={false}>
        <p>列表</p>
      </QueryState>,
    );
    expect(screen.getByText('列表')).toBeInTheDocument();
  });
});

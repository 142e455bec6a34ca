import type { Todo, TodoPage } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { RequestConfig } from '@/lib/http/http-client';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTodoMark } from './todo-poll';
import { useTodoPolling, type TodoPollingOptions } from './use-todo-polling';

/** The server's to-do list call: the poll's config (url, params, silent) in, the page out. */
const getTodos = vi.fn<(config: RequestConfig) => Promise<TodoPage>>();
const { notification } = vi.hoisted(() => ({ notification: { open: vi.fn(), destroy: vi.fn() } }));
// The hook imports antd's notification when it first announces: each import sees this file's mock.
vi.mock('antd/es/notification', () => ({ default: notification }));

const todo = (id: number): Todo => ({
  id,
  title: `【授信审批】项目 ${id}`,
  businessType: '授信审批',
  subApp: '/credit/approval/detail',
  applicant: '王五',
  createTime: '2026-11-22T05:37:35.125Z',
  status: 0,
  urgency: 'urgent',
});

const page = (newest: number | null, records: Todo[] = []): TodoPage => ({
  records,
  total: records.length,
  pageNum: 1,
  pageSize: 5,
  todoId: newest,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function renderPoll(options: Partial<TodoPollingOptions> = {}) {
  const onOpen = vi.fn();
  const hook = renderHook((props: TodoPollingOptions) => useTodoPolling(props), {
    wrapper,
    initialProps: {
      firmId: 1001,
      userId: 7,
      intervalMs: 30_000,
      isActive: true,
      onOpen,
      ...options,
    },
  });
  return { ...hook, onOpen };
}

beforeAll(async () => {
  // The shell's real translations, in zh-CN.
  await renderWithI18n(<span />);
  // callEndpoint checks each answer against the contract, loaded at its first call: loaded now,
  // each poll is answered within the fake timers' advance.
  await import('@portal/contract');
});
beforeEach(() => {
  answerHttp(getTodos);
  vi.useFakeTimers();
  getTodos.mockReset();
  notification.open.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useTodoPolling', () => {
  it('asks for page 1, five pending to-dos, at once and then every interval', async () => {
    getTodos.mockResolvedValue(page(12, [todo(12)]));
    renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getTodos).toHaveBeenCalledTimes(1);
    expect(getTodos).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/coreSystem/todoAll',
        method: 'get',
        params: { pageNum: 1, pageSize: 5, status: 0 },
        silent: true,
      }),
    );

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(getTodos).toHaveBeenCalledTimes(3);
    // The first poll only set the mark.
    expect(notification.open).not.toHaveBeenCalled();
  });

  it('announces a to-do newer than the stored one; its button opens the to-do', async () => {
    writeTodoMark(1001, 7, 12);
    getTodos.mockResolvedValue(page(12, [todo(12)]));
    const { onOpen } = renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(notification.open).not.toHaveBeenCalled();

    getTodos.mockResolvedValue(page(13, [todo(13), todo(12)]));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(notification.open).toHaveBeenCalledOnce();
    const shown = notification.open.mock.calls[0]?.[0] as {
      title: string;
      description: string;
      actions: ReactElement;
    };
    expect(shown.title).toBe('您有新的待办');
    expect(shown.description).toBe('【授信审批】项目 13（申请人：王五）');

    render(shown.actions);
    screen.getByRole('button', { name: '立即办理' }).click();
    expect(onOpen).toHaveBeenCalledWith('/credit/approval/detail?todoId=13');

    // Announced once: the mark moved to 13.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(notification.open).toHaveBeenCalledOnce();
  });

  it('does not poll while locked or signed out, and stops when the session locks', async () => {
    getTodos.mockResolvedValue(page(12));
    const { rerender, onOpen } = renderPoll({ isActive: false });
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(getTodos).not.toHaveBeenCalled();

    const active = { firmId: 1001, userId: 7, intervalMs: 30_000, onOpen };
    rerender({ ...active, isActive: true });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(getTodos).toHaveBeenCalledTimes(2);

    rerender({ ...active, isActive: false });
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(getTodos).toHaveBeenCalledTimes(2);
  });

  it('polls from one browser tab only, the next taking over when it stops', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: new FakeLockManager() });
    getTodos.mockResolvedValue(page(12));
    const first = renderPoll();
    renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // Three polls (now, 30 s, 60 s), all from the tab holding the lock.
    expect(getTodos).toHaveBeenCalledTimes(3);

    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getTodos).toHaveBeenCalledTimes(4);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(getTodos).toHaveBeenCalledTimes(5);
  });
});

/** Web Locks for one exclusive name: requests are granted in turn; a queued one may be aborted. */
class FakeLockManager {
  private tail: Promise<void> = Promise.resolve();

  request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
    const previous = this.tail;
    let release = () => {};
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    return new Promise<void>((resolve, reject) => {
      let isGranted = false;
      options.signal?.addEventListener('abort', () => {
        if (isGranted) return;
        void previous.then(release);
        reject(new DOMException('Aborted', 'AbortError'));
      });
      void previous.then(async () => {
        if (options.signal?.aborted) return;
        isGranted = true;
        try {
          resolve(await callback());
        } finally {
          release();
        }
      });
    });
  }
}

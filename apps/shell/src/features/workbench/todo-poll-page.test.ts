import type { TodoPage } from '@portal/contract';
import { answerHttp } from '@/test/answer-http';
import { QueryClient } from '@tanstack/react-query';
import type { RequestConfig } from '@/lib/http/http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workbenchLists } from './api/workbench-queries';
import { pollPage, sharedPageMs } from './todo-poll-page';

const page = (newest: number): TodoPage => ({
  records: [],
  total: 0,
  pageNum: 1,
  pageSize: 5,
  todoId: newest,
});

const getTodos = vi.fn<(config: RequestConfig) => Promise<TodoPage>>();

beforeEach(() => {
  answerHttp(getTodos);
  getTodos.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollPage', () => {
  it('asks silently for page 1, five pending to-dos, when the home page has not', async () => {
    getTodos.mockResolvedValue(page(12));

    await expect(pollPage(new QueryClient(), 1001)).resolves.toEqual(page(12));

    expect(getTodos).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ params: { pageNum: 1, pageSize: 5, status: 0 }, silent: true }),
    );
  });

  it('takes the answer the home page is waiting for instead of asking again', async () => {
    const queryClient = new QueryClient();
    let answer: (value: TodoPage) => void = () => {};
    getTodos.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    void queryClient.prefetchQuery(workbenchLists.latestTodos(1001));

    const polled = pollPage(queryClient, 1001);
    answer(page(13));

    await expect(polled).resolves.toEqual(page(13));
    expect(getTodos).toHaveBeenCalledOnce();
  });

  it('takes an answer of the home page only while it is fresh', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    queryClient.setQueryData(workbenchLists.latestTodos(1001).queryKey, page(13));
    getTodos.mockResolvedValue(page(14));

    await expect(pollPage(queryClient, 1001)).resolves.toEqual(page(13));
    expect(getTodos).not.toHaveBeenCalled();

    vi.advanceTimersByTime(sharedPageMs);
    await expect(pollPage(queryClient, 1001)).resolves.toEqual(page(14));
    expect(getTodos).toHaveBeenCalledWith(expect.objectContaining({ silent: true }));
  });

  it('asks for itself in another firm', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(workbenchLists.latestTodos(1001).queryKey, page(13));
    getTodos.mockResolvedValue(page(2));

    await expect(pollPage(queryClient, 1002)).resolves.toEqual(page(2));
  });
});

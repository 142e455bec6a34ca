import { answerHttp } from '@/test/answer-http';
import { QueryClient } from '@tanstack/react-query';
import type { RequestConfig } from '@/lib/http/http-client';
import { describe, expect, it, vi } from 'vitest';
import { messageQueries } from './message-queries';
import { noticeQueries } from './notice-queries';
import { todoQueries } from './todo-queries';
import {
  prefetchWorkbenchFirstPaint,
  prefetchWorkbenchRest,
  workbenchLists,
} from './workbench-queries';

describe('prefetching the home page', () => {
  it('asks once for each list and count of the home page, under the keys its panels use', async () => {
    const calls = vi.fn<(config: RequestConfig) => Promise<unknown>>();
    calls.mockResolvedValue(null);
    answerHttp(calls);
    const queryClient = new QueryClient();

    await prefetchWorkbenchFirstPaint(queryClient, 1001);
    prefetchWorkbenchRest(queryClient, 1001);

    expect(calls.mock.calls.map(([config]) => [config.url, config.params])).toEqual([
      ['/coreSystem/todoAll', { pageNum: 1, pageSize: 5, status: 0 }],
      ['/coreSystem/getToDoCount', undefined],
      ['/uniHome/page/message/list', { pageNum: 1, pageSize: 5 }],
      ['/uniHome/page/message/list', { pageNum: 1, pageSize: 1, status: 'unread' }],
      ['/uniHome/notices/list', { pageNum: 1, pageSize: 5 }],
      ['/uniHome/notices/list', { pageNum: 1, pageSize: 100 }],
    ]);
    for (const { queryKey } of [
      workbenchLists.latestTodos(1001),
      todoQueries.count(1001),
      workbenchLists.latestMessages(1001),
      messageQueries.unread(1001),
      workbenchLists.latestNotices(1001),
      noticeQueries.unread(1001),
    ]) {
      expect(queryClient.getQueryState(queryKey)).toBeDefined();
    }
  });

  it('resolves once the to-dos and their counts are in', async () => {
    let answerTodos: (value: unknown) => void = () => {};
    const todos = new Promise((resolve) => (answerTodos = resolve));
    answerHttp((config) => (config.url.startsWith('/coreSystem/') ? todos : new Promise(() => {})));
    const state = { isSettled: false };

    void prefetchWorkbenchFirstPaint(new QueryClient(), 1001).then(() => (state.isSettled = true));
    await Promise.resolve();
    expect(state.isSettled).toBe(false);
    answerTodos(null);

    await vi.waitFor(() => expect(state.isSettled).toBe(true));
  });
});

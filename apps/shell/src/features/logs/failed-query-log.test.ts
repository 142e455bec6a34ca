import { createHttpClient } from '@/lib/http/http-client';
import type { HttpSetup } from '@/lib/http/http-setup';
import { fetchAnswering } from '@/test/answer-http';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { addLogEntry, clearLogs, useLogStore } from './log-store';

// The shell's HTTP client logs into this store (app/main.tsx); its queries retry once.
const setup: HttpSetup = {
  settings: { baseURL: 'http://portal.test/api', timeout: 1_000_000 },
  hooks: {
    getToken: () => undefined,
    hasSession: () => true,
    getLanguage: () => 'zh-CN',
    translate: (key) => (key === 'http.serviceError' ? '服务异常' : key),
    notify: () => undefined,
    signOut: () => undefined,
    log: addLogEntry,
    dataVersion: () => undefined,
  },
};

describe('a failed query in the local log', () => {
  beforeEach(() => clearLogs());

  it('is one entry, though the query asked twice', async () => {
    const server = fetchAnswering(200, { code: 500, msg: 'boom', data: null });
    const client = createHttpClient(() => setup, server.fetch);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 1, retryDelay: 10 } },
    });

    await expect(
      queryClient.fetchQuery({
        queryKey: ['calendar-settings'],
        queryFn: () => client.request({ url: '/fftask/pcCalendarBookGroup/set/query' }),
      }),
    ).rejects.toThrow('服务异常');

    expect(server.seen).toHaveLength(2);
    const { entries } = useLogStore.getState();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'http',
      url: '/fftask/pcCalendarBookGroup/set/query',
      message: '服务异常',
    });
  });
});

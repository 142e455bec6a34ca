import { http } from '@/lib/http/http-client';
import type { AxiosAdapter, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';

/**
 * Answers the shell's calls in place of the server, for the running test: `answer` gets each
 * call's config (url, method, params, data) and resolves with the `data` of the envelope.
 *
 * A spy on the one client every feature calls through, not `vi.mock` of its module: the test
 * files share one module graph, and a module that an earlier file already loaded keeps the client
 * it imported then, mocked or not.
 */
export function answerHttp(answer: (config: AxiosRequestConfig) => Promise<unknown>) {
  return vi
    .spyOn(http, 'request')
    .mockImplementation(<T>(config: AxiosRequestConfig) => answer(config) as Promise<T>);
}

/** An axios adapter answering every call with `status` and `body`, and the configs it saw. */
export function adapterAnswering(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    return Promise.resolve({ status, statusText: '', headers: {}, config, data: body });
  };
  return { adapter, seen };
}

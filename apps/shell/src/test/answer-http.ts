import { http, type RequestConfig } from '@/lib/http/http-client';
import { vi } from 'vitest';

/**
 * Answers the shell's calls in place of the server, for the running test: `answer` gets each
 * call's config (url, method, params, data) and resolves with the `data` of the envelope.
 *
 * A spy on the one client every feature calls through, not `vi.mock` of its module: the test
 * files share one module graph, and a module that an earlier file already loaded keeps the client
 * it imported then, mocked or not.
 */
export function answerHttp(answer: (config: RequestConfig) => Promise<unknown>) {
  return vi
    .spyOn(http, 'request')
    .mockImplementation(<T>(config: RequestConfig) => answer(config) as Promise<T>);
}

/**
 * A fetch answering every call with `status`, `body` (JSON) and `headers`, and the requests it
 * saw: for a client built with it (createHttpClient's second argument).
 */
export function fetchAnswering(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const seen: Request[] = [];
  const answer: typeof fetch = (input, init) => {
    seen.push(new Request(input, init));
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(new Response(text, { status, headers }));
  };
  return { fetch: answer, seen };
}

import type { Envelope } from '@portal/contract';
import { HttpError } from './http-error';
import { httpSetup, type HttpSetup } from './http-setup';
import {
  inspectResponse,
  inspectTransportFailure,
  type ResponseDecision,
} from './inspect-response';
import { reportDecision } from './report-decision';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call to the server, below the API's base address. */
export type RequestConfig = {
  url: string;
  method?: HttpMethod;
  /** The query string's fields; absent ones are left out, a list is sent comma-separated. */
  params?: Record<string, unknown>;
  /** The body: a form as URLSearchParams, anything else as JSON. */
  data?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send no bearer token (the token call authenticates the client with Basic instead). */
  withoutToken?: boolean;
  /** Reject without a notice and without signing out: the caller shows the error itself. */
  silent?: boolean;
  /** Keep its failures out of the local log too. */
  unlogged?: boolean;
};

export type HttpClient = ReturnType<typeof createHttpClient>;

function queryOf(params: Record<string, unknown> | undefined): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    query.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}

/** The answer's body: JSON as the server sends it, or its text (a proxy's error page). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The name of the reason a call that took too long is aborted with. */
const timeoutName = 'TimeoutError';

/** How the call failed before any answer: a time-out, the network, or a cancel (undefined). */
function transportErrorCode(error: unknown): string | undefined {
  if (error instanceof DOMException && error.name === timeoutName) return 'ETIMEDOUT';
  if (error instanceof TypeError) return 'ERR_NETWORK';
  return undefined;
}

/**
 * A signal that aborts when `signal` does, or after `timeoutMs` (none before the configuration
 * sets it) with a time-out; `clear` ends both once the answer is in.
 */
function abortAfter(timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer =
    timeoutMs > 0
      ? setTimeout(
          () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, timeoutName)),
          timeoutMs,
        )
      : undefined;
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    },
  };
}

/** The call's address: below the API's base, with its query. */
function urlOf(baseURL: string, url: string, params: RequestConfig['params']): string {
  const query = queryOf(params).toString();
  const path = `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The shell's HTTP client, on the browser's fetch. The request leaves in the caller's task: the
 * token request of a sign-in before the login page renders its pending state. `fetchImplementation`
 * is for tests, which answer in place of the server.
 */
export function createHttpClient(
  currentSetup: () => HttpSetup = httpSetup,
  fetchImplementation: typeof fetch = (input, init) => fetch(input, init),
) {
  /** The answer's status, headers and body, or the failure of a call that got none. */
  async function send(config: RequestConfig): Promise<{ response: Response; body: unknown }> {
    const { settings, hooks } = currentSetup();
    const headers = new Headers(config.headers);
    const token = config.withoutToken ? undefined : hooks.getToken();
    // No call that needs the token goes without it (the session expired, or ended in another
    // tab): it would only be refused, and recorded as a refused access. It fails quietly: the
    // session's watch (features/session/use-session-watch.ts) ends the session on screen.
    if (!config.withoutToken && !hooks.hasSession() && !headers.has('Authorization')) {
      throw new HttpError(hooks.translate('http.signInAgain'), 401, 401);
    }
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept-Language', hooks.getLanguage());
    const { data } = config;
    let body: BodyInit | undefined;
    if (data instanceof URLSearchParams) body = data;
    else if (data !== undefined) {
      body = JSON.stringify(data);
      headers.set('Content-Type', 'application/json');
    }
    const deadline = abortAfter(settings.timeout, config.signal);
    try {
      const response = await fetchImplementation(
        new Request(urlOf(settings.baseURL, config.url, config.params), {
          method: (config.method ?? 'get').toUpperCase(),
          headers,
          body,
          // The session's cookies go along when the API is on another origin.
          credentials: 'include',
          signal: deadline.signal,
        }),
      );
      // Every answer is inspected by its body (spec §8), whatever its status.
      return { response, body: await bodyOf(response) };
    } catch (error) {
      const errorCode = transportErrorCode(error);
      // A cancelled call (its query was dropped) is nobody's failure: it rejects as it is.
      if (errorCode === undefined) throw error;
      throw carryOut(inspectTransportFailure({ errorCode, status: undefined }), config);
    } finally {
      deadline.clear();
    }
  }

  function carryOut(decision: ResponseDecision, config: RequestConfig): HttpError {
    return reportDecision(decision, config, currentSetup());
  }

  return {
    /** Sends the call and resolves with the `data` of the answer's envelope. */
    async request<T>(config: RequestConfig): Promise<T> {
      const { response, body } = await send(config);
      const version = response.headers.get('x-portal-data-version');
      if (version !== null) currentSetup().hooks.dataVersion(version);
      if (response.status > 500) {
        const failure = inspectTransportFailure({ errorCode: undefined, status: response.status });
        throw carryOut(failure, config);
      }
      const decision = inspectResponse({ status: response.status, body });
      if (decision.outcome !== 'resolve') throw carryOut(decision, config);
      return (body as Envelope<T>).data;
    },
  };
}

/** The client every feature calls through. */
export const http = createHttpClient();

import type { Envelope } from '@portal/contract';
import ky, { isNetworkError, isTimeoutError } from 'ky';
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

/** How the call failed before any answer: a time-out, the network, or a cancel (undefined). */
function transportErrorCode(error: unknown): string | undefined {
  if (isTimeoutError(error)) return 'ETIMEDOUT';
  if (isNetworkError(error) || error instanceof TypeError) return 'ERR_NETWORK';
  return undefined;
}

/**
 * The shell's HTTP client, on the browser's fetch (through ky). `fetchImplementation` is for
 * tests, which answer in place of the server.
 */
export function createHttpClient(
  currentSetup: () => HttpSetup = httpSetup,
  fetchImplementation?: typeof fetch,
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
    try {
      const response = await ky(config.url, {
        prefix: settings.baseURL,
        method: config.method ?? 'get',
        searchParams: queryOf(config.params),
        ...(data === undefined
          ? {}
          : data instanceof URLSearchParams
            ? { body: data }
            : { json: data }),
        headers,
        // The session's cookies go along when the API is on another origin.
        credentials: 'include',
        timeout: settings.timeout,
        retry: 0,
        // Every answer is inspected by its body (spec §8), whatever its status.
        throwHttpErrors: false,
        ...(config.signal ? { signal: config.signal } : {}),
        ...(fetchImplementation ? { fetch: fetchImplementation } : {}),
      });
      return { response, body: await bodyOf(response) };
    } catch (error) {
      const errorCode = transportErrorCode(error);
      // A cancelled call (its query was dropped) is nobody's failure: it rejects as it is.
      if (errorCode === undefined) throw error;
      throw carryOut(inspectTransportFailure({ errorCode, status: undefined }), config);
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

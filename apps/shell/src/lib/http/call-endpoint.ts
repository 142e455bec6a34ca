import type {
  ContractRoute,
  EndpointAnswer,
  EndpointAt,
  EndpointBody,
  EndpointQuery,
  Route,
} from '@portal/contract';
import { http, type HttpClient, type HttpMethod } from './http-client';

/** A part of the call: required when the endpoint takes it, absent when it does not. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : { [K in Name]: T };

/** What a call sends: the endpoint's query and body, and how the call is run. */
export type CallInput<R extends Route> = Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> & {
    /** Cancels the call (a query's signal). */
    signal?: AbortSignal;
    /** Reject without a notice: the caller shows the error itself. */
    silent?: boolean;
    /** Keep its failures out of the local log too: a call that is cut as a matter of course. */
    unlogged?: boolean;
    /** Headers of the call's own (the token call's client authentication). */
    headers?: Record<string, string>;
    /** Send no bearer token (the token call authenticates the client instead). */
    withoutToken?: boolean;
  };

/** What the caller sends in the query string of the endpoint at a route. */
export type QueryOf<R extends Route> = EndpointQuery<EndpointAt<R>>;

/** What the caller sends as the body of the endpoint at a route. */
export type BodyOf<R extends Route> = EndpointBody<EndpointAt<R>>;

/** The `data` of the answer of the endpoint at a route. */
export type AnswerOf<R extends Route> = EndpointAnswer<EndpointAt<R>>;

/** The answer of a call does not match its endpoint's contract: the server has drifted. */
export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
}

/**
 * Checks an answer against its endpoint's schema. The contract's schemas (and zod) load only
 * here, in development and tests: the production bundle carries the routes alone.
 */
async function checkAnswer(route: Route, data: unknown): Promise<void> {
  const { endpointAt } = await import('@portal/contract');
  const endpoint = endpointAt(route);
  if (!endpoint) {
    throw new ContractDriftError(
      `${route.method} ${route.path} is not an endpoint of the contract`,
    );
  }
  const result = endpoint.answer.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
  throw new ContractDriftError(
    `${route.method} ${route.path} answered data that does not match the contract: ${issues}`,
  );
}

/** A form body: each field that has a value, as text. */
function formOf(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/** Calls endpoints through a client (the shell's own `http`, or one a test builds). */
export function createEndpointCaller(client: Pick<HttpClient, 'request'>) {
  /**
   * Calls the endpoint at a route of the contract and resolves with the `data` of its answer. The
   * client's envelope handling, token, notices and errors apply; in development and tests the
   * answer is checked against the endpoint's schema (and returned as received, not transformed).
   */
  return async function callEndpoint<R extends ContractRoute>(
    route: R & Route,
    ...[input]: object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]
  ): Promise<AnswerOf<R>> {
    const { query, body, signal, silent, unlogged, headers, withoutToken } = (input ?? {}) as {
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
      silent?: boolean;
      unlogged?: boolean;
      headers?: Record<string, string>;
      withoutToken?: boolean;
    };
    const data = await client.request<unknown>({
      url: route.path,
      method: route.method.toLowerCase() as HttpMethod,
      ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
      ...(body === undefined ? {} : { data: route.bodyEncoding === 'form' ? formOf(body) : body }),
      ...(signal ? { signal } : {}),
      ...(silent ? { silent } : {}),
      ...(unlogged ? { unlogged } : {}),
      ...(headers ? { headers } : {}),
      ...(withoutToken ? { withoutToken } : {}),
    });
    if (import.meta.env.DEV) await checkAnswer(route, data);
    return data as AnswerOf<R>;
  };
}

/** Calls an endpoint of the contract through the shell's client. */
export const callEndpoint = createEndpointCaller(http);

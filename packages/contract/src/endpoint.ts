import type { z } from 'zod';
import type { HttpMethod, Route } from './routes/route';

export type { HttpMethod, Route } from './routes/route';

/** Statuses an endpoint may answer besides 200; each carries the failure envelope (no data). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

/**
 * One call of the API, written once: its route (`routes/`) and its schemas. The server registers
 * it, the shell calls its route and, in development and tests, checks the answer against it.
 * `path` is the full path below the API base (`/uniHome/notices/list`, served at
 * `/api/uniHome/notices/list`); `answer` is the `data` of the envelope of a 200 answer.
 */
export type Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType = z.ZodType,
  Headers extends z.ZodType | undefined = z.ZodType | undefined,
> = Route & {
  readonly method: Method;
  readonly path: Path;
  /** The query string's parameters. */
  readonly query?: Query;
  /** The request body. */
  readonly body?: Body;
  /** Headers the endpoint reads (a loose object: other headers pass through). */
  readonly headers?: Headers;
  /** The `data` of the envelope of a 200 answer. */
  readonly answer: Answer;
  /** The statuses the endpoint may answer besides 200, with a failure envelope. */
  readonly failures?: readonly FailureStatus[];
  /**
   * What a failure's `data` may carry instead of null, for the few that say more than their
   * message (the password grant's `secondFactorRequired`).
   */
  readonly failureData?: z.ZodType;
};

/** Declares an endpoint, keeping the literal method, path and the schemas' own types. */
export function endpoint<
  const Method extends HttpMethod,
  const Path extends `/${string}`,
  Answer extends z.ZodType,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Headers extends z.ZodType | undefined = undefined,
>(
  definition: Endpoint<Method, Path, Query, Body, Answer, Headers>,
): Endpoint<Method, Path, Query, Body, Answer, Headers> {
  return definition;
}

/** The schema in an optional slot of an endpoint, or never when the endpoint has none. */
type Slot<S> = NonNullable<S> extends z.ZodType ? NonNullable<S> : never;

type OptionalSlot = 'query' | 'body' | 'headers';

/** What the caller sends in a slot, before parsing; undefined for a slot the endpoint lacks. */
type SlotInput<E extends Endpoint, K extends OptionalSlot> = [Slot<E[K]>] extends [never]
  ? undefined
  : z.input<Slot<E[K]>>;

/** A slot as the server's handler sees it, parsed; undefined for a slot the endpoint lacks. */
type SlotOutput<E extends Endpoint, K extends OptionalSlot> = [Slot<E[K]>] extends [never]
  ? undefined
  : z.output<Slot<E[K]>>;

/** What the caller sends in the query string (before the server's parsing and defaults). */
export type EndpointQuery<E extends Endpoint> = SlotInput<E, 'query'>;

/** The query string as the server's handler sees it, parsed. */
export type EndpointParsedQuery<E extends Endpoint> = SlotOutput<E, 'query'>;

/** The headers the endpoint reads, as the server's handler sees them, parsed. */
export type EndpointParsedHeaders<E extends Endpoint> = SlotOutput<E, 'headers'>;

/** What the caller sends as the body (before the server's parsing and defaults). */
export type EndpointBody<E extends Endpoint> = SlotInput<E, 'body'>;

/** The body as the server's handler sees it, parsed. */
export type EndpointParsedBody<E extends Endpoint> = SlotOutput<E, 'body'>;

/** The `data` the caller receives. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['answer']>;

/** The `data` the server's handler answers with (before the answer's serialisation). */
export type EndpointAnswerInput<E extends Endpoint> = z.input<E['answer']>;

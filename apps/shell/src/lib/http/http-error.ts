/** Why a call failed, with the message already in the user's language. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    /** The body code, the HTTP status when there is no body code, or -1 without an answer. */
    readonly code: number,
    readonly status: number | undefined,
    /** The envelope's `data`, for the few failures that carry more than a message. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** What to tell the user of a failed call: the server's message, else `fallback`. */
export const failureMessage = (failure: unknown, fallback: string): string =>
  failure instanceof HttpError ? failure.message : fallback;

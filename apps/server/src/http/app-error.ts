import type { MessageKey, MessageParameters } from '../messages/catalogue';

/**
 * An expected failure with its HTTP status, envelope code and message. The error handler turns it
 * into `{code, msg, data}` (`data` null but for the few that carry more) in the caller's language.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly parameters: MessageParameters = {},
    /** The envelope's `data`, for the few failures that carry more than a message. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

import { resultCode } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { failure } from '../../http/envelope';
import { RequestValidationError, type InvalidField } from '../../http/validator-compiler';
import type { MessageKey } from '../../messages/catalogue';
import { UnreadableSecretError } from '../../lib/secret-box';
import { isDatabaseUnavailable } from './database-unavailable';

/** Seconds a caller waits after the database was unavailable: a restart or fail-over is seconds. */
const databaseRetryAfterSeconds = '5';

/** Fastify's own 4xx errors (body parsing, content type, size) and what to tell the caller. */
const clientErrorMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
};

const validationMessages: Record<InvalidField['problem'], MessageKey> = {
  missing: 'request.missingField',
  invalid: 'request.invalidField',
  misleadingText: 'request.misleadingText',
};

function validationMessage(request: FastifyRequest, error: RequestValidationError): string {
  const [first] = error.fields;
  if (!first?.field) return request.t('request.invalid');
  return request.t(validationMessages[first.problem], { field: first.field });
}

/** The one place an error becomes an answer: always the envelope, never a stack. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({
      ...failure(error.code, request.t(error.messageKey, error.parameters)),
      data: error.data,
    });
  }
  if (error instanceof RequestValidationError) {
    return reply.status(400).send(failure(resultCode.failure, validationMessage(request, error)));
  }
  // A database going away is a moment to wait out, not a fault of this request or of the code.
  if (isDatabaseUnavailable(error)) {
    // Code and message only: the stack says nothing here, and pg may hang its client on the error.
    request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', databaseRetryAfterSeconds)
      .header('cache-control', 'no-store')
      .send(failure(resultCode.serverError, request.t('server.databaseUnavailable')));
  }
  // A secret stored under another key: the operator learns which, the user what to do meanwhile
  // (the code of a failure, whose message the shell shows, not the generic server error's).
  if (error instanceof UnreadableSecretError) {
    request.log.error(
      { reason: error.message },
      'a stored authenticator-app secret does not open: SECOND_FACTOR_KEY is not the key it was stored under',
    );
    return reply.status(500).send(failure(resultCode.failure, request.t('auth.totpUnreadable')));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, message: error.message }, 'bad request');
    const key = clientErrorMessages[error.code] ?? 'request.invalid';
    return reply.status(status).send(failure(resultCode.failure, request.t(key)));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(failure(resultCode.serverError, request.t('server.error')));
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(failure(resultCode.failure, request.t('request.notFound'))),
    );
  },
  { name: 'error-handler', dependencies: ['messages'] },
);

import { resultCode } from '@portal/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { defaultLanguage, translate } from '../messages/catalogue';

const statusOf = (code: string | undefined) => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (timed out, malformed, headers
 * too large) gets the envelope like any failure, and its connection is closed. No request was
 * parsed, so the message is in the default language.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error.code);
  this.log.debug({ code: error.code, status }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify(
      failure(resultCode.failure, translate(defaultLanguage, 'request.invalid')),
    );
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

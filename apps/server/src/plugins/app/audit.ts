import { resultCode } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import type { AuditEvent } from '../../repositories/audit-repository';

/** What a route says of an event; the request adds when, who, from where and its id. */
export type AuditNote = Pick<AuditEvent, 'event' | 'result'> &
  Partial<Pick<AuditEvent, 'reason' | 'userId' | 'username' | 'firmId' | 'object' | 'details'>>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyRequest {
    /**
     * Appends a security event to the audit trail with this request's context: the caller (when
     * signed in; the note may name the user instead), client address, user agent and request id.
     * Never fails: a record that cannot be written is logged at error level (docs/security.md).
     */
    audit: (note: AuditNote) => Promise<void>;
  }
}

/** The message key of a 401 that signs the caller out (code 401) or of a 403; null otherwise. */
function accessRefusal(error: unknown): string | null {
  if (!(error instanceof AppError)) return null;
  const isSignedOut = error.statusCode === 401 && error.code === resultCode.unauthorized;
  return isSignedOut || error.statusCode === 403 ? error.messageKey : null;
}

/** The request's path, without its query (which may carry a token). */
const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

export default fp(
  async (app) => {
    const append = async (request: FastifyRequest, note: AuditNote) => {
      const { caller } = request;
      try {
        await app.repositories.audit.append({
          occurredAt: app.clock.now(),
          userId: caller?.userId ?? null,
          username: caller?.username ?? null,
          firmId: caller?.firmId ?? null,
          clientAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          requestId: request.id,
          ...note,
        });
      } catch (error) {
        // Code and message only: pg may hang its client, with the connection settings, on it.
        const { code, message } = error as { code?: unknown; message?: unknown };
        request.log.error(
          { event: note.event, result: note.result, code, reason: message },
          'audit event not recorded',
        );
      }
    };
    app.decorateRequest('audit', function (this: FastifyRequest, note: AuditNote) {
      return append(this, note);
    });

    // Every refused call, whichever route: the auth hook's 401s and any 403, before the answer.
    app.addHook('onError', async (request, _reply, error) => {
      const reason = accessRefusal(error);
      if (reason === null) return;
      await request.audit({
        event: 'access.refused',
        result: 'refused',
        reason,
        object: { type: 'request', id: `${request.method} ${pathOf(request.url)}` },
      });
    });
  },
  { name: 'audit', dependencies: ['repositories', 'clock', 'authentication'] },
);

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
     * signed in; the note may name the user instead), the app whose token calls (`details.app`),
     * client address, user agent and request id.
     * Never fails: a record that cannot be written is logged at error level (docs/security.md).
     */
    audit: (note: AuditNote) => Promise<void>;
  }
}

/**
 * The message key of a 401 that signs the caller out (code 401), of a 403, or of a 404 that
 * answers for an object the caller may not see exactly as for one that does not exist (every
 * AppError 404: the two cannot be told apart, by design); null otherwise.
 */
function accessRefusal(error: unknown): { reason: string; status: number } | null {
  if (!(error instanceof AppError)) return null;
  const isSignedOut = error.statusCode === 401 && error.code === resultCode.unauthorized;
  return isSignedOut || error.statusCode === 403 || error.statusCode === 404
    ? { reason: error.messageKey, status: error.statusCode }
    : null;
}

/** Requests whose route recorded a refusal of its own (as `firm.switch` does): not twice. */
const refusalRecorded = new WeakSet<FastifyRequest>();

/** The request's path, without its query (which may carry a token). */
const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

export default fp(
  async (app) => {
    const append = async (request: FastifyRequest, note: AuditNote) => {
      const { caller } = request;
      if (note.result === 'refused') refusalRecorded.add(request);
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
          // Whatever an app's own token does is told apart from what the user did in the shell.
          ...(caller?.app ? { details: { ...note.details, app: caller.app } } : {}),
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

    // Every refused call, whichever route: the auth hook's 401s, any 403 and the 404 of an object
    // hidden or missing, before the answer. A 404 the route recorded itself is not recorded again.
    app.addHook('onError', async (request, _reply, error) => {
      const refusal = accessRefusal(error);
      if (refusal === null) return;
      if (refusal.status === 404 && refusalRecorded.has(request)) return;
      await request.audit({
        event: 'access.refused',
        result: 'refused',
        reason: refusal.reason,
        object: { type: 'request', id: `${request.method} ${pathOf(request.url)}` },
        ...(refusal.status === 404 && { details: { status: 404 } }),
      });
    });
  },
  { name: 'audit', dependencies: ['repositories', 'clock', 'authentication'] },
);

import { resultCode } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import type { AuditEvent } from '../../lib/audit-chain/audit-event';
import type { Caller } from './authentication';

/** What a route says of an event; the request adds when, who, from where and its id. */
export type AuditNote = Pick<AuditEvent, 'event' | 'result'> &
  Partial<Pick<AuditEvent, 'reason' | 'userId' | 'username' | 'firmId' | 'object' | 'details'>>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyRequest {
    /**
     * Appends a security event to the audit trail with this request's context: the caller (when
     * signed in; the note may name the user instead) and the firm they act in (the note may name
     * it instead), the app whose token calls (`details.app`), client address, user agent and
     * request id.
     * Never fails: a record that cannot be written is logged at error level (docs/security.md).
     */
    audit: (note: AuditNote) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    auditRefusals: {
      /**
       * Writes the counts of refused calls of no one signed in, of the minutes that have ended
       * (all of them with `everything`), to the trail; answers how many records it wrote.
       */
      rollUp: (options?: { everything?: boolean }) => Promise<number>;
    };
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

/**
 * The firm a caller acts in: the one chosen for the token, else their first (what every call
 * that names no firm works in); null for a caller in no firm.
 */
const firmActedIn = async (caller: Caller) =>
  caller.firmId ??
  (await caller.currentFirm().then(
    (membership) => membership.firmId,
    () => null,
  ));

/** How often each instance writes the counts of the minutes that have ended. */
const rollUpEveryMs = 60_000;

export default fp(
  async (app) => {
    /** The event of a note, with the request's context. */
    const eventOf = async (request: FastifyRequest, note: AuditNote): Promise<AuditEvent> => {
      const { caller } = request;
      return {
        occurredAt: app.clock.now(),
        userId: caller?.userId ?? null,
        username: caller?.username ?? null,
        firmId: caller && note.firmId === undefined ? await firmActedIn(caller) : null,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        requestId: request.id,
        ...note,
        // Whatever an app's own token does is told apart from what the user did in the shell.
        ...(caller?.app ? { details: { ...note.details, app: caller.app } } : {}),
      };
    };

    const append = async (request: FastifyRequest, note: AuditNote) => {
      if (note.result === 'refused') refusalRecorded.add(request);
      try {
        await app.repositories.audit.append(await eventOf(request, note));
        app.auditShipping.wake();
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

    /**
     * A refusal of no one signed in is counted, not recorded (`access_refusal_tallies`): a flood
     * of calls without a token or with a bad one makes one record per address and minute.
     */
    const count = async (request: FastifyRequest, note: AuditNote) => {
      try {
        await app.repositories.audit.countRefusal(await eventOf(request, note));
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        request.log.error({ event: note.event, code, reason: message }, 'refusal not counted');
      }
    };

    const rollUp = async ({ everything = false } = {}) =>
      app.repositories.audit.rollUpRefusals(app.clock.now(), { everything });
    app.decorate('auditRefusals', { rollUp });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        rollUp().catch((error: unknown) => {
          app.log.warn({ err: error }, 'audit: the refusal counts were not written; next minute');
        });
      }, rollUpEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    // Every refused call, whichever route: the auth hook's 401s, any 403 and the 404 of an object
    // hidden or missing, before the answer. A 404 the route recorded itself is not recorded again.
    // A caller's refusal is a record of its own; one of no one signed in is counted.
    app.addHook('onError', async (request, _reply, error) => {
      const refusal = accessRefusal(error);
      if (refusal === null) return;
      if (refusal.status === 404 && refusalRecorded.has(request)) return;
      const note: AuditNote = {
        event: 'access.refused',
        result: 'refused',
        reason: refusal.reason,
        object: { type: 'request', id: `${request.method} ${pathOf(request.url)}` },
        ...(refusal.status === 404 && { details: { status: 404 } }),
      };
      await (request.caller ? request.audit(note) : count(request, note));
    });
  },
  { name: 'audit', dependencies: ['repositories', 'clock', 'authentication', 'audit-shipping'] },
);

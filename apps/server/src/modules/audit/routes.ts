import { Readable } from 'node:stream';
import {
  auditEndpoints,
  auditFilterSchema,
  type AuditFilter,
  type AuditRecord,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { pathBelowPrefix, registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import type { AuditDetails, AuditRecordRow } from '../../repositories/audit-repository';
import { auditCsv, auditCsvFilename } from './audit-csv';

/** The filter as the record of an export notes it: only what was given. */
function filterDetails(filter: AuditFilter): AuditDetails {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as AuditDetails;
}

const toRecord = (row: AuditRecordRow): AuditRecord => ({
  id: row.id,
  occurredAt: row.occurred_at,
  event: row.event,
  result: row.result,
  reason: row.reason,
  userId: row.user_id === null ? null : Number(row.user_id),
  username: row.username,
  firmId: row.firm_id === null ? null : Number(row.firm_id),
  objectType: row.object_type,
  objectId: row.object_id,
  clientAddress: row.client_address,
  userAgent: row.user_agent,
  requestId: row.request_id,
  details: row.details,
});

/**
 * The auditors' API (protected by the auth hook): read, export and check the trail. Only the
 * `auditor` duty passes; nothing here, or anywhere in the product, changes or removes a record.
 * Exports and checks are themselves recorded; reading pages is not (docs/security.md).
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('auditor'));

  registerEndpoint(app, auditEndpoints.listEvents, async (request) => {
    const { cursor, limit, ...filter } = request.query;
    const page = await app.repositories.audit.search(filter, { cursor, limit });
    return ok({ records: page.records.map(toRecord), nextCursor: page.nextCursor });
  });

  // Registered by hand: it answers the file, streamed, not the envelope.
  app.get(
    pathBelowPrefix(app.prefix, auditEndpoints.exportEvents.path),
    {
      schema: {
        querystring: auditFilterSchema,
        response: {
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
          403: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const filter = request.query;
      await request.audit({
        event: 'audit.export',
        result: 'success',
        details: filterDetails(filter),
      });
      const file = auditCsv(app.repositories.audit.each(filter));
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${auditCsvFilename(app.clock.now())}"`,
          )
          .header('cache-control', 'no-store')
          // A stream is sent as it comes, past the schemas' serializer (typed for the failures).
          .send(Readable.from(file) as never)
      );
    },
  );

  registerEndpoint(app, auditEndpoints.verifyTrail, async (request) => {
    const verification = await app.repositories.audit.verify();
    await request.audit({
      event: 'audit.verify',
      result: 'success',
      details: verification.ok
        ? { ok: true, count: verification.count }
        : { ok: false, id: verification.id, problem: verification.problem },
    });
    return ok(verification);
  });
};

export default auditRoutes;

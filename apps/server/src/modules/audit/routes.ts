import { Readable } from 'node:stream';
import { auditEndpoints, auditFilterSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { pathBelowPrefix, registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { exportAuditTrail } from './export-audit-trail';
import { searchAuditTrail } from './search-audit-trail';
import { verifyAuditTrail } from './verify-audit-trail';

/**
 * The auditors' API (protected by the auth hook): read, export and check the trail. Only the
 * `auditor` duty passes; nothing here, or anywhere in the product, changes or removes a record.
 * Exports and checks are themselves recorded; reading pages is not (docs/security.md).
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('auditor'));

  registerEndpoint(app, auditEndpoints.listEvents, async (request) => {
    const { cursor, limit, ...filter } = request.query;
    return ok(await searchAuditTrail({ filter, cursor, limit }, app.repositories));
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
      const { file, filename } = await exportAuditTrail(request.query, {
        audit: app.repositories.audit,
        clock: app.clock,
        record: (note) => request.audit(note),
      });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it comes, past the schemas' serializer (typed for the failures).
          .send(Readable.from(file) as never)
      );
    },
  );

  registerEndpoint(app, auditEndpoints.verifyTrail, async (request) =>
    ok(
      await verifyAuditTrail({
        audit: app.repositories.audit,
        record: (note) => request.audit(note),
      }),
    ),
  );
};

export default auditRoutes;

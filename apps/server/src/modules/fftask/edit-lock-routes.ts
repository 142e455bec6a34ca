import { editLockSchema, envelopeSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { extendEditLock } from './extend-edit-lock';
import { fftaskFailures as failures } from './failures';
import type { LockableRecord } from './lockable-records';
import { releaseEditLock } from './release-edit-lock';
import { takeEditLock } from './take-edit-lock';

/** GET addLock, extendLockTime and unLock (`?id=`) for one kind of lockable record. */
export function editLockRoutes(
  record: LockableRecord,
  querystring: z.ZodType<{ id: number }>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = () => ({ now: app.clock.now(), lockSeconds: app.config.scheduleLockSeconds });
    const lockAnswer = { 200: envelopeSchema(editLockSchema), ...failures };

    app.get('/addLock', { schema: { querystring, response: lockAnswer } }, async (request) =>
      ok(
        await takeEditLock(
          record,
          callerOf(request),
          request.query.id,
          settings(),
          app.repositories,
        ),
      ),
    );

    app.get('/extendLockTime', { schema: { querystring, response: lockAnswer } }, async (request) =>
      ok(
        await extendEditLock(
          record,
          callerOf(request),
          request.query.id,
          settings(),
          app.repositories,
        ),
      ),
    );

    app.get(
      '/unLock',
      { schema: { querystring, response: { 200: envelopeSchema(z.boolean()), ...failures } } },
      async (request) =>
        ok(
          await releaseEditLock(
            record,
            callerOf(request),
            request.query.id,
            app.clock.now(),
            app.repositories,
          ),
        ),
    );
  };
}

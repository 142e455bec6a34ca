import type { Endpoint, editLockSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { recordingLockTake } from './edit-lock-audit';
import { extendEditLock } from './extend-edit-lock';
import type { LockableRecord } from './lockable-records';
import { releaseEditLock } from './release-edit-lock';
import { takeEditLock } from './take-edit-lock';

/** An edit-lock call on one record (`GET …?id=`), answering `Answer`. */
type EditLockEndpoint<Answer extends z.ZodType> = Endpoint<
  'GET',
  string,
  z.ZodType<{ id: number }>,
  undefined,
  Answer
>;

/** The addLock, extendLockTime and unLock endpoints of one kind of lockable record. */
export type EditLockEndpoints = {
  take: EditLockEndpoint<typeof editLockSchema>;
  extend: EditLockEndpoint<typeof editLockSchema>;
  release: EditLockEndpoint<z.ZodBoolean>;
};

/** GET addLock, extendLockTime and unLock (`?id=`) for one kind of lockable record. */
export function editLockRoutes(
  record: LockableRecord,
  endpoints: EditLockEndpoints,
): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = () => ({ now: app.clock.now(), lockSeconds: app.config.scheduleLockSeconds });

    registerEndpoint(app, endpoints.take, async (request) =>
      ok(
        await recordingLockTake(request, { type: record.type, id: request.query.id }, () =>
          takeEditLock(record, callerOf(request), request.query.id, settings(), app.repositories),
        ),
      ),
    );

    registerEndpoint(app, endpoints.extend, async (request) =>
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

    registerEndpoint(app, endpoints.release, async (request) =>
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

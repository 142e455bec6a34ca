import { scheduleEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { cancelSchedule } from './cancel-schedule';
import { createSchedule } from './create-schedule';
import { recordingLockLoss } from './edit-lock-audit';
import { editLockRoutes } from './edit-lock-routes';
import { findScheduleClashes } from './find-schedule-clashes';
import { listWeekSchedules } from './list-week-schedules';
import { scheduleRecord } from './lockable-records';
import { updateSchedule } from './update-schedule';

/** /fftask/pcSchedule: schedules, their clashes and their edit locks. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, scheduleEndpoints.listWeekSchedules, async (request) =>
    ok(await listWeekSchedules(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, scheduleEndpoints.createSchedule, async (request) =>
    ok(
      await createSchedule(
        callerOf(request),
        { ...request.body, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, scheduleEndpoints.updateSchedule, async (request) =>
    ok(
      await recordingLockLoss(request, { type: 'schedule', id: request.body.id }, () =>
        updateSchedule(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
    ),
  );

  registerEndpoint(app, scheduleEndpoints.cancelSchedule, async (request) =>
    ok(
      await recordingLockLoss(request, { type: 'schedule', id: request.query.id }, () =>
        cancelSchedule(
          callerOf(request),
          { id: request.query.id, now: app.clock.now() },
          app.repositories,
        ),
      ),
    ),
  );

  registerEndpoint(app, scheduleEndpoints.findScheduleClashes, async (request) =>
    ok(await findScheduleClashes(callerOf(request), request.body, app.repositories)),
  );

  await app.register(
    editLockRoutes(scheduleRecord, {
      take: scheduleEndpoints.takeScheduleLock,
      extend: scheduleEndpoints.extendScheduleLock,
      release: scheduleEndpoints.releaseScheduleLock,
    }),
  );
};

export default scheduleRoutes;

import {
  createScheduleRequestSchema,
  envelopeSchema,
  listWeekQuerySchema,
  scheduleClashRequestSchema,
  scheduleClashSchema,
  scheduleQuerySchema,
  scheduleSchema,
  scheduleWeekSchema,
  updateScheduleRequestSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { cancelSchedule } from './cancel-schedule';
import { createSchedule } from './create-schedule';
import { editLockRoutes } from './edit-lock-routes';
import { fftaskFailures as failures } from './failures';
import { findScheduleClashes } from './find-schedule-clashes';
import { listWeekSchedules } from './list-week-schedules';
import { scheduleRecord } from './lockable-records';
import { updateSchedule } from './update-schedule';

const scheduleAnswer = envelopeSchema(scheduleSchema);

/** /fftask/pcSchedule: schedules, their clashes and their edit locks. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listWeek',
    {
      schema: {
        querystring: listWeekQuerySchema,
        response: { 200: envelopeSchema(scheduleWeekSchema), ...failures },
      },
    },
    async (request) =>
      ok(await listWeekSchedules(callerOf(request), request.query, app.repositories)),
  );

  app.post(
    '/creatorSchedule',
    {
      schema: {
        body: createScheduleRequestSchema,
        response: { 200: scheduleAnswer, ...failures },
      },
    },
    async (request) =>
      ok(
        await createSchedule(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.post(
    '/updateSchedule',
    {
      schema: {
        body: updateScheduleRequestSchema,
        response: { 200: scheduleAnswer, ...failures },
      },
    },
    async (request) =>
      ok(
        await updateSchedule(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.get(
    '/cancelSchedule',
    {
      schema: { querystring: scheduleQuerySchema, response: { 200: scheduleAnswer, ...failures } },
    },
    async (request) =>
      ok(
        await cancelSchedule(
          callerOf(request),
          { id: request.query.id, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.post(
    '/scheduleClash',
    {
      schema: {
        body: scheduleClashRequestSchema,
        response: { 200: envelopeSchema(z.array(scheduleClashSchema)), ...failures },
      },
    },
    async (request) =>
      ok(await findScheduleClashes(callerOf(request), request.body, app.repositories)),
  );

  await app.register(editLockRoutes(scheduleRecord, scheduleQuerySchema));
};

export default scheduleRoutes;

import {
  createScheduleRequestSchema,
  editLockSchema,
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
import { addScheduleLock } from './add-schedule-lock';
import { cancelSchedule } from './cancel-schedule';
import { createSchedule } from './create-schedule';
import { extendScheduleLock } from './extend-schedule-lock';
import { fftaskFailures as failures } from './failures';
import { findScheduleClashes } from './find-schedule-clashes';
import { listWeekSchedules } from './list-week-schedules';
import { releaseScheduleLock } from './release-schedule-lock';
import { updateSchedule } from './update-schedule';

const scheduleAnswer = envelopeSchema(scheduleSchema);
const lockAnswer = envelopeSchema(editLockSchema);

/** /fftask/pcSchedule: schedules, their clashes and their edit locks. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockSettings = () => ({
    now: app.clock.now(),
    lockSeconds: app.config.scheduleLockSeconds,
  });

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

  app.get(
    '/addLock',
    { schema: { querystring: scheduleQuerySchema, response: { 200: lockAnswer, ...failures } } },
    async (request) =>
      ok(
        await addScheduleLock(
          callerOf(request),
          request.query.id,
          lockSettings(),
          app.repositories,
        ),
      ),
  );

  app.get(
    '/extendLockTime',
    { schema: { querystring: scheduleQuerySchema, response: { 200: lockAnswer, ...failures } } },
    async (request) =>
      ok(
        await extendScheduleLock(
          callerOf(request),
          request.query.id,
          lockSettings(),
          app.repositories,
        ),
      ),
  );

  app.get(
    '/unLock',
    {
      schema: {
        querystring: scheduleQuerySchema,
        response: { 200: envelopeSchema(z.boolean()), ...failures },
      },
    },
    async (request) =>
      ok(
        await releaseScheduleLock(
          callerOf(request),
          request.query.id,
          app.clock.now(),
          app.repositories,
        ),
      ),
  );
};

export default scheduleRoutes;

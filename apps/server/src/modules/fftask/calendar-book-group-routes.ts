import {
  bookGroupQuerySchema,
  bookGroupSchema,
  calendarBookSchema,
  calendarSettingsSchema,
  changeColorRequestSchema,
  createBookGroupRequestSchema,
  editCalendarSettingsRequestSchema,
  envelopeSchema,
  firmQuerySchema,
  groupNameCheckQuerySchema,
  groupNameCheckSchema,
  modifyBookGroupRequestSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { changeCalendarColor } from './change-calendar-color';
import { checkGroupName } from './check-group-name';
import { createBookGroup } from './create-book-group';
import { editCalendarSettings } from './edit-calendar-settings';
import { editLockRoutes } from './edit-lock-routes';
import { fftaskFailures as failures } from './failures';
import { getBookGroupInfo } from './get-book-group-info';
import { getCalendarSettings } from './get-calendar-settings';
import { bookGroupRecord } from './lockable-records';
import { loadMyCalendars } from './load-my-calendars';
import { loadWritableCalendars } from './load-writable-calendars';
import { modifyBookGroup } from './modify-book-group';

const calendarsAnswer = envelopeSchema(z.array(calendarBookSchema));
const groupAnswer = envelopeSchema(bookGroupSchema);
const settingsAnswer = envelopeSchema(calendarSettingsSchema);

/** /fftask/pcCalendarBookGroup: calendar groups, the caller's calendars and settings. */
const calendarBookGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loadMyCalendars',
    { schema: { querystring: firmQuerySchema, response: { 200: calendarsAnswer, ...failures } } },
    async (request) =>
      ok(
        await loadMyCalendars(
          callerOf(request),
          { ...request.query, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.get(
    '/loadAbleCreateScheduleCalendars',
    { schema: { querystring: firmQuerySchema, response: { 200: calendarsAnswer, ...failures } } },
    async (request) =>
      ok(
        await loadWritableCalendars(
          callerOf(request),
          { ...request.query, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.get(
    '/check',
    {
      schema: {
        querystring: groupNameCheckQuerySchema,
        response: { 200: envelopeSchema(groupNameCheckSchema), ...failures },
      },
    },
    async (request) => ok(await checkGroupName(callerOf(request), request.query, app.repositories)),
  );

  app.get(
    '/set/query',
    { schema: { querystring: firmQuerySchema, response: { 200: settingsAnswer, ...failures } } },
    async (request) =>
      ok(await getCalendarSettings(callerOf(request), request.query, app.repositories)),
  );

  app.post(
    '/set/edit',
    {
      schema: {
        body: editCalendarSettingsRequestSchema,
        response: { 200: settingsAnswer, ...failures },
      },
    },
    async (request) =>
      ok(
        await editCalendarSettings(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.get(
    '/getBookGroupInfo',
    { schema: { querystring: bookGroupQuerySchema, response: { 200: groupAnswer, ...failures } } },
    async (request) =>
      ok(await getBookGroupInfo(callerOf(request), request.query.id, app.repositories)),
  );

  app.post(
    '/createBookGroup',
    {
      schema: { body: createBookGroupRequestSchema, response: { 200: groupAnswer, ...failures } },
    },
    async (request) =>
      ok(
        await createBookGroup(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.post(
    '/modifyBookGroup',
    {
      schema: { body: modifyBookGroupRequestSchema, response: { 200: groupAnswer, ...failures } },
    },
    async (request) =>
      ok(
        await modifyBookGroup(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.post(
    '/changeColor',
    {
      schema: {
        body: changeColorRequestSchema,
        response: { 200: envelopeSchema(calendarBookSchema), ...failures },
      },
    },
    async (request) =>
      ok(await changeCalendarColor(callerOf(request), request.body, app.repositories)),
  );

  await app.register(editLockRoutes(bookGroupRecord, bookGroupQuerySchema));
};

export default calendarBookGroupRoutes;

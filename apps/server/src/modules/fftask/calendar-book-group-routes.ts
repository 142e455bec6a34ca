import {
  bookGroupQuerySchema,
  bookGroupSchema,
  calendarBookSchema,
  calendarSettingsSchema,
  changeColorRequestSchema,
  createBookGroupRequestSchema,
  editCalendarSettingsRequestSchema,
  editLockSchema,
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
import { addBookGroupLock } from './add-book-group-lock';
import { changeCalendarColor } from './change-calendar-color';
import { checkGroupName } from './check-group-name';
import { createBookGroup } from './create-book-group';
import { editCalendarSettings } from './edit-calendar-settings';
import { extendBookGroupLock } from './extend-book-group-lock';
import { fftaskFailures as failures } from './failures';
import { getBookGroupInfo } from './get-book-group-info';
import { getCalendarSettings } from './get-calendar-settings';
import { loadMyCalendars } from './load-my-calendars';
import { loadWritableCalendars } from './load-writable-calendars';
import { modifyBookGroup } from './modify-book-group';
import { releaseBookGroupLock } from './release-book-group-lock';

const calendarsAnswer = envelopeSchema(z.array(calendarBookSchema));
const groupAnswer = envelopeSchema(bookGroupSchema);
const lockAnswer = envelopeSchema(editLockSchema);
const settingsAnswer = envelopeSchema(calendarSettingsSchema);

/** /fftask/pcCalendarBookGroup: calendar groups, the caller's calendars and settings. */
const calendarBookGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockSettings = () => ({
    now: app.clock.now(),
    lockSeconds: app.config.scheduleLockSeconds,
  });

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

  app.get(
    '/addLock',
    { schema: { querystring: bookGroupQuerySchema, response: { 200: lockAnswer, ...failures } } },
    async (request) =>
      ok(
        await addBookGroupLock(
          callerOf(request),
          request.query.id,
          lockSettings(),
          app.repositories,
        ),
      ),
  );

  app.get(
    '/extendLockTime',
    { schema: { querystring: bookGroupQuerySchema, response: { 200: lockAnswer, ...failures } } },
    async (request) =>
      ok(
        await extendBookGroupLock(
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
        querystring: bookGroupQuerySchema,
        response: { 200: envelopeSchema(z.boolean()), ...failures },
      },
    },
    async (request) =>
      ok(
        await releaseBookGroupLock(
          callerOf(request),
          request.query.id,
          app.clock.now(),
          app.repositories,
        ),
      ),
  );
};

export default calendarBookGroupRoutes;

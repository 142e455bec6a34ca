import {
  calendarBookSchema,
  colleagueCalendarRequestSchema,
  envelopeSchema,
  mineCalendarRequestSchema,
  teamCalendarRequestSchema,
  teamMemberCalendarsSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { fftaskFailures as failures } from './failures';
import { listColleagueCalendars } from './list-colleague-calendars';
import { listMineCalendars } from './list-mine-calendars';
import { listTeamCalendars } from './list-team-calendars';

const calendarsAnswer = envelopeSchema(z.array(calendarBookSchema));

/** /fftask/pcCalendarBook: the caller's and the team's calendars. */
const calendarBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pcMineCalendar/new',
    {
      schema: { body: mineCalendarRequestSchema, response: { 200: calendarsAnswer, ...failures } },
    },
    async (request) =>
      ok(
        await listMineCalendars(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
  );

  app.post(
    '/pcTeamCalendar/personal',
    {
      schema: {
        body: colleagueCalendarRequestSchema,
        response: { 200: calendarsAnswer, ...failures },
      },
    },
    async (request) =>
      ok(await listColleagueCalendars(callerOf(request), request.body, app.repositories)),
  );

  app.post(
    '/pcTeamCalendar',
    {
      schema: {
        body: teamCalendarRequestSchema,
        response: { 200: envelopeSchema(z.array(teamMemberCalendarsSchema)), ...failures },
      },
    },
    async (request) =>
      ok(await listTeamCalendars(callerOf(request), request.body, app.repositories)),
  );
};

export default calendarBookRoutes;

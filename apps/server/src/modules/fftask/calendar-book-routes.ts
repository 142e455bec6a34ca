import { calendarEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { listColleagueCalendars } from './list-colleague-calendars';
import { listMineCalendars } from './list-mine-calendars';
import { listTeamCalendars } from './list-team-calendars';

/** /fftask/pcCalendarBook: the caller's and the team's calendars. */
const calendarBookRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, calendarEndpoints.listMineCalendars, async (request) =>
    ok(
      await listMineCalendars(
        callerOf(request),
        { ...request.body, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, calendarEndpoints.listColleagueCalendars, async (request) =>
    ok(await listColleagueCalendars(callerOf(request), request.body, app.repositories)),
  );

  registerEndpoint(app, calendarEndpoints.listTeamCalendars, async (request) =>
    ok(await listTeamCalendars(callerOf(request), request.body, app.repositories)),
  );
};

export default calendarBookRoutes;

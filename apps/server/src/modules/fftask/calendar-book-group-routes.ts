import { calendarEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { changeCalendarColor } from './change-calendar-color';
import { checkGroupName } from './check-group-name';
import { createBookGroup } from './create-book-group';
import { editCalendarSettings } from './edit-calendar-settings';
import { recordingLockLoss } from './edit-lock-audit';
import { editLockRoutes } from './edit-lock-routes';
import { getBookGroupInfo } from './get-book-group-info';
import { getCalendarSettings } from './get-calendar-settings';
import { bookGroupRecord } from './lockable-records';
import { loadMyCalendars } from './load-my-calendars';
import { loadWritableCalendars } from './load-writable-calendars';
import { modifyBookGroup } from './modify-book-group';

/** /fftask/pcCalendarBookGroup: calendar groups, the caller's calendars and settings. */
const calendarBookGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, calendarEndpoints.loadMyCalendars, async (request) =>
    ok(
      await loadMyCalendars(
        callerOf(request),
        { ...request.query, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, calendarEndpoints.loadWritableCalendars, async (request) =>
    ok(
      await loadWritableCalendars(
        callerOf(request),
        { ...request.query, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, calendarEndpoints.checkGroupName, async (request) =>
    ok(await checkGroupName(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, calendarEndpoints.getCalendarSettings, async (request) =>
    ok(await getCalendarSettings(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, calendarEndpoints.editCalendarSettings, async (request) =>
    ok(
      await editCalendarSettings(
        callerOf(request),
        { ...request.body, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, calendarEndpoints.getBookGroup, async (request) =>
    ok(await getBookGroupInfo(callerOf(request), request.query.id, app.repositories)),
  );

  registerEndpoint(app, calendarEndpoints.createBookGroup, async (request) =>
    ok(
      await createBookGroup(
        callerOf(request),
        { ...request.body, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, calendarEndpoints.modifyBookGroup, async (request) =>
    ok(
      await recordingLockLoss(request, { type: 'bookGroup', id: request.body.id }, () =>
        modifyBookGroup(
          callerOf(request),
          { ...request.body, now: app.clock.now() },
          app.repositories,
        ),
      ),
    ),
  );

  registerEndpoint(app, calendarEndpoints.changeCalendarColor, async (request) =>
    ok(await changeCalendarColor(callerOf(request), request.body, app.repositories)),
  );

  await app.register(
    editLockRoutes(bookGroupRecord, {
      take: calendarEndpoints.takeBookGroupLock,
      extend: calendarEndpoints.extendBookGroupLock,
      release: calendarEndpoints.releaseBookGroupLock,
    }),
  );
};

export default calendarBookGroupRoutes;

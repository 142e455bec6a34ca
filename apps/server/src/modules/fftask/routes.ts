import type { FastifyPluginAsync } from 'fastify';
import calendarBookGroupRoutes from './calendar-book-group-routes';
import calendarBookRoutes from './calendar-book-routes';
import scheduleRoutes from './schedule-routes';

/** Calendar and schedule calls of spec §7 (protected: the auth hook runs first). */
const fftaskRoutes: FastifyPluginAsync = async (app) => {
  await app.register(calendarBookRoutes, { prefix: '/pcCalendarBook' });
  await app.register(scheduleRoutes, { prefix: '/pcSchedule' });
  await app.register(calendarBookGroupRoutes, { prefix: '/pcCalendarBookGroup' });
};

export default fftaskRoutes;

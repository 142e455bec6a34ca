import type { Route } from './route';

/**
 * Where the calendar and schedule endpoints are called (their schemas: `calendarEndpoints` and
 * `scheduleEndpoints`).
 */
export const fftaskRoutes = {
  listMineCalendars: {
    method: 'POST',
    path: '/fftask/pcCalendarBook/pcMineCalendar/new',
    appScope: 'calendar',
  },
  listColleagueCalendars: {
    method: 'POST',
    path: '/fftask/pcCalendarBook/pcTeamCalendar/personal',
    appScope: 'calendar',
  },
  listTeamCalendars: {
    method: 'POST',
    path: '/fftask/pcCalendarBook/pcTeamCalendar',
    appScope: 'calendar',
  },

  listWeekSchedules: { method: 'GET', path: '/fftask/pcSchedule/listWeek', appScope: 'calendar' },
  createSchedule: {
    method: 'POST',
    path: '/fftask/pcSchedule/creatorSchedule',
    appScope: 'calendar',
  },
  updateSchedule: {
    method: 'POST',
    path: '/fftask/pcSchedule/updateSchedule',
    appScope: 'calendar',
  },
  cancelSchedule: {
    method: 'GET',
    path: '/fftask/pcSchedule/cancelSchedule',
    appScope: 'calendar',
  },
  findScheduleClashes: {
    method: 'POST',
    path: '/fftask/pcSchedule/scheduleClash',
    appScope: 'calendar',
  },
  takeScheduleLock: { method: 'GET', path: '/fftask/pcSchedule/addLock', appScope: 'calendar' },
  extendScheduleLock: {
    method: 'GET',
    path: '/fftask/pcSchedule/extendLockTime',
    appScope: 'calendar',
  },
  releaseScheduleLock: { method: 'GET', path: '/fftask/pcSchedule/unLock', appScope: 'calendar' },

  loadMyCalendars: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/loadMyCalendars',
    appScope: 'calendar',
  },
  loadWritableCalendars: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/loadAbleCreateScheduleCalendars',
    appScope: 'calendar',
  },
  checkGroupName: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/check',
    appScope: 'calendar',
  },
  getCalendarSettings: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/set/query',
    appScope: 'calendar',
  },
  editCalendarSettings: {
    method: 'POST',
    path: '/fftask/pcCalendarBookGroup/set/edit',
    appScope: 'calendar',
  },
  getBookGroup: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/getBookGroupInfo',
    appScope: 'calendar',
  },
  createBookGroup: {
    method: 'POST',
    path: '/fftask/pcCalendarBookGroup/createBookGroup',
    appScope: 'calendar',
  },
  modifyBookGroup: {
    method: 'POST',
    path: '/fftask/pcCalendarBookGroup/modifyBookGroup',
    appScope: 'calendar',
  },
  changeCalendarColor: {
    method: 'POST',
    path: '/fftask/pcCalendarBookGroup/changeColor',
    appScope: 'calendar',
  },
  takeBookGroupLock: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/addLock',
    appScope: 'calendar',
  },
  extendBookGroupLock: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/extendLockTime',
    appScope: 'calendar',
  },
  releaseBookGroupLock: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/unLock',
    appScope: 'calendar',
  },
} as const satisfies Record<string, Route>;

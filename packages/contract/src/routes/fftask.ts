import type { Route } from './route';

/**
 * Where the calendar and schedule endpoints are called (their schemas: `calendarEndpoints` and
 * `scheduleEndpoints`).
 */
export const fftaskRoutes = {
  listMineCalendars: { method: 'POST', path: '/fftask/pcCalendarBook/pcMineCalendar/new' },
  listColleagueCalendars: {
    method: 'POST',
    path: '/fftask/pcCalendarBook/pcTeamCalendar/personal',
  },
  listTeamCalendars: { method: 'POST', path: '/fftask/pcCalendarBook/pcTeamCalendar' },

  listWeekSchedules: { method: 'GET', path: '/fftask/pcSchedule/listWeek' },
  createSchedule: { method: 'POST', path: '/fftask/pcSchedule/creatorSchedule' },
  updateSchedule: { method: 'POST', path: '/fftask/pcSchedule/updateSchedule' },
  cancelSchedule: { method: 'GET', path: '/fftask/pcSchedule/cancelSchedule' },
  findScheduleClashes: { method: 'POST', path: '/fftask/pcSchedule/scheduleClash' },
  takeScheduleLock: { method: 'GET', path: '/fftask/pcSchedule/addLock' },
  extendScheduleLock: { method: 'GET', path: '/fftask/pcSchedule/extendLockTime' },
  releaseScheduleLock: { method: 'GET', path: '/fftask/pcSchedule/unLock' },

  loadMyCalendars: { method: 'GET', path: '/fftask/pcCalendarBookGroup/loadMyCalendars' },
  loadWritableCalendars: {
    method: 'GET',
    path: '/fftask/pcCalendarBookGroup/loadAbleCreateScheduleCalendars',
  },
  checkGroupName: { method: 'GET', path: '/fftask/pcCalendarBookGroup/check' },
  getCalendarSettings: { method: 'GET', path: '/fftask/pcCalendarBookGroup/set/query' },
  editCalendarSettings: { method: 'POST', path: '/fftask/pcCalendarBookGroup/set/edit' },
  getBookGroup: { method: 'GET', path: '/fftask/pcCalendarBookGroup/getBookGroupInfo' },
  createBookGroup: { method: 'POST', path: '/fftask/pcCalendarBookGroup/createBookGroup' },
  modifyBookGroup: { method: 'POST', path: '/fftask/pcCalendarBookGroup/modifyBookGroup' },
  changeCalendarColor: { method: 'POST', path: '/fftask/pcCalendarBookGroup/changeColor' },
  takeBookGroupLock: { method: 'GET', path: '/fftask/pcCalendarBookGroup/addLock' },
  extendBookGroupLock: { method: 'GET', path: '/fftask/pcCalendarBookGroup/extendLockTime' },
  releaseBookGroupLock: { method: 'GET', path: '/fftask/pcCalendarBookGroup/unLock' },
} as const satisfies Record<string, Route>;

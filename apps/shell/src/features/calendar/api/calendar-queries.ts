import type { ScheduleClashRequest } from '@portal/contract';
import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { checkScheduleClash } from './check-schedule-clash';
import { getBookGroup } from './get-book-group';
import { getCalendarPeople } from './get-calendar-people';
import { getCalendarSettings } from './get-calendar-settings';
import { getColleagueCalendars } from './get-colleague-calendars';
import { getMyCalendars } from './get-my-calendars';
import { getOrganizationTree } from './get-organization-tree';
import { getTeamCalendars, type TeamScope } from './get-team-calendars';
import { getWeekSchedules, type WeekFilter } from './get-week-schedules';
import { getWritableCalendars } from './get-writable-calendars';

/** The calendar of a firm: calendars and their groups, schedules, settings, people. */
export const calendarQueries = {
  /** Everything of the calendar in the firm. */
  all: (firmId: number) => firmKey(firmId, 'calendar'),
  /** Every list of calendars and every calendar group: a saved group or colour reloads them. */
  books: (firmId: number) => firmKey(firmId, 'calendar', 'books'),
  /** Every week of schedules: a saved or cancelled schedule reloads them. */
  schedules: (firmId: number) => firmKey(firmId, 'calendar', 'schedules'),

  /** The caller's personal calendars, then those of their calendar groups. */
  mine: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'mine'),
      queryFn: getMyCalendars,
    }),

  /** The calendars the caller may add schedules to. */
  writable: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'writable'),
      queryFn: getWritableCalendars,
    }),

  team: (firmId: number, scope: TeamScope) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'team', scope),
      queryFn: () => getTeamCalendars(scope),
    }),

  colleague: (firmId: number, userId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'colleague', userId),
      queryFn: () => getColleagueCalendars(userId),
    }),

  group: (firmId: number, id: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'group', id),
      queryFn: () => getBookGroup(id),
      staleTime: 0,
    }),

  week: (filter: WeekFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'calendar', 'schedules', filter),
      queryFn: () => getWeekSchedules(filter),
      staleTime: 10_000,
    }),

  /** Asked afresh each time; not under `schedules`, so a save does not ask it again. */
  clash: (firmId: number, body: ScheduleClashRequest) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'clash', body),
      queryFn: () => checkScheduleClash(body),
      staleTime: 0,
      retry: false,
    }),

  /** The caller's view settings; a save puts the saved ones in place. */
  settings: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'settings'),
      queryFn: getCalendarSettings,
      staleTime: Number.POSITIVE_INFINITY,
    }),

  /** The caller's colleagues, for participants. */
  people: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'people'),
      queryFn: getCalendarPeople,
      staleTime: 5 * 60_000,
    }),

  organization: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'organization'),
      queryFn: getOrganizationTree,
      staleTime: 5 * 60_000,
    }),
};

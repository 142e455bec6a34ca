import type { ScheduleClashRequest, TeamCalendarRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import { fftaskRoutes, upmsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** Whose calendars the team list shows: the caller's department or the whole firm. */
export type TeamScope = TeamCalendarRequest['scope'];

export type WeekFilter = {
  firmId: number;
  /** Up to 50 calendars, each readable by the caller. */
  calendarIds: number[];
  /** Any day of the week, `YYYY-MM-DD`. */
  date: string;
  /** Also the schedules the caller created or is invited to in other calendars. */
  includeInvited: boolean;
};

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
      queryFn: ({ signal }) => callEndpoint(fftaskRoutes.loadMyCalendars, { query: {}, signal }),
    }),

  /** The calendars the caller may add schedules to. */
  writable: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'writable'),
      queryFn: ({ signal }) =>
        callEndpoint(fftaskRoutes.loadWritableCalendars, { query: {}, signal }),
    }),

  /** The caller's colleagues with their personal calendars. */
  team: (firmId: number, scope: TeamScope) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'team', scope),
      queryFn: ({ signal }) =>
        callEndpoint(fftaskRoutes.listTeamCalendars, { body: { scope }, signal }),
    }),

  /** One colleague's personal calendars. */
  colleague: (firmId: number, userId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'colleague', userId),
      queryFn: ({ signal }) =>
        callEndpoint(fftaskRoutes.listColleagueCalendars, { body: { userId }, signal }),
    }),

  /** A calendar group with its members and version, read afresh for each edit. */
  group: (firmId: number, id: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'books', 'group', id),
      queryFn: ({ signal }) => callEndpoint(fftaskRoutes.getBookGroup, { query: { id }, signal }),
      staleTime: 0,
    }),

  /** The schedules of some calendars in one week, Monday to Sunday. */
  week: (filter: WeekFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'calendar', 'schedules', filter),
      queryFn: ({ signal }) =>
        callEndpoint(fftaskRoutes.listWeekSchedules, {
          query: {
            calendarIds: filter.calendarIds.join(','),
            date: filter.date,
            includeInvited: filter.includeInvited ? '1' : '0',
          },
          signal,
        }),
      staleTime: 10_000,
    }),

  /**
   * Who of some people is busy then (times only, no titles). Asked afresh each time; not under
   * `schedules`, so a save does not ask it again. Silent: a failed check shows no clash.
   */
  clash: (firmId: number, body: ScheduleClashRequest) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'clash', body),
      queryFn: ({ signal }) =>
        callEndpoint(fftaskRoutes.findScheduleClashes, { body, signal, silent: true }),
      staleTime: 0,
      retry: false,
    }),

  /** The caller's view settings (defaults week, 1, 8, 19); a save puts the saved ones in place. */
  settings: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'settings'),
      queryFn: ({ signal }) =>
        callEndpoint(fftaskRoutes.getCalendarSettings, { query: {}, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),

  /** The caller's colleagues, for participants. */
  people: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'people'),
      queryFn: ({ signal }) => callEndpoint(upmsRoutes.listCalendarPeople, { signal }),
      staleTime: 5 * 60_000,
    }),

  organization: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'calendar', 'organization'),
      queryFn: ({ signal }) => callEndpoint(upmsRoutes.getOrganizationTree, { body: {}, signal }),
      staleTime: 5 * 60_000,
    }),
};

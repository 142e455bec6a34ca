import type { ScheduleWeek } from '@portal/contract';
import { http } from '@/lib/http/http-client';

export type WeekFilter = {
  firmId: number;
  /** Up to 50 calendars, each readable by the caller. */
  calendarIds: number[];
  /** Any day of the week, `YYYY-MM-DD`. */
  date: string;
  /** Also the schedules the caller created or is invited to in other calendars. */
  includeInvited: boolean;
};

/** GET pcSchedule/listWeek: the schedules of some calendars in one week (Monday to Sunday). */
export function getWeekSchedules({
  calendarIds,
  date,
  includeInvited,
}: Omit<WeekFilter, 'firmId'>): Promise<ScheduleWeek> {
  return http.request<ScheduleWeek>({
    url: '/fftask/pcSchedule/listWeek',
    method: 'get',
    params: { calendarIds: calendarIds.join(','), date, includeInvited: includeInvited ? 1 : 0 },
  });
}

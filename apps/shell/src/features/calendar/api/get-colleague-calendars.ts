import type { CalendarBook } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST pcCalendarBook/pcTeamCalendar/personal: one colleague's personal calendars. */
export function getColleagueCalendars(userId: number): Promise<CalendarBook[]> {
  return http.request<CalendarBook[]>({
    url: '/fftask/pcCalendarBook/pcTeamCalendar/personal',
    method: 'post',
    data: { userId },
  });
}

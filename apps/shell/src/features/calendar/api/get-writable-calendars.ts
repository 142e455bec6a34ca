import type { CalendarBook } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET loadAbleCreateScheduleCalendars: the calendars the caller may add schedules to. */
export function getWritableCalendars(): Promise<CalendarBook[]> {
  return http.request<CalendarBook[]>({
    url: '/fftask/pcCalendarBookGroup/loadAbleCreateScheduleCalendars',
    method: 'get',
  });
}

import type { CalendarBook } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET loadMyCalendars: the caller's personal calendars, then those of their calendar groups. */
export function getMyCalendars(): Promise<CalendarBook[]> {
  return http.request<CalendarBook[]>({
    url: '/fftask/pcCalendarBookGroup/loadMyCalendars',
    method: 'get',
  });
}

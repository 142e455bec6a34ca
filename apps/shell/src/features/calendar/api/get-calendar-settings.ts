import type { CalendarSettings } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET set/query: the caller's calendar view settings in the firm (defaults week, 1, 8, 19). */
export function getCalendarSettings(): Promise<CalendarSettings> {
  return http.request<CalendarSettings>({
    url: '/fftask/pcCalendarBookGroup/set/query',
    method: 'get',
  });
}

import type { CalendarBook, ChangeColorRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST changeColor: the caller's own colour for a calendar. */
export function changeCalendarColor(body: ChangeColorRequest): Promise<CalendarBook> {
  return http.request<CalendarBook>({
    url: '/fftask/pcCalendarBookGroup/changeColor',
    method: 'post',
    data: body,
  });
}

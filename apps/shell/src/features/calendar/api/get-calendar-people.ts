import type { CalendarPerson } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET /upms/app/query/user/details/calender: the caller's colleagues, for participants. */
export function getCalendarPeople(): Promise<CalendarPerson[]> {
  return http.request<CalendarPerson[]>({
    url: '/upms/app/query/user/details/calender',
    method: 'get',
  });
}

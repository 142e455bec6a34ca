import type { CalendarSettings, EditCalendarSettingsRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST set/edit: saves the caller's calendar view settings. */
export function editCalendarSettings(body: EditCalendarSettingsRequest): Promise<CalendarSettings> {
  return http.request<CalendarSettings>({
    url: '/fftask/pcCalendarBookGroup/set/edit',
    method: 'post',
    data: body,
  });
}

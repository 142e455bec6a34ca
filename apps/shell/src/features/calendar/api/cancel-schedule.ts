import type { Schedule } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET pcSchedule/cancelSchedule. Silent: the dialog says why it was refused (someone editing). */
export function cancelSchedule(id: number): Promise<Schedule> {
  return http.request<Schedule>({
    url: '/fftask/pcSchedule/cancelSchedule',
    method: 'get',
    params: { id },
    silent: true,
  });
}

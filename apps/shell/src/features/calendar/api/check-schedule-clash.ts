import type { ScheduleClash, ScheduleClashRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST pcSchedule/scheduleClash: who of these people is busy then (times only, no titles). */
export function checkScheduleClash(body: ScheduleClashRequest): Promise<ScheduleClash[]> {
  return http.request<ScheduleClash[]>({
    url: '/fftask/pcSchedule/scheduleClash',
    method: 'post',
    data: body,
    silent: true,
  });
}

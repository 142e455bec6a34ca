import type { Schedule, UpdateScheduleRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/**
 * POST pcSchedule/updateSchedule, with the version read and the edit lock held. Silent: a save
 * that lost the race is explained in the dialog, where the draft stays.
 */
export function updateSchedule(body: UpdateScheduleRequest): Promise<Schedule> {
  return http.request<Schedule>({
    url: '/fftask/pcSchedule/updateSchedule',
    method: 'post',
    data: body,
    silent: true,
  });
}

import type { CreateScheduleRequest, Schedule } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST pcSchedule/creatorSchedule. Silent: the schedule dialog shows the server's reason. */
export function createSchedule(body: CreateScheduleRequest): Promise<Schedule> {
  return http.request<Schedule>({
    url: '/fftask/pcSchedule/creatorSchedule',
    method: 'post',
    data: body,
    silent: true,
  });
}

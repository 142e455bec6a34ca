import type { TeamMemberCalendars, TeamCalendarRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

export type TeamScope = TeamCalendarRequest['scope'];

/** POST pcCalendarBook/pcTeamCalendar: the caller's colleagues with their personal calendars. */
export function getTeamCalendars(scope: TeamScope): Promise<TeamMemberCalendars[]> {
  return http.request<TeamMemberCalendars[]>({
    url: '/fftask/pcCalendarBook/pcTeamCalendar',
    method: 'post',
    data: { scope },
  });
}

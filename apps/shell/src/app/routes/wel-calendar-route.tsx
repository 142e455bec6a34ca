import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { useSessionUser } from '@/features/session/session-user-store';

/** /wel/calendar: the user's, the team's and a colleague's calendars with their schedules. */
export function WelCalendarRoute() {
  const { userInfo, firmId } = useSessionUser();
  if (!userInfo || firmId === undefined) return null;
  return <CalendarPage firmId={firmId} userId={userInfo.userId} />;
}

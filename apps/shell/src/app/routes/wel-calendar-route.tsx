import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { useSessionUser } from '@/features/session/session-user-store';

/** /wel/calendar: the user's, the team's and a colleague's calendars with their schedules. */
export function WelCalendarRoute() {
  const { userInfo, firm } = useSessionUser();
  if (!userInfo) return null;
  return <CalendarPage firmId={firm?.firmId ?? userInfo.firmId} userId={userInfo.userId} />;
}

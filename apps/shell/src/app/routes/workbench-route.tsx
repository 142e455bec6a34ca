import { WeekSchedulePanel } from '@/features/calendar/components/week-schedule-panel';
import { useSessionUser } from '@/features/session/session-user-store';
import { WorkbenchPage } from '@/features/workbench/components/workbench-page';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** /wel/index, the page named 'home'. Opening a path opens its tab. */
export function WorkbenchRoute() {
  const { userInfo, firm, firmId } = useSessionUser();
  const navigate = useNavigate();
  if (!userInfo || firmId === undefined) return null;
  return (
    <WorkbenchPage
      userInfo={userInfo}
      firmId={firmId}
      firmName={firm?.firmName}
      onOpen={(path) => void navigate(path)}
      schedulePanel={
        <WeekSchedulePanel
          firmId={firmId}
          userId={userInfo.userId}
          onOpenCalendar={() => void navigate(paths.calendar)}
        />
      }
    />
  );
}

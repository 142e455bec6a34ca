import { useSessionUser } from '@/features/session/session-user-store';
import { BacklogPage } from '@/features/workbench/components/backlog-page';
import { useNavigate } from 'react-router';

/** /wel/backlog: the user's to-dos; a to-do's work opens in its tab. */
export function WelBacklogRoute() {
  const { userInfo, firmId } = useSessionUser();
  const navigate = useNavigate();
  if (!userInfo || firmId === undefined) return null;
  return (
    <BacklogPage
      firmId={firmId}
      userName={userInfo.userName}
      onOpen={(path) => void navigate(path)}
    />
  );
}

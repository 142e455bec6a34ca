import { useSessionUser } from '@/features/session/session-user-store';
import { MessagePage } from '@/features/workbench/components/message-page';
import { useNavigate } from 'react-router';

/** /wel/message: the user's messages; a message's link opens in its tab. */
export function WelMessageRoute() {
  const { userInfo, firmId } = useSessionUser();
  const navigate = useNavigate();
  if (!userInfo || firmId === undefined) return null;
  return <MessagePage firmId={firmId} onOpen={(path) => void navigate(path)} />;
}

import { useSessionUser } from '@/features/session/session-user-store';
import { NoticePage } from '@/features/workbench/components/notice-page';

/** /wel/notice: the firm's notices. */
export function WelNoticeRoute() {
  const { userInfo, firmId } = useSessionUser();
  if (!userInfo || firmId === undefined) return null;
  return <NoticePage firmId={firmId} />;
}

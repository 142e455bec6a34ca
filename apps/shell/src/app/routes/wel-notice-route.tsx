import { useSessionUser } from '@/features/session/session-user-store';
import { NoticePage } from '@/features/workbench/components/notice-page';

/** /wel/notice: the firm's notices. */
export function WelNoticeRoute() {
  const { userInfo, firm } = useSessionUser();
  if (!userInfo) return null;
  return <NoticePage firmId={firm?.firmId ?? userInfo.firmId} />;
}

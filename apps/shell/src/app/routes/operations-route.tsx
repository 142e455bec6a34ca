import { OperationsPage } from '@/features/operations/components/operations-page';
import { useSessionUser } from '@/features/session/session-user-store';

/** /platform/operations: the sub-apps' health and the users' feedback, for system administrators. */
export function OperationsRoute() {
  const { userInfo } = useSessionUser();
  if (!userInfo) return null;
  return <OperationsPage userId={userInfo.userId} />;
}

import { SecurityUsersPage } from '@/features/security-admin/components/security-users-page';
import { useSessionUser } from '@/features/session/session-user-store';

/** /security/users: accounts and their sessions, for security administrators. */
export function SecurityUsersRoute() {
  const { userInfo } = useSessionUser();
  if (!userInfo) return null;
  return <SecurityUsersPage userId={userInfo.userId} />;
}

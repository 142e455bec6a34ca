import { AuditPage } from '@/features/audit/components/audit-page';
import { useSessionUser } from '@/features/session/session-user-store';

/** /audit/events: the audit trail, for auditors. */
export function AuditEventsRoute() {
  const { userInfo } = useSessionUser();
  if (!userInfo) return null;
  return <AuditPage userId={userInfo.userId} />;
}

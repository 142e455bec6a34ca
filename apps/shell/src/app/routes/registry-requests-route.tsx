import { RegistryRequestsPage } from '@/features/registry/components/registry-requests-page';
import { useSessionUser } from '@/features/session/session-user-store';
import { loadRuntimeConfig } from '@/lib/runtime-config';

/** /security/registry-requests: changes raising an app's trust, for security administrators. */
export function RegistryRequestsRoute() {
  const { userInfo } = useSessionUser();
  if (!userInfo) return null;
  // An approved change is this shell's at once; other open shells' at their next navigation.
  return (
    <RegistryRequestsPage
      userId={userInfo.userId}
      onChanged={() => void loadRuntimeConfig().catch(() => undefined)}
    />
  );
}

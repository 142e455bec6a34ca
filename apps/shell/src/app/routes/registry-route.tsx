import { RegistryPage } from '@/features/registry/components/registry-page';
import { useSessionUser } from '@/features/session/session-user-store';
import { loadRuntimeConfig } from '@/lib/runtime-config';

/** /platform/registry: the sub-app registry, for system administrators. */
export function RegistryRoute() {
  const { userInfo } = useSessionUser();
  if (!userInfo) return null;
  // This shell takes its own change at once; other open shells at their next navigation.
  return (
    <RegistryPage
      userId={userInfo.userId}
      onChanged={() => void loadRuntimeConfig().catch(() => undefined)}
    />
  );
}

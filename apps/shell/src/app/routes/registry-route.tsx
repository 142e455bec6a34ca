import { RegistryPage } from '@/features/registry/components/registry-page';
import { ReleasesDrawer } from '@/features/releases/components/releases-drawer';
import { useSessionUser } from '@/features/session/session-user-store';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { useState } from 'react';

/** /platform/registry: the sub-app registry, with each app's releases, for system administrators. */
export function RegistryRoute() {
  const { userInfo } = useSessionUser();
  const [releasesOf, setReleasesOf] = useState({ app: '', isOpen: false });
  if (!userInfo) return null;
  // This shell takes its own change at once; other open shells at their next navigation.
  return (
    <>
      <RegistryPage
        userId={userInfo.userId}
        onChanged={() => void loadRuntimeConfig().catch(() => undefined)}
        onShowReleases={({ name }) => setReleasesOf({ app: name, isOpen: true })}
      />
      <ReleasesDrawer
        userId={userInfo.userId}
        app={releasesOf.app}
        isOpen={releasesOf.isOpen}
        onClose={() => setReleasesOf({ ...releasesOf, isOpen: false })}
      />
    </>
  );
}

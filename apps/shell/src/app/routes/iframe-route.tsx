import { IframePage } from '@/features/iframe/components/iframe-page';
import { menuQueries } from '@/features/menu/api/menu-queries';
import { isHttpUrl, menuLeaves } from '@/features/menu/menu-model';
import { useSessionUser } from '@/features/session/session-user-store';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * /iframe, embedding at once only the sites the user's menu links to or the sub-app registry
 * names (docs/security.md: no open redirect through the frame).
 */
export function IframeRoute() {
  const { userInfo, firmId: sessionFirmId } = useSessionUser();
  const firmId = sessionFirmId ?? 0;
  const menuQuery = useQuery({
    ...menuQueries.tree({ firmId, userId: userInfo?.userId ?? 0 }),
    enabled: userInfo !== undefined,
  });
  const { data, isPending } = menuQuery;
  const knownOrigins = useMemo(() => {
    if (isPending) return undefined;
    const links = menuLeaves(data?.menu ?? []).map(({ node }) => node.href);
    const apps = getRuntimeConfig().subApps.flatMap(({ url }) => (url ? [url] : []));
    return new Set(
      links
        .concat(apps)
        .filter(isHttpUrl)
        .map((url) => new URL(url).origin),
    );
  }, [data, isPending]);
  return <IframePage knownOrigins={knownOrigins} />;
}

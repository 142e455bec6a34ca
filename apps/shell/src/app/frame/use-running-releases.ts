import { setSubAppReleases } from '@/features/micro/sub-app-releases';
import { runningReleasesQuery } from '@/features/releases/api/release-queries';
import type { UserInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Tells the sub-app layer which release each app runs for the user in their firm (the server's
 * rollouts, docs/sub-apps.md "A team's release day"). Until the firm's answer comes no app
 * mounts; an answer that fails leaves every app at its registry entry rather than none running.
 * Signed out, nothing is known.
 */
export function useRunningReleases(userInfo: UserInfo | undefined): void {
  const { data, isError } = useQuery(runningReleasesQuery(userInfo));
  useEffect(() => setSubAppReleases(data ?? (isError ? {} : undefined)), [data, isError]);
  useEffect(() => () => setSubAppReleases(undefined), []);
}

import { everyFirm } from '@/lib/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appReleasesQuery, runningReleasesFeature } from './api/release-queries';

/** After a change: the app's releases as they are now, and what this shell runs with them. */
export function useReleasesChanged(userId: number, app: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: appReleasesQuery(userId, app).queryKey });
    void queryClient.invalidateQueries({
      queryKey: everyFirm,
      predicate: ({ queryKey }) => queryKey[2] === runningReleasesFeature,
    });
  }, [queryClient, userId, app]);
}

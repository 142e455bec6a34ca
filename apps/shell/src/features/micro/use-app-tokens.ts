import type { UserInfo } from '@portal/contract';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { appTokenQueries } from './api/app-token-queries';

type AppToken = { token: string; isSettled: boolean };

/**
 * The tokens of the apps the frame hosts, each its own: an app mounts once its token is asked
 * (it reads its context as it starts); one the server would not give one mounts with none, and
 * its calls say so.
 */
export function useAppTokens(userInfo: UserInfo | undefined, appNames: readonly string[]) {
  const results = useQueries({
    queries: appNames.map((app) => appTokenQueries.token(userInfo, app)),
  });
  const tokens = new Map<string, AppToken>(
    results.map((result, index) => [
      appNames[index] ?? '',
      { token: result.data ?? '', isSettled: !result.isPending },
    ]),
  );
  // The same answer while no token changes: the apps' context is sent again only on a change.
  const signature = [...tokens]
    .map(([app, { token, isSettled }]) => `${app} ${token} ${isSettled}`)
    .join('\n');
  return useMemo(
    () => ({
      tokenOf: (app: string) => tokens.get(app)?.token ?? '',
      isReady: (app: string) => tokens.get(app)?.isSettled === true,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the tokens
    [signature],
  );
}

import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { developerOverrideRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/**
 * The apps the user may run from a development server and their session's override (decision
 * 0026). The same in every firm: an override is the session's, not a firm's.
 */
export const developerOverrideQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('developer-override', userId),
    queryFn: ({ signal }) => callEndpoint(developerOverrideRoutes.read, { signal, silent: true }),
    staleTime: 0,
  });

/** Runs `app` from the development server at `url` in this session. Silent: the card says. */
export const setDeveloperOverride = (app: string, url: string) =>
  callEndpoint(developerOverrideRoutes.set, { body: { app, url }, silent: true });

/** Ends the session's override: the app runs its release again. */
export const clearDeveloperOverride = () =>
  callEndpoint(developerOverrideRoutes.clear, { silent: true });

/**
 * The page's policy names a development server only as the server sent the page: a change takes
 * a new page, at the same address (the open tabs come back from storage).
 */
export const reloadPage = () => window.location.reload();

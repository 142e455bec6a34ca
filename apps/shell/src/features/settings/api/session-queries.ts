import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { upmsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in user's sessions: a sign-in is the user's, whichever firm is on screen. */
export const sessionsQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('sessions', userId),
    queryFn: ({ signal }) => callEndpoint(upmsRoutes.listSessions, { signal }),
  });

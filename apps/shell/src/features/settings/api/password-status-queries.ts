import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { upmsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** The age of the signed-in user's password: a user's password is the same in every firm. */
export const passwordStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('passwordStatus', userId),
    queryFn: ({ signal }) => callEndpoint(upmsRoutes.getPasswordStatus, { signal }),
  });

import type { RegistryEntry } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { registryRoutes } from '@portal/contract/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** The registry as administrators edit it; the platform's, the same in every firm. */
export const registryQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('registry', userId),
    queryFn: ({ signal }) => callEndpoint(registryRoutes.listEntries, { signal, silent: true }),
    // A refusal stays a refusal: asking again would only record a second one.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof HttpError && error.status === 403),
  });

/** The changes that raise an app's trust: pending, then the last decided. */
export const registryRequestsQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('registry-requests', userId),
    queryFn: ({ signal }) => callEndpoint(registryRoutes.listRequests, { signal, silent: true }),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof HttpError && error.status === 403),
  });

/** The audit records about one entry, newest first, a page per cursor. Silent: the drawer says. */
export const registryHistoryQuery = (userId: number, route: string) =>
  infiniteQueryOptions({
    queryKey: globalKey('registry-history', userId, route),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(registryRoutes.listHistory, {
        query: { route, ...(pageParam === null ? {} : { cursor: pageParam }) },
        signal,
        silent: true,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof HttpError && error.status === 403),
    // The history grows with every change: what the trail holds now.
    staleTime: 0,
  });

/** Removes an entry; the server's refusal (a menu still opens it) comes back as the message. */
export function removeRegistryEntry(route: string) {
  return callEndpoint(registryRoutes.removeEntry, { body: { route }, silent: true });
}

/** Approves or rejects a pending request, with a reason (security administrators). */
export function decideRegistryRequest(id: number, approve: boolean, reason: string) {
  return callEndpoint(registryRoutes.decideRequest, {
    body: { id, approve, reason },
    silent: true,
  });
}

/** Adds or changes an entry; the server's refusal comes back as the error's message. */
export function saveRegistryEntry(entry: RegistryEntry, isNew: boolean) {
  return callEndpoint(registryRoutes.saveEntry, { body: { entry, isNew }, silent: true });
}

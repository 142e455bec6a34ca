import type { RegistryEntry } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { registryRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

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

import type { AuditEventsQuery } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { auditRoutes } from '@portal/contract/routes';
import { infiniteQueryOptions } from '@tanstack/react-query';

/** What the page filters on: the search's query without its paging. */
export type AuditFilterValues = Omit<AuditEventsQuery, 'cursor' | 'limit'>;

const pageSize = 50;

/**
 * The filtered trail, newest first, a page per cursor. The trail is the platform's, the same
 * whichever firm is on screen: its key is global, with the user. Silent: the page shows a refusal.
 */
export const auditEventsQuery = (userId: number, filter: AuditFilterValues) =>
  infiniteQueryOptions({
    queryKey: globalKey('auditEvents', userId, filter),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(auditRoutes.listEvents, {
        query: { ...filter, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
        silent: true,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    // A refusal stays a refusal: asking again would only record a second one.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof HttpError && error.status === 403),
    // An auditor reads what is there now: nothing kept from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

/** Checks the whole chain on the server. */
export function verifyAuditTrail() {
  return callEndpoint(auditRoutes.verifyTrail, { silent: true });
}

import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { operationsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** How often the page asks again by itself. */
export const refreshEveryMs = 15_000;

/** Midnight today, where the operator is. */
export function startOfToday(now = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

// A refusal stays a refusal: asking again would only record a second one.
const retry = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof HttpError && error.status === 403);

/** Each registry entry's health today; the platform's, the same in every firm. */
export const subAppHealthQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('subAppHealth', userId),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.getSubAppHealth, {
        query: { since: startOfToday() },
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    retry,
  });

export const feedbackListQuery = (userId: number, includeHandled: boolean) =>
  queryOptions({
    queryKey: globalKey('operationsFeedback', userId, includeHandled),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.listFeedback, {
        query: includeHandled ? { includeHandled: 'true' } : {},
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    retry,
  });

export function markFeedbackHandled(id: number) {
  return callEndpoint(operationsRoutes.markFeedbackHandled, { body: { id }, silent: true });
}

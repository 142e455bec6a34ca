import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { operationsRoutes, releaseRoutes } from '@portal/contract/routes';
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

/** The apps in canary today: each newer release's figures beside the default's. */
export const releaseComparisonsQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('releaseComparisons', userId),
    queryFn: ({ signal }) =>
      callEndpoint(releaseRoutes.compare, {
        query: { since: startOfToday() },
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    retry,
  });

/** Feedback a page of the list shows. */
export const feedbackPageSize = 10;

/** A page of the users' feedback, without screenshots: a small answer to ask for again. */
export const feedbackListQuery = (userId: number, includeHandled: boolean, pageNum: number) =>
  queryOptions({
    queryKey: globalKey('operationsFeedback', userId, includeHandled, pageNum),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.listFeedback, {
        query: {
          pageNum,
          pageSize: feedbackPageSize,
          ...(includeHandled ? { includeHandled: 'true' } : {}),
        },
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    placeholderData: (previous) => previous,
    retry,
  });

/** One feedback's screenshot, asked for when the administrator opens it; it never changes. */
export const feedbackScreenshotQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: globalKey('operationsFeedbackScreenshot', userId, id),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.getFeedbackScreenshot, {
        query: { id },
        signal,
        silent: true,
      }),
    staleTime: Infinity,
    retry,
  });

export function takeFeedback(id: number) {
  return callEndpoint(operationsRoutes.takeFeedback, { body: { id }, silent: true });
}

export function markFeedbackHandled(id: number) {
  return callEndpoint(operationsRoutes.markFeedbackHandled, { body: { id }, silent: true });
}

/** Days of samples the waiting times are of. */
export const timingDays = 7;

/** Per app and release, the p75 of what staff waited for in the last week. */
export const subAppTimingsQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('subAppTimings', userId),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.getSubAppTimings, {
        query: { days: timingDays },
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    retry,
  });

import type { FeedbackContext } from '@/features/feedback/send-feedback';
import { useLogStore } from '@/features/logs/log-store';
import { subAppRouteOf } from '@/features/micro/sub-app-routes';
import { appPath } from '@/lib/app-path';
import { withoutQuery } from '@/lib/without-query';

/** The log entries sent with a feedback: the newest, at most. */
const sentLogEntries = 20;

/**
 * Where the user is when they send feedback: the page, the sub-app on screen and the newest
 * entries of the local log, every address without its query. Read when sent, not rendered.
 */
export function feedbackContext(): FeedbackContext {
  const route = appPath(window.location.pathname).split('/')[1] ?? '';
  return {
    page: withoutQuery(window.location.href),
    subApp: subAppRouteOf(route)?.name ?? null,
    logEntries: useLogStore
      .getState()
      .entries.slice(0, sentLogEntries)
      .map(({ time, type, message, url }) => ({
        time,
        type: type.slice(0, 32),
        message: message.slice(0, 1000),
        url: withoutQuery(url).slice(0, 2000),
      })),
  };
}

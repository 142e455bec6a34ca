import { i18n } from '@/features/i18n/i18n';
import { addLogEntry } from '@/features/logs/log-store';
import { rateLimited } from '@/features/micro/log-rate-limit';
import type { HostLog } from '@/features/micro/micro-app-runtime';
import { captureSandboxErrors, type SandboxLogEntry } from '@/features/micro/sandbox-errors';

/** At most this many errors of one sub-app per window go to the local log (100 rows, §9). */
const errorLimit = { limit: 10, windowMs: 10_000 };

/** Logs a row of the sub-app kind, at the page the user is on. */
function logMicroApp(message: string, info: string) {
  addLogEntry({ url: window.location.href, time: Date.now(), type: 'micro-app', message, info });
}

/** The row that stands for the errors a source was not allowed to log. */
function logSuppressed(source: string, count: number) {
  logMicroApp(i18n.t('micro.logSuppressed', { source, count }), source);
}

/** The library's own messages (spec §8), a few a window: a loop of them must not flood the log. */
const hostLog = rateLimited((entry: HostLog) => logMicroApp(entry.message, entry.level), {
  ...errorLimit,
  onSuppressed: (count) => logSuppressed('micro-app', count),
});

/** Sends a library message to the local log. */
export function logHostMessage(entry: HostLog): void {
  hostLog.log(entry);
}

/**
 * Sends the uncaught errors and rejections of an app's sandbox to the local log, a few a window
 * (spec §8); answers the undo, which also writes the row counting what was held back. Operations
 * count every one (`reportSandboxErrors`, where the app is hosted).
 */
export function logSandboxErrors(appName: string, sandbox: Window): () => void {
  const limiter = rateLimited((entry: SandboxLogEntry) => addLogEntry(entry), {
    ...errorLimit,
    onSuppressed: (count) => logSuppressed(appName, count),
  });
  const stop = captureSandboxErrors(sandbox, appName, limiter.log);
  return () => {
    stop();
    limiter.dispose();
  };
}

/** An app whose resources did not all load (spec §8), as the user was told it. */
export function logLoadFailure(appName: string): void {
  logMicroApp(i18n.t('micro.loadIncomplete'), appName);
}

/** Where a hosted app's errors, failed loads and the library's messages go: the local log. */
export const subAppLog = {
  onHostLog: logHostMessage,
  onSandbox: logSandboxErrors,
  onLoadFailure: logLoadFailure,
};

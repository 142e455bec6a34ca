import { describeError } from '@/lib/describe-error';

/** A local log entry (spec §3) of a sub-application's error. */
export type SandboxLogEntry = {
  url: string;
  time: number;
  type: 'error' | 'unhandledrejection';
  message: string;
  stack?: string;
  info?: string;
};

type SandboxWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;

// The sandbox is another realm: its Error and ErrorEvent are not the shell's, so `instanceof`
// fails there; what they carry is read by shape.

/**
 * Sends the uncaught errors and unhandled rejections of a sub-application's sandbox window (its
 * scripts run in micro-app's iframe, a realm of their own, so the shell's own capture never sees
 * them) to `log`, marked with the app's name. Returns the uninstall function.
 */
export function captureSandboxErrors(
  sandbox: SandboxWindow,
  appName: string,
  log: (entry: SandboxLogEntry) => void,
): () => void {
  function onError(event: Event) {
    const { message, filename, lineno, colno, error } = event as ErrorEvent;
    // Resource errors of the app's elements reach the shell's own window, not this one.
    if (typeof message !== 'string' && error === undefined) return;
    const described = describeError(error ?? message);
    log({
      url: sandbox.location.href,
      time: Date.now(),
      type: 'error',
      message: message || described.message,
      ...(described.stack ? { stack: described.stack } : {}),
      info: filename ? `${appName} ${filename}:${lineno}:${colno}` : appName,
    });
  }

  function onRejection(event: Event) {
    const { message, stack } = describeError((event as PromiseRejectionEvent).reason);
    log({
      url: sandbox.location.href,
      time: Date.now(),
      type: 'unhandledrejection',
      message,
      ...(stack ? { stack } : {}),
      info: appName,
    });
  }

  sandbox.addEventListener('error', onError);
  sandbox.addEventListener('unhandledrejection', onRejection);
  return () => {
    sandbox.removeEventListener('error', onError);
    sandbox.removeEventListener('unhandledrejection', onRejection);
  };
}

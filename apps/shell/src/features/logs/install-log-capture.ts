import { describeError } from '@/lib/describe-error';
import { addLogEntry, type LogEntry } from './log-store';

type CaptureTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;

// Chrome reports this when a resize observer callback causes layout; harmless and very frequent.
const ignoredMessages = [/^ResizeObserver loop/];

const installed = new WeakMap<CaptureTarget, () => void>();

function resourceAddress(element: Element): string {
  if (element instanceof HTMLImageElement) return element.currentSrc || element.src;
  if (element instanceof HTMLLinkElement) return element.href;
  return element.getAttribute('src') ?? '';
}

/**
 * Sends uncaught errors, unhandled promise rejections and failed resource loads to the local
 * log (spec §8). Returns the uninstall function; installing on the same target again returns
 * the same one instead of listening twice.
 */
export function installLogCapture(
  target: CaptureTarget = window,
  log: (entry: LogEntry) => void = addLogEntry,
): () => void {
  const existing = installed.get(target);
  if (existing) return existing;

  function onError(event: Event) {
    const source = event.target;
    // Resource errors do not bubble; the capture phase sees them with the element as target.
    if (source instanceof Element) {
      log({
        url: target.location.href,
        time: Date.now(),
        type: 'resource',
        message: resourceAddress(source),
        info: `<${source.tagName.toLowerCase()}>`,
      });
      return;
    }
    if (!(event instanceof ErrorEvent)) return;
    const error: unknown = event.error;
    const message = event.message || describeError(error).message;
    if (ignoredMessages.some((pattern) => pattern.test(message))) return;
    log({
      url: target.location.href,
      time: Date.now(),
      type: 'error',
      message,
      stack: error instanceof Error ? error.stack : undefined,
      info: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined,
    });
  }

  function onRejection(event: Event) {
    const { message, stack } = describeError((event as PromiseRejectionEvent).reason);
    log({
      url: target.location.href,
      time: Date.now(),
      type: 'unhandledrejection',
      message,
      stack,
    });
  }

  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);

  function uninstall() {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
    installed.delete(target);
  }
  installed.set(target, uninstall);
  return uninstall;
}

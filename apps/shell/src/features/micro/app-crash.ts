import { describeError } from '@/lib/describe-error';

type SandboxWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Elements that render nothing of the app themselves. */
const nonRendering = new Set(['style', 'script', 'link', 'meta', 'template', 'noscript']);
/** Elements that show something even when empty. */
const replaced = new Set(['img', 'canvas', 'svg', 'video', 'iframe', 'object', 'embed']);

/**
 * Whether an app's `<micro-app-body>` still shows anything. A framework that gives up after an
 * uncaught error (React unmounts its root) leaves its empty mount point behind, so an element
 * counts only with something inside it.
 */
export function hasRenderedContent(body: Element): boolean {
  return [...body.children].some(
    (child) =>
      !nonRendering.has(child.localName) &&
      (replaced.has(child.localName) ||
        child.childElementCount > 0 ||
        (child.textContent ?? '').trim() !== ''),
  );
}

/** How long after an uncaught error the app's content may still go, for the error to be a crash. */
const crashWindowMs = 1000;

/**
 * Calls `onCrash` with the error's message when the app in `element` crashes: an uncaught error
 * in its sandbox, after which (at once or within a moment) its body shows nothing. An error the
 * app survives is only logged (elsewhere). Answers the undo.
 */
export function watchAppCrash(
  sandbox: SandboxWindow,
  element: Element,
  onCrash: (message: string) => void,
): () => void {
  let pending: string | undefined;
  let timer: number | undefined;
  const observer = new MutationObserver(() => check());

  function settle() {
    pending = undefined;
    observer.disconnect();
    window.clearTimeout(timer);
  }

  function check() {
    const body = element.querySelector('micro-app-body');
    if (pending === undefined || !body || hasRenderedContent(body)) return;
    const message = pending;
    settle();
    onCrash(message);
  }

  function onError(event: Event) {
    const { message, error } = event as ErrorEvent;
    // Not an ErrorEvent (read by shape: the sandbox is another realm): nothing was thrown.
    if (typeof message !== 'string' && error === undefined) return;
    pending = describeError(error ?? message).message;
    observer.observe(element, { childList: true, subtree: true });
    window.clearTimeout(timer);
    timer = window.setTimeout(settle, crashWindowMs);
    check();
  }

  sandbox.addEventListener('error', onError);
  return () => {
    sandbox.removeEventListener('error', onError);
    settle();
  };
}

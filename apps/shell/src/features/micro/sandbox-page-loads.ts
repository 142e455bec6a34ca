/** What a sub-app asked for by loading a page of the shell in its sandbox. */
export type SandboxPageLoad =
  /** `location.href = …`, `location.assign(…)` (push) or `location.replace(…)` to a shell page. */
  | { kind: 'move'; path: string; history: 'push' | 'replace' }
  /** `location.reload()`. */
  | { kind: 'reload' };

/**
 * An app runs in micro-app's hidden iframe sandbox, whose address is the shell's. An app that
 * moves by loading a page (`location.href = '/main/newcrm/orders/42'`, as it would alone) would
 * load the shell itself into that hidden frame, and micro-app would start the app again at its
 * tab's page. The shell cancels such a load (the Navigation API's `navigate` event) and answers
 * it as the app meant it: a move to that page, or a fresh start. Moves of the app's router
 * (`history.pushState`, same-document) and loads of anything but a shell page (a download, an API
 * answer) are left alone. Answers the undo. Without the Navigation API, nothing is done.
 */
export function interceptSandboxPageLoads(
  sandbox: Window,
  shellBase: string,
  onLoad: (load: SandboxPageLoad) => void,
): () => void {
  const { navigation } = sandbox;
  if (!navigation) return () => undefined;
  const listener = (event: NavigateEvent) => {
    if (!event.cancelable || event.destination.sameDocument || event.downloadRequest !== null)
      return;
    const destination = new URL(event.destination.url);
    if (destination.origin !== sandbox.location.origin) return;
    if (!destination.pathname.startsWith(shellBase)) return;
    event.preventDefault();
    if (event.navigationType === 'reload') {
      onLoad({ kind: 'reload' });
      return;
    }
    const path = `${destination.pathname}${destination.search}${destination.hash}`;
    onLoad({
      kind: 'move',
      path,
      history: event.navigationType === 'replace' ? 'replace' : 'push',
    });
  };
  navigation.addEventListener('navigate', listener);
  return () => navigation.removeEventListener('navigate', listener);
}

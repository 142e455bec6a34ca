import type { MicroApp } from '@micro-zoe/micro-app';
import { noteSubAppCodeRuns } from '@/lib/leave-for-login';
import { freshLoadOf, isPage, withLoadMarks, withoutLoadMark } from './fresh-loads';
import { fetchPinned, PinMismatchError } from './pinned-release';
import { createPrefetcher } from './prefetch';
import { releaseSandboxLeftovers } from './sandbox-leftovers';
import type { SubAppTarget } from './resolve-sub-app';

/** A host message of the library (spec §8: name conflicts, invalid attributes, …). */
export type HostLog = { level: 'error' | 'warn'; message: string };

/** Why an app's resource failed: out of reach, or not the file its pinned release names. */
export type ResourceFailure = {
  url: string;
  reason: 'unreachable' | 'pin-mismatch';
  message: string;
};
type ResourceFailureListener = (appName: string, failure: ResourceFailure) => void;
type HostLogListener = (entry: HostLog) => void;

let loading: Promise<MicroApp> | undefined;
let started: MicroApp | undefined;
let prefetcher: ReturnType<typeof createPrefetcher> | undefined;
const resourceFailureListeners = new Set<ResourceFailureListener>();
const hostLogListeners = new Set<HostLogListener>();
/**
 * Apps whose preparation failed, or whose failed resource the shell has just told as the app's
 * load failure: the library's messages about them stay in the console, out of the local log,
 * until a tab loads them again (one failed request, one row).
 */
const quietApps = new Set<string>();

const appNameIn = (message: string) => /^\[micro-app\] app ([^:\s]+):/.exec(message)?.[1];

/** Sends the library's own messages (it writes them to the console) to the listeners as well. */
function forwardLibraryMessages() {
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const [first] = args;
      const isLibrary = typeof first === 'string' && first.startsWith('[micro-app]');
      if (isLibrary && !quietApps.has(appNameIn(first) ?? '')) {
        for (const listener of hostLogListeners) listener({ level, message: first });
      }
      original(...args);
    };
  }
}

/** Calls `listener` with each message the library writes; returns the unsubscribe. */
export function onHostLog(listener: HostLogListener): () => void {
  hostLogListeners.add(listener);
  return () => void hostLogListeners.delete(listener);
}

/**
 * Fetches a sub-app's resource (its HTML, scripts and styles), checked against its pinned
 * release when its entry pins one. An error status, a failed request or a file its release does
 * not name is a failure of that app: the library itself would only log a failed script and mount
 * the app without it.
 */
async function fetchResource(
  url: string,
  options: Record<string, unknown>,
  appName: string | null,
): Promise<string> {
  if (appName && !prefetcher?.isPreparing(appName)) quietApps.delete(appName);
  const load = freshLoadOf(appName);
  const init = (load === undefined ? options : { ...options, cache: 'no-cache' }) as RequestInit;
  const fetchBytes = async (resource: string) => {
    const response = await window.fetch(resource, init);
    if (!response.ok) throw new Error(`${resource} answered HTTP ${response.status}`);
    return response.arrayBuffer();
  };
  const named = withoutLoadMark(url);
  try {
    const text = await (appName
      ? fetchPinned(appName, named, fetchBytes)
      : new TextDecoder().decode(await fetchBytes(named)));
    return load !== undefined && isPage(text) ? withLoadMarks(text, named, load) : text;
  } catch (error) {
    const failure: ResourceFailure = {
      url: error instanceof PinMismatchError ? error.url : url,
      reason: error instanceof PinMismatchError ? 'pin-mismatch' : 'unreachable',
      message: error instanceof Error ? error.message : String(error),
    };
    if (appName && prefetcher?.dropFailed(appName)) quietApps.add(appName);
    else if (appName) {
      // The listeners tell it (spec §8's message, in the local log too); the library's own word
      // on the same request ('Failed to fetch data from …') would be a second row.
      quietApps.add(appName);
      for (const listener of resourceFailureListeners) listener(appName, failure);
    }
    throw error;
  }
}

/** Calls `listener` when a resource of a sub-app cannot be fetched; returns the unsubscribe. */
export function onResourceFailure(listener: ResourceFailureListener): () => void {
  resourceFailureListeners.add(listener);
  return () => void resourceFailureListeners.delete(listener);
}

/**
 * Lets the sandboxes of destroyed apps go: takes off the shell's window what micro-app's sandboxes
 * left on it, each of which kept a closed app's realm alive (sandbox-leftovers.ts).
 */
export function releaseLastSandbox(): void {
  releaseSandboxLeftovers(window);
}

/**
 * micro-app, started once, on first use (it is not part of the first screen). Every app runs in
 * the iframe sandbox (Vite builds need it) and is kept alive. Its router is 'pure': the app sees
 * the shell's address (/main/newcrm/customer/list) without writing to the browser's history; the
 * shell moves it with `router.push` when another of its tabs is shown, and follows it (its
 * router guard) when it moves itself.
 */
export function loadMicroApp(): Promise<MicroApp> {
  loading ??= import('@micro-zoe/micro-app').then(({ default: microApp }) => {
    noteSubAppCodeRuns();
    forwardLibraryMessages();
    // micro-app takes the real window and document from these, else from
    // `Function('return window')()`, which the shell's policy (no 'unsafe-eval') refuses.
    Object.assign(window, { rawWindow: window, rawDocument: document });
    microApp.start({
      iframe: true,
      // A sandbox iframe would otherwise load the shell's own address, and with it the shell's
      // page, scripts and configuration, before the library stops it.
      iframeSrc: new URL(`${import.meta.env.BASE_URL}micro-app-sandbox.html`, window.location.href)
        .href,
      'keep-alive': true,
      'router-mode': 'pure',
      fetch: fetchResource,
    });
    started = microApp;
    return microApp;
  });
  // A failed load (the server away a moment) is tried again by the next caller.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Whether a tab runs `appName` (mounted, shown or kept hidden); a prepared app does not count. */
export const isSubAppRunning = (appName: string): boolean =>
  started?.getActiveApps().includes(appName) ?? false;

/** Prepares the given apps ahead of use (see createPrefetcher); loads micro-app if need be. */
export async function prefetchSubApps(targets: readonly SubAppTarget[]): Promise<void> {
  const microApp = await loadMicroApp().catch(() => undefined);
  if (!microApp) return;
  prefetcher ??= createPrefetcher(microApp);
  prefetcher.prefetch(targets);
}

/** Lets go of every prepared app no tab has taken over (the frame is gone: signed out). */
export function releasePreparedApps(): void {
  prefetcher?.prefetch([]);
}

import { basename } from '@/lib/app-path';
import { reportSandboxErrors, reportSubApp } from '../health-reports';
import type { MicroApp } from '@micro-zoe/micro-app';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { watchAppCrash } from '../app-crash';
import type { SubAppTarget } from '../resolve-sub-app';
import { exposeBaseRoute } from '../micro-app-globals';
import { interceptSandboxPageLoads, type SandboxPageLoad } from '../sandbox-page-loads';
import { keepRootRulesScoped } from '../scope-root-rules';
import { noteAppOnScreen } from '../apps-on-screen';
import { timeReshow } from '../reshow-timing';
import { announceSubAppShown } from '../sub-app-shown';

export type SubAppHostProps = {
  microApp: MicroApp;
  target: SubAppTarget;
  isActive: boolean;
  /** The shell address the app opens at; read when it mounts (its router is 'pure'). */
  defaultPage: string;
  /** The data the host passes the app (its context); sent again whenever it changes. */
  dataFor: (target: SubAppTarget) => Record<string, unknown>;
  /** A message the sub-app dispatched. */
  onMessage: (message: unknown) => void;
  loadTimeoutMs: number;
  /** The app did not load (its HTML failed, or it did not mount in time). */
  onLoadFailed: () => void;
  /** The app's sandbox window is ready and its scripts are about to run; answers the undo. */
  onSandbox?: (sandbox: Window) => () => void;
  /** The app asked for a shell page by loading it, or to be loaded again (sandbox-page-loads.ts). */
  onPageLoad?: (load: SandboxPageLoad) => void;
  /** Shown over the app until it has mounted. */
  loading: ReactNode;
  /** Shown in place of the app once it crashed (see watchAppCrash), with the error's message. */
  crashView?: (message: string) => ReactNode;
};

/** micro-app's iframe sandbox of an app: a hidden iframe of the shell's page, named after it. */
function sandboxOf(appName: string): Window | null {
  const frames = document.querySelectorAll<HTMLIFrameElement>('iframe[powered-by="micro-app"]');
  return [...frames].find((frame) => frame.id === appName)?.contentWindow ?? null;
}

/**
 * One `<micro-app>` element per app name, kept mounted while the app has a tab. A new url on the
 * same element makes micro-app unmount the app and mount it anew from there (the loading view and
 * the load time-out start again). Lifecycle handlers are added with addEventListener (React 19
 * would set them as properties; the names are case-sensitive).
 */
export function SubAppHost({
  microApp,
  target,
  isActive,
  defaultPage,
  dataFor,
  onMessage,
  loadTimeoutMs,
  onLoadFailed,
  onSandbox,
  onPageLoad,
  loading,
  crashView,
}: SubAppHostProps) {
  const element = useRef<HTMLElement>(null);
  const { appName, url } = target;
  const [mountedUrl, setMountedUrl] = useState<string | undefined>(undefined);
  const isMounted = mountedUrl === url;
  const [crash, setCrash] = useState<{ message: string } | undefined>(undefined);
  // The page it opens at, taken once per url: later pages come through its router.
  const [opening, setOpening] = useState({ url, page: defaultPage });
  if (opening.url !== url) setOpening({ url, page: defaultPage });

  const { baseRoute } = target;
  const handlers = useRef({ onMessage, onLoadFailed, onSandbox, onPageLoad, baseRoute });
  useEffect(() => {
    handlers.current = { onMessage, onLoadFailed, onSandbox, onPageLoad, baseRoute };
  }, [onMessage, onLoadFailed, onSandbox, onPageLoad, baseRoute]);

  // On screen: its pages' vitals count for it. Shown again once mounted: a re-show, timed.
  const isOnScreen = isActive && isMounted;
  const wasActive = useRef(isActive);
  useLayoutEffect(() => {
    const isReshown = isActive && !wasActive.current && isMounted;
    wasActive.current = isActive;
    if (isReshown) timeReshow(appName);
  }, [isActive, isMounted, appName]);
  useLayoutEffect(() => (isOnScreen ? noteAppOnScreen(appName) : undefined), [isOnScreen, appName]);
  const isActiveNow = useRef(isActive);
  useLayoutEffect(() => {
    isActiveNow.current = isActive;
  }, [isActive]);

  // When its url started loading, until it first mounts: operations see how long that took.
  const loadStart = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    loadStart.current = performance.now();
  }, [url]);

  // Listening from the commit that inserts the element: an app kept alive elsewhere (the element
  // of a page left before) is shown again in the microtasks after it, before passive effects.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    let unwatch: (() => void) | undefined;
    const reportFirstMount = () => {
      if (loadStart.current === undefined) return;
      const durationMs = Math.round(performance.now() - loadStart.current);
      loadStart.current = undefined;
      reportSubApp({ app: appName, kind: 'mount', durationMs });
    };
    const stopWatching = () => {
      unwatch?.();
      unwatch = undefined;
    };
    // Mounted, or shown again from keep-alive: its content is in the page.
    const shown = () => {
      setMountedUrl(node.getAttribute('url') ?? undefined);
      announceSubAppShown(appName);
    };
    const listeners: Record<string, () => void> = {
      beforemount: () => {
        stopWatching();
        setCrash(undefined);
        const sandbox = sandboxOf(appName);
        if (!sandbox) return;
        exposeBaseRoute(sandbox, handlers.current.baseRoute);
        const stopLogging = handlers.current.onSandbox?.(sandbox);
        const stopReporting = reportSandboxErrors(sandbox, appName);
        const stopIntercepting = interceptSandboxPageLoads(sandbox, basename, (load) =>
          handlers.current.onPageLoad?.(load),
        );
        // The first crash is the one shown, and reported: what the dying app throws next says less.
        let hasCrashed = false;
        const stopCrashWatch = watchAppCrash(sandbox, node, (message) => {
          setCrash((shown) => shown ?? { message });
          if (hasCrashed) return;
          hasCrashed = true;
          reportSubApp({ app: appName, kind: 'crash', message });
        });
        unwatch = () => {
          stopLogging?.();
          stopReporting();
          stopIntercepting();
          stopCrashWatch();
        };
      },
      mounted: () => {
        shown();
        reportFirstMount();
      },
      aftershow: () => {
        shown();
        if (isActiveNow.current) timeReshow(appName);
      },
      unmount: () => {
        stopWatching();
        setMountedUrl(undefined);
      },
      error: () => {
        setMountedUrl(undefined);
        reportSubApp({ app: appName, kind: 'failure' });
        handlers.current.onLoadFailed();
      },
    };
    for (const [name, listener] of Object.entries(listeners)) node.addEventListener(name, listener);
    const stopScoping = keepRootRulesScoped(node, appName);
    return () => {
      stopScoping();
      for (const [name, listener] of Object.entries(listeners))
        node.removeEventListener(name, listener);
      stopWatching();
    };
  }, [appName]);

  useEffect(() => {
    const listener = (message: Record<string, unknown>) => handlers.current.onMessage(message);
    microApp.addDataListener(appName, listener);
    return () => microApp.removeDataListener(appName, listener);
  }, [microApp, appName]);

  const data = useMemo(
    () => dataFor({ appName, url, baseRoute }),
    [dataFor, appName, url, baseRoute],
  );
  // Each app gets a copy: Vue 2 makes the data it is given reactive in place, and its getters on
  // the shell's own user object held every closed Vue 2 app's realm alive.
  useEffect(() => {
    microApp.setData(appName, structuredClone(data));
  }, [microApp, appName, data]);

  // A load that never finishes fails after the configured time (the library's `error` event
  // fires only when the HTML cannot be fetched).
  useEffect(() => {
    if (isMounted) return undefined;
    const timer = window.setTimeout(() => {
      reportSubApp({ app: appName, kind: 'timeout', durationMs: loadTimeoutMs });
      handlers.current.onLoadFailed();
    }, loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [isMounted, loadTimeoutMs, url, appName]);

  const isCrashShown = crash !== undefined && crashView !== undefined;
  return (
    <div
      className={isCrashShown ? 'sub-app-host sub-app-host--crashed' : 'sub-app-host'}
      hidden={!isActive}
      data-testid="sub-app-host"
      data-app={appName}
    >
      {!isMounted && loading}
      {isCrashShown && crashView(crash.message)}
      <micro-app
        ref={element}
        name={appName}
        url={url}
        default-page={opening.page}
        iframe="true"
        keep-alive="true"
        router-mode="pure"
      />
    </div>
  );
}

import { appPath } from '@/lib/app-path';
import { reportReleasesRun, reportSubApp } from '../health-reports';
import type { MicroApp } from '@micro-zoe/micro-app';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { refreshSubApp, useAppGenerations } from '../app-refresh';
import type { HostedApp } from '../hosted-apps';
import {
  loadMicroApp,
  onHostLog,
  onResourceFailure,
  type ResourceFailure,
  releaseLastSandbox,
  type HostLog,
} from '../micro-app-runtime';
import type { SubAppTarget } from '../resolve-sub-app';
import { createRouteSync, isWithin } from '../route-sync';
import { FramedSubApp } from './framed-sub-app';
import { SubAppHost } from './sub-app-host';
import './sub-app-layer.css';

export type SubAppLayerProps = {
  /** The apps that have at least one open tab, one host each. */
  apps: HostedApp[];
  /** The app of the page on screen, if it is a sub-application page. */
  active: { appName: string; fullPath: string } | undefined;
  dataFor: (target: SubAppTarget) => Record<string, unknown>;
  onMessage: (appName: string, message: unknown) => void;
  onLoadFailed: (appName: string, reason?: ResourceFailure['reason']) => void;
  onHostLog: (entry: HostLog) => void;
  /**
   * The app on screen went to another of its pages (a shell address with the /main base), as a
   * step of its own in the history, or in place.
   */
  onNavigated: (appName: string, fullPath: string, history: 'push' | 'replace') => void;
  /** Watches an app's sandbox window (its errors); answers the undo. */
  onSandbox: (appName: string, sandbox: Window) => () => void;
  loadTimeoutMs: number;
  loading: ReactNode;
  /** What an app that crashed shows in its place; `onRetry` starts it anew at the page on screen. */
  crashView?: (crash: SubAppCrash) => ReactNode;
};

export type SubAppCrash = { appName: string; message: string; onRetry: () => void };

type GuardLocation = { pathname?: unknown; search?: unknown; hash?: unknown };
const pathOf = ({ pathname, search, hash }: GuardLocation) =>
  [pathname, search, hash].map((part) => (typeof part === 'string' ? part : '')).join('');

/** Moves an app's router; a refusal is the library's to log (it does, to the local log). */
function push(microApp: MicroApp, name: string, path: string) {
  microApp.router.push({ name, path }).catch(() => undefined);
}

/**
 * The sub-applications, in a layer of the frame outside the route tree (DESIGN §5): one kept-alive
 * `<micro-app>` per app, shown while one of its tabs is active. Tabs of the same app switch its
 * route; an app that moves itself is followed; closing its last tab unmounts it for good.
 */
export function SubAppLayer({
  apps,
  active,
  dataFor,
  onMessage,
  onLoadFailed,
  onHostLog: onLog,
  onNavigated,
  onSandbox,
  loadTimeoutMs,
  loading,
  crashView,
}: SubAppLayerProps) {
  const [microApp, setMicroApp] = useState<MicroApp | undefined>(undefined);
  const generations = useAppGenerations();
  const hasApps = apps.length > 0;
  const [sync] = useState(createRouteSync);
  const activeName = active?.appName;
  const activePath = active?.fullPath;
  const shown = useRef({ activeName, apps });
  useEffect(() => {
    shown.current = { activeName, apps };
  }, [activeName, apps]);
  useEffect(() => {
    reportReleasesRun(
      new Map(
        apps.flatMap(({ target }): [string, string][] =>
          target.release ? [[target.appName, target.release]] : [],
        ),
      ),
    );
  }, [apps]);
  const handlers = useRef({ onLog, onLoadFailed, onNavigated });
  useEffect(() => {
    handlers.current = { onLog, onLoadFailed, onNavigated };
  }, [onLog, onLoadFailed, onNavigated]);
  useEffect(() => {
    if (hasApps) void loadMicroApp().then(setMicroApp);
  }, [hasApps]);
  useEffect(() => {
    const stopLog = onHostLog((entry) => handlers.current.onLog(entry));
    const stopFailures = onResourceFailure((appName, { reason, message }) => {
      if (!shown.current.apps.some(({ target }) => target.appName === appName)) return;
      reportSubApp({ app: appName, kind: 'failure', message });
      handlers.current.onLoadFailed(appName, reason);
    });
    return () => {
      stopLog();
      stopFailures();
    };
  }, []);

  // The guard runs inside the app's own navigation: the shell acts on it a moment later.
  useEffect(() => {
    if (!microApp) return undefined;
    const remove = microApp.router.beforeEach((to: GuardLocation, from: GuardLocation, appName) => {
      const hosted = shown.current.apps.find(({ target }) => target.appName === appName);
      if (!hosted) return;
      const action = sync.changed({
        appName,
        from: pathOf(from),
        to: pathOf(to),
        isShown: appName === shown.current.activeName,
        baseRoute: hosted.target.baseRoute,
      });
      if (action.kind === 'follow')
        queueMicrotask(() => handlers.current.onNavigated(appName, action.path, action.history));
      if (action.kind === 'push') queueMicrotask(() => push(microApp, appName, action.path));
    });
    return () => void remove();
  }, [microApp, sync]);

  // Another tab of an app already running: its router goes there (a framed app's is its own).
  const isActiveFramed = apps.some(
    ({ target }) => target.appName === activeName && target.isFramed,
  );
  useEffect(() => {
    if (!microApp || !activeName || !activePath || isActiveFramed) return;
    const path = sync.show(activeName, activePath);
    if (path) push(microApp, activeName, path);
  }, [microApp, sync, activeName, activePath, isActiveFramed]);

  // A refreshed app starts at its page again, with no route remembered.
  const seenGenerations = useRef(generations);
  useEffect(() => {
    for (const [name, generation] of Object.entries(generations))
      if (seenGenerations.current[name] !== generation) sync.forget(name);
    seenGenerations.current = generations;
  }, [generations, sync]);

  // An app dropped from the open set is destroyed, its memory released (a framed one with its
  // frame).
  const openNames = apps
    .filter(({ target }) => !target.isFramed)
    .map(({ target }) => target.appName)
    .join(',');
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const now = openNames ? openNames.split(',') : [];
    for (const name of previous.current) {
      if (now.includes(name)) continue;
      sync.forget(name);
      void microApp
        ?.unmountApp(name, { destroy: true, clearAliveState: true })
        .then(releaseLastSandbox);
    }
    previous.current = now;
  }, [openNames, microApp, sync]);

  // The layer stays once used: closing the last apps then removes each host on its own, so a
  // sandbox the browser keeps a little longer never holds its neighbours' detached DOM with it.
  if (!microApp) return null;
  return (
    <div className="sub-app-layer" hidden={!activeName}>
      {apps.map(({ target, page }) => {
        const { appName } = target;
        const host = {
          target,
          isActive: appName === activeName,
          defaultPage: appName === activeName && activePath ? activePath : page,
          dataFor,
          onMessage: (message: unknown) => onMessage(appName, message),
          loadTimeoutMs,
          onLoadFailed: () => onLoadFailed(appName),
          loading,
        };
        const key = `${appName}#${generations[appName] ?? 0}`;
        return target.isFramed ? (
          <FramedSubApp key={key} {...host} />
        ) : (
          <SubAppHost
            key={key}
            {...host}
            microApp={microApp}
            onSandbox={(sandbox) => onSandbox(appName, sandbox)}
            onPageLoad={(load) => {
              if (load.kind === 'reload') void refreshSubApp(appName);
              else if (isWithin(target.baseRoute, load.path))
                microApp.router[load.history]({ name: appName, path: load.path }).catch(
                  () => undefined,
                );
              else onMessage(appName, { message: { type: 'navigate', path: appPath(load.path) } });
            }}
            crashView={
              crashView &&
              ((message) =>
                crashView({ appName, message, onRetry: () => void refreshSubApp(appName) }))
            }
          />
        );
      })}
    </div>
  );
}

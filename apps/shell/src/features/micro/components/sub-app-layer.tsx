import type { MicroApp } from '@micro-zoe/micro-app';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadMicroApp, type HostLog } from '../micro-app-runtime';
import type { SubAppTarget } from '../resolve-sub-app';
import { SubAppHost } from './sub-app-host';
import './sub-app-layer.css';

export type SubAppLayerProps = {
  /** The apps that have at least one open tab, one host each. */
  apps: SubAppTarget[];
  /** The app of the page on screen, if it is a sub-application page. */
  active: { appName: string; fullPath: string } | undefined;
  dataFor: (target: SubAppTarget) => Record<string, unknown>;
  onMessage: (appName: string, message: unknown) => void;
  onLoadFailed: (appName: string) => void;
  onHostLog: (entry: HostLog) => void;
  loadTimeoutMs: number;
  loading: ReactNode;
};

/**
 * The sub-applications, in a layer of the frame outside the route tree (DESIGN §5): one kept-alive
 * `<micro-app>` per app, shown while one of its tabs is active. Tabs of the same app switch its
 * route; closing its last tab unmounts it for good.
 */
export function SubAppLayer({
  apps,
  active,
  dataFor,
  onMessage,
  onLoadFailed,
  onHostLog,
  loadTimeoutMs,
  loading,
}: SubAppLayerProps) {
  const [microApp, setMicroApp] = useState<MicroApp | undefined>(undefined);
  const hasApps = apps.length > 0;
  const log = useRef(onHostLog);
  useEffect(() => {
    log.current = onHostLog;
  }, [onHostLog]);
  useEffect(() => {
    if (hasApps) void loadMicroApp((entry) => log.current(entry)).then(setMicroApp);
  }, [hasApps]);

  const lastPathOf = useRef(new Map<string, string>());
  // An app dropped from the open set is destroyed, its memory released.
  const openNames = apps.map((app) => app.appName).join(',');
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const now = openNames ? openNames.split(',') : [];
    for (const name of previous.current) {
      if (!now.includes(name))
        void microApp?.unmountApp(name, { destroy: true, clearAliveState: true });
    }
    previous.current = now;
  }, [openNames, microApp]);

  // Another tab of an app already shown: the app's router goes there. A first mount opens at its
  // default page.
  const activeName = active?.appName;
  const activePath = active?.fullPath;
  useEffect(() => {
    if (!microApp || !activeName || !activePath) return;
    const lastPath = lastPathOf.current.get(activeName);
    lastPathOf.current.set(activeName, activePath);
    if (lastPath !== undefined && lastPath !== activePath) {
      microApp.router.push({ name: activeName, path: activePath });
    }
  }, [microApp, activeName, activePath]);

  if (!microApp || !hasApps) return null;
  return (
    <div className="sub-app-layer" hidden={!activeName}>
      {apps.map((target) => (
        <SubAppHost
          key={`${target.appName}@${target.url}`}
          microApp={microApp}
          target={target}
          isActive={target.appName === activeName}
          defaultPage={target.appName === activeName && activePath ? activePath : target.baseRoute}
          dataFor={dataFor}
          onMessage={(message) => onMessage(target.appName, message)}
          loadTimeoutMs={loadTimeoutMs}
          onLoadFailed={() => onLoadFailed(target.appName)}
          loading={loading}
        />
      ))}
    </div>
  );
}

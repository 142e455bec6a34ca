import type { MicroApp } from '@micro-zoe/micro-app';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SubAppTarget } from '../resolve-sub-app';

type SubAppLifecycle =
  | 'created'
  | 'beforemount'
  | 'mounted'
  | 'beforeshow'
  | 'aftershow'
  | 'afterhidden'
  | 'unmount'
  | 'error';

const lifecycles: SubAppLifecycle[] = [
  'created',
  'beforemount',
  'mounted',
  'beforeshow',
  'aftershow',
  'afterhidden',
  'unmount',
  'error',
];

export type SubAppHostProps = {
  microApp: MicroApp;
  target: SubAppTarget;
  isActive: boolean;
  /** The shell address the app opens at (its router is 'pure': it never writes the history). */
  defaultPage: string;
  /** The data the host passes the app (its context); sent again whenever it changes. */
  dataFor: (target: SubAppTarget) => Record<string, unknown>;
  /** A message the sub-app dispatched. */
  onMessage: (message: unknown) => void;
  loadTimeoutMs: number;
  /** The app did not load (its resources failed, or it did not mount in time). */
  onLoadFailed: () => void;
  /** Shown over the app until it has mounted. */
  loading: ReactNode;
};

/**
 * One `<micro-app>` element, kept mounted while the app has a tab. Lifecycle handlers are added
 * with addEventListener (React 19 would set them as properties; the names are case-sensitive).
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
  loading,
}: SubAppHostProps) {
  const element = useRef<HTMLElement>(null);
  const [isMounted, setMounted] = useState(false);
  const { appName, url } = target;
  // Read once: the app opens there; later pages come through its router.
  const [openingPage] = useState(defaultPage);

  const handlers = useRef({ onMessage, onLoadFailed });
  useEffect(() => {
    handlers.current = { onMessage, onLoadFailed };
  }, [onMessage, onLoadFailed]);

  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const listeners = lifecycles.map((name) => {
      const listener = () => {
        if (name === 'mounted' || name === 'aftershow') setMounted(true);
        if (name === 'unmount' || name === 'error') setMounted(false);
        if (name === 'error') handlers.current.onLoadFailed();
      };
      node.addEventListener(name, listener);
      return () => node.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [appName, url]);

  useEffect(() => {
    const listener = (message: Record<string, unknown>) => handlers.current.onMessage(message);
    microApp.addDataListener(appName, listener);
    return () => microApp.removeDataListener(appName, listener);
  }, [microApp, appName]);

  const data = useMemo(() => dataFor(target), [dataFor, target]);
  useEffect(() => {
    microApp.setData(appName, data);
  }, [microApp, appName, data]);

  // A load that never finishes fails after the configured time (the library's `error` event
  // fires only when the HTML cannot be fetched).
  useEffect(() => {
    if (isMounted) return undefined;
    const timer = window.setTimeout(() => handlers.current.onLoadFailed(), loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [isMounted, loadTimeoutMs, url]);

  return (
    <div className="sub-app-host" hidden={!isActive} data-testid="sub-app-host" data-app={appName}>
      {!isMounted && loading}
      <micro-app
        ref={element}
        name={appName}
        url={url}
        default-page={openingPage}
        iframe="true"
        keep-alive="true"
        router-mode="pure"
      />
    </div>
  );
}

import { reportSubApp } from '../health-reports';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SubAppTarget } from '../resolve-sub-app';
import type { SubAppHostProps } from './sub-app-host';

/** A host's props but micro-app's own: a frame has no sandbox of micro-app's to watch. */
export type FramedSubAppProps = Omit<SubAppHostProps, 'microApp' | 'onSandbox' | 'crashView'>;

/** The window name the SDK recognises a frame of the shell by, and reads (its frame-channel.ts). */
const frameName = (appName: string, baseRoute: string) =>
  `portal-frame:${JSON.stringify({ name: appName, baseRoute })}`;

/**
 * What the frame may do: run scripts, forms, pop-ups and downloads in its own origin. Never
 * `allow-top-navigation`; `allow-same-origin` (its own storage and cookies) only for an app on
 * another origin, where it cannot mean the shell's.
 */
export function sandboxOf(appOrigin: string, shellOrigin: string): string {
  const allowed = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-downloads'];
  return [...allowed, ...(appOrigin === shellOrigin ? [] : ['allow-same-origin'])].join(' ');
}

/** Writes to the app in `frame`, to its origin only ('null': a frame of the shell's origin). */
function postTo(frame: HTMLIFrameElement | null, origin: string, data: unknown) {
  frame?.contentWindow?.postMessage({ portal: 1, data }, origin === 'null' ? '*' : origin);
}

/** The app's own address of a shell page: `/main/<route>/detail/42` is `<url>detail/42`. */
export function framedPageUrl(target: SubAppTarget, page: string): string {
  const rest = page.startsWith(target.baseRoute) ? page.slice(target.baseRoute.length) : '';
  return new URL(rest.replace(/^\//, ''), new URL(target.url, window.location.href)).href;
}

/**
 * An app the group does not fully trust, in a cross-origin `<iframe sandbox>` kept while it has a
 * tab (hidden, not unloaded, when another tab is shown). It reaches nothing of the shell's: it
 * talks through the SDK over postMessage, read here only from this frame and its origin, and gets
 * its context (the token only if its entry grants it) in answer to its greeting and on change.
 */
export function FramedSubApp({
  target,
  isActive,
  defaultPage,
  dataFor,
  onMessage,
  loadTimeoutMs,
  onLoadFailed,
  loading,
}: FramedSubAppProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [isLoaded, setLoaded] = useState(false);
  // When the frame started loading: operations see how long its first load took.
  const [loadStart] = useState(() => performance.now());
  const [source] = useState(() => framedPageUrl(target, defaultPage));
  const appUrl = new URL(target.url, window.location.href);
  const origin = appUrl.origin === window.location.origin ? 'null' : appUrl.origin;

  const data = useMemo(() => {
    const { context, ...rest } = dataFor(target) as { context?: Record<string, unknown> };
    return {
      ...rest,
      // Its router's base is its own path, not the shell's address.
      context: {
        ...context,
        baseRoute: appUrl.pathname,
        ...(target.grantsToken ? {} : { token: '' }),
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the url stands for appUrl
  }, [dataFor, target, target.url]);

  const latest = useRef({ data, onMessage, onLoadFailed });
  useEffect(() => {
    latest.current = { data, onMessage, onLoadFailed };
  }, [data, onMessage, onLoadFailed]);
  const hasGreeted = useRef(false);

  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const envelope = event.data as { portal?: unknown; hello?: unknown; data?: unknown };
      if (typeof envelope !== 'object' || envelope === null || envelope.portal !== 1) return;
      if (envelope.hello === true) {
        hasGreeted.current = true;
        postTo(frame.current, origin, latest.current.data);
      } else if (envelope.data !== undefined) latest.current.onMessage(envelope.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  useEffect(() => {
    if (hasGreeted.current) postTo(frame.current, origin, data);
  }, [data, origin]);

  useEffect(() => {
    if (isLoaded) return undefined;
    const timer = window.setTimeout(() => {
      reportSubApp({ app: target.appName, kind: 'timeout', durationMs: loadTimeoutMs });
      latest.current.onLoadFailed();
    }, loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [isLoaded, loadTimeoutMs, target.appName]);

  return (
    <div
      className="sub-app-host sub-app-host--framed"
      hidden={!isActive}
      data-testid="sub-app-host"
      data-app={target.appName}
    >
      {!isLoaded && loading}
      <iframe
        ref={frame}
        className="framed-sub-app"
        name={frameName(target.appName, appUrl.pathname)}
        title={target.appName}
        src={source}
        sandbox={sandboxOf(appUrl.origin, window.location.origin)}
        referrerPolicy="no-referrer"
        onLoad={() => {
          if (!isLoaded) {
            const durationMs = Math.round(performance.now() - loadStart);
            reportSubApp({ app: target.appName, kind: 'mount', durationMs });
          }
          setLoaded(true);
        }}
        data-testid="framed-sub-app"
      />
    </div>
  );
}

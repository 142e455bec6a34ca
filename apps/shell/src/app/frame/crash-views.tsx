import { CrashView } from '@/features/errors/components/crash-view';
import { ErrorBoundary } from '@/features/errors/components/error-boundary';
import { addLogEntry } from '@/features/logs/log-store';
import { openLogViewer } from '@/features/logs/log-viewer-state';
import { describeError } from '@/lib/describe-error';
import type { SubAppCrash } from '@/features/micro/components/sub-app-layer';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppLoading } from '../app-loading';
import { basename } from '@/lib/app-path';
import { useIsReloadingForNewRelease } from '../new-release-reload';

/** A sub-app that crashed, in its tab (the app's own error is in the log already). */
export function subAppCrashView({ message, onRetry }: SubAppCrash) {
  return <CrashView subject="app" message={message} onRetry={onRetry} onViewLog={openLogViewer} />;
}

/**
 * A tab's page that throws while rendering shows the error view in its tab only, and its error
 * goes to the local log with the page's address; a retry mounts it afresh, fetching its data
 * again. Inside the kept page, so that it reads the page's own address.
 */
export function PageCrashBoundary({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();
  const isReloading = useIsReloadingForNewRelease();
  const address = new URL(`${basename}${pathname.slice(1)}${search}${hash}`, window.location.href)
    .href;

  return (
    <ErrorBoundary
      onError={(error, { componentStack }) =>
        addLogEntry({
          url: address,
          time: Date.now(),
          type: 'error',
          ...describeError(error),
          ...(componentStack ? { info: componentStack.trim() } : {}),
        })
      }
      fallback={(error, reset) =>
        // A missing chunk of an older release: the page is reloading into the new one.
        isReloading ? (
          <AppLoading fill="box" />
        ) : (
          <CrashView
            subject="page"
            message={describeError(error).message}
            onRetry={() => {
              // The page's queries went inactive with it: dropped, they are fetched afresh rather
              // than rendered from the answer the page may have failed on. Hidden tabs fetch
              // theirs again when shown.
              queryClient.removeQueries({ type: 'inactive' });
              reset();
            }}
            onViewLog={openLogViewer}
          />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}

import { afterNextPaint } from '@/lib/after-paint';
import { startTransition, useEffect, useState, type ComponentType } from 'react';

export type Preloadable<Props extends object> = {
  Component: ComponentType<Props>;
  /** Loads the code now; a failure is left to the render that wants it, which loads it again. */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads when first wanted, or ahead with `preload`.
 *
 * With a `Placeholder` (a dialog's), the first rendering shows the placeholder at once, in the
 * frame after the click, and the component replaces it once its code is there and that frame is
 * painted, rendered as a transition: its first render (antd writing its styles, the browser
 * compiling its code) takes a long task that would otherwise hold the click's frame back. Later
 * renderings show the component at once. Without a placeholder, it renders in the very render
 * that wants it once loaded, nothing before.
 *
 * Not React.lazy: React holds back what a Suspense boundary reveals until 300 ms after its
 * fallback showed, so a dialog whose code arrives in 20 ms would still keep the user waiting. A
 * load that fails throws from the render to the nearest error boundary, as React.lazy does.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder?: ComponentType<Props>,
): Preloadable<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let hasRendered = Placeholder === undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const isReadyAtOnce = () => Loaded !== undefined && hasRendered;

  function Component(props: Props) {
    const [isReady, setIsReady] = useState(isReadyAtOnce);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (isReady) {
        hasRendered = true;
        return undefined;
      }
      let cancelPaint: (() => void) | undefined;
      let isWanted = true;
      loadOnce().then(
        () => {
          if (!isWanted) return;
          if (!Placeholder) setIsReady(true);
          else cancelPaint = afterNextPaint(() => startTransition(() => setIsReady(true)));
        },
        (error: unknown) => isWanted && setFailure({ error }),
      );
      return () => {
        isWanted = false;
        cancelPaint?.();
      };
    }, [isReady]);
    if (failure) throw failure.error;
    if (isReady && Loaded) return <Loaded {...props} />;
    return Placeholder ? <Placeholder {...props} /> : null;
  }

  return {
    Component,
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}

import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads on demand. React.lazy rather than the route's `lazy`: the router fetches
 * `lazy` chunks while the guard runs, so a newcomer sent to /login would still download antd.
 * `preload` is for route loaders, which run only once the guard let the navigation through; once
 * it has run, the page renders at once instead of suspending for a tick.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    Loaded ??= pick(await load());
    return { default: Loaded };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {
    Component: Page,
    preload: async () => {
      Loaded ??= pick(await load());
      return null;
    },
  };
}

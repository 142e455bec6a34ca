import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following it as it changes. */
export function useMediaQuery(query: string): boolean {
  // One list per query of the component: subscribing and reading ask the same one.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}

import { useSyncExternalStore } from 'react';

/** Narrow screens, 768 px wide or less (spec §9), get the menu in a drawer. */
const narrowQuery = '(max-width: 768px)';

let query: MediaQueryList | undefined;
const mediaQuery = () => (query ??= window.matchMedia(narrowQuery));

function subscribe(onChange: () => void) {
  mediaQuery().addEventListener('change', onChange);
  return () => mediaQuery().removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery().matches);
}

import { useSyncExternalStore } from 'react';

/** Narrow screens, 768 px wide or less (spec §9), get the menu in a drawer. */
const narrowQuery = '(max-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches);
}

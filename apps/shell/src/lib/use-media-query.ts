import { useSyncExternalStore } from 'react';

const queries = new Map<string, MediaQueryList>();
const mediaQuery = (query: string) => {
  let list = queries.get(query);
  if (!list) queries.set(query, (list = window.matchMedia(query)));
  return list;
};

/** Whether a CSS media query matches, following it as it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      mediaQuery(query).addEventListener('change', onChange);
      return () => mediaQuery(query).removeEventListener('change', onChange);
    },
    () => mediaQuery(query).matches,
  );
}

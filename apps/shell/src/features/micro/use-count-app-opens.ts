import { useEffect, useRef } from 'react';
import { countAppOpens } from './app-opens';

/** Counts an open of each app of `appNames` (the apps mounted now) that was not mounted before. */
export function useCountAppOpens(userId: number | undefined, appNames: readonly string[]): void {
  const mounted = useRef(new Set<string>());
  const signature = appNames.join('\n');
  useEffect(() => {
    const opened = appNames.filter((name) => !mounted.current.has(name));
    mounted.current = new Set(appNames);
    if (userId !== undefined) countAppOpens(userId, opened);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the names
  }, [userId, signature]);
}

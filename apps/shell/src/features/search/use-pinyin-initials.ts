import { useEffect, useState } from 'react';
import { loadPinyinInitials } from './pinyin-initials';
import { noInitials, type InitialsOf } from './search-index';

/** Pinyin initials, loaded the first time `isWanted` (the search is open); undefined meanwhile. */
export function usePinyinInitials(isWanted: boolean): InitialsOf | undefined {
  const [initialsOf, setInitialsOf] = useState<InitialsOf>();
  const isLoaded = initialsOf !== undefined;

  useEffect(() => {
    if (!isWanted || isLoaded) return;
    let isCurrent = true;
    loadPinyinInitials().then(
      (loaded) => {
        if (isCurrent) setInitialsOf(() => loaded);
      },
      (error: unknown) => {
        // The global error log records why; the search goes on with labels alone.
        reportError(error);
        if (isCurrent) setInitialsOf(() => noInitials);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, isLoaded]);

  return initialsOf;
}

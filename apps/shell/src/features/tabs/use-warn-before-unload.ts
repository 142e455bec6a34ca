import { useEffect } from 'react';
import { dirtyTabs } from './tab-store';

/**
 * While a tab holds unsaved work, closing or reloading the browser page asks first (the
 * browser's own question, in its own words: pages may not word it).
 */
export function useWarnBeforeUnload(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyTabs().length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

import { useEffect, useEffectEvent } from 'react';

const latinLetter = /^[a-z]$/;

/** Ctrl-K, or ⌘-K on Apple keyboards. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  // Keyboard layouts without Latin letters still have the K key.
  return key === 'k' || (!latinLetter.test(key) && event.code === 'KeyK');
}

/** The shortcut as this user's keyboard labels it. */
export function searchShortcutKeys(): string {
  return /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K';
}

/** Calls `onShortcut` on Ctrl-K / ⌘-K anywhere, instead of the browser's own use of the keys. */
export function useSearchShortcut(onShortcut: () => void) {
  const onShortcutEvent = useEffectEvent(onShortcut);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // A control that handles the keys itself (a rich text editor's link) keeps them.
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      onShortcutEvent();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearPage, resetShellState } from './reset-shell-state';

// jsdom has no layout: antd's responsive components ask for these.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The tab strip scrolls the active tab into view.
Element.prototype.scrollIntoView ??= () => undefined;

// Each test starts from a fresh page, whichever test or file ran before it in this worker.
beforeEach(() => resetShellState());
afterEach(async () => {
  vi.useRealTimers();
  await clearPage();
});

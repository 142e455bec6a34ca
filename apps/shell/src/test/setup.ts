import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
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

// A waiting assertion (waitFor, findBy…) passes as soon as it holds: a longer wait than the
// default second costs nothing on an idle machine and keeps a loaded one (another suite on the
// same cores) from failing a test whose page is merely slower to get there. Each test's own
// limit stays Vitest's default.
configure({ asyncUtilTimeout: 4_000 });

// The tab strip scrolls the active tab into view.
Element.prototype.scrollIntoView ??= () => undefined;

// Labels measure their text to show it whole when cut (lib/ui/title-while-cut.ts): no layout, no
// size, as jsdom's elements answer.
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

// Each test starts from a fresh page, whichever test or file ran before it in this worker.
beforeEach(() => resetShellState());
afterEach(async () => {
  vi.useRealTimers();
  await clearPage();
});

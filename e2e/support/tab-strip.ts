import type { Page } from '@playwright/test';

/**
 * The page's address when a tab titled `title` first appears on the strip; call before the click
 * that opens it.
 */
export function addressWhenTabAppears(page: Page, title: string): Promise<string> {
  return page.evaluate(
    (title) =>
      new Promise<string>((resolve) => {
        const isOnStrip = () =>
          [...document.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent === title);
        new MutationObserver((_, observer) => {
          if (!isOnStrip()) return;
          observer.disconnect();
          resolve(window.location.pathname);
        }).observe(document.body, { childList: true, subtree: true });
      }),
    title,
  );
}

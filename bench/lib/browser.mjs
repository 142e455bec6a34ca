/* global document, window, requestAnimationFrame, addEventListener -- in the functions that run in the page */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../../e2e/support/environment.ts';

/** The signed-in frame's tab strip (zh-CN, the default language). */
export const tabStripSelector = 'nav[aria-label="已打开的页面"]';

/** Signs in as the demo user zhangsan at `origin` and waits for the frame's selected tab. */
export async function signInToFrame(page, origin) {
  await page.goto(`${origin}/main/login`);
  await page.getByTestId('login-username').fill('zhangsan');
  await page.getByTestId('login-password').fill('Portal@2026');
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(
    (selector) => document.querySelector(`${selector} [role="tab"][aria-selected="true"]`),
    tabStripSelector,
  );
}

/** Debian's Chromium with the e2e options, and `extraArgs` after them. */
export async function launchChromium(extraArgs = []) {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, ...extraArgs],
  });
}

/**
 * Opens `url` in a fresh context, runs `act` (if any) on the page, waits for every selector of
 * `readySelectors`, and sums the gzip size (level 9) of every JavaScript response the page loaded
 * on the way. With `prefetchMark`, the scripts the page asked for from its User Timing mark of
 * that name on (what it fetches for a later page) are summed apart, as `prefetched`. A page that
 * runs a sub-app is never idle for Playwright (its sandbox's document stays loading): with
 * `hostsSubApp`, the network counts as idle by `quietNetwork`.
 */
export async function measureJavaScript(
  browser,
  url,
  readySelectors,
  act = async () => {},
  { prefetchMark, hostsSubApp = false } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.push(response);
  });
  const idle = () => (hostsSubApp ? quietNetwork(page) : page.waitForLoadState('networkidle'));
  await page.goto(url, { waitUntil: hostsSubApp ? 'load' : 'networkidle' });
  await act(page);
  for (const selector of readySelectors) await page.waitForSelector(selector);
  await idle();
  const loaded = [...scripts];
  const prefetchedUrls = new Set(
    prefetchMark
      ? await page.evaluate((name) => {
          const mark = performance.getEntriesByName(name, 'mark')[0];
          if (!mark) return [];
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= mark.startTime)
            .map((entry) => entry.name);
        }, prefetchMark)
      : [],
  );
  const files = [];
  const prefetchedFiles = [];
  for (const response of loaded) {
    const body = await response.body();
    (prefetchedUrls.has(response.url()) ? prefetchedFiles : files).push({
      url: new URL(response.url()).pathname,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  await context.close();
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  return {
    files,
    totalBytes: sum(files, 'bytes'),
    totalGzipBytes: sum(files, 'gzipBytes'),
    ...(prefetchMark && {
      prefetched: { files: prefetchedFiles, totalGzipBytes: sum(prefetchedFiles, 'gzipBytes') },
    }),
  };
}

/**
 * Runs in the page before any of its own scripts: from the first frame on (or, with `afterEnter`,
 * from the Enter key on, whose event time goes to `window.__benchEnterAt`), checks once a frame
 * whether `selector` matches a visible element with a size (and, with `withText`, some text). In
 * the first frame where it does, a message posted from requestAnimationFrame runs once that
 * frame's style, layout and paint are done; its `performance.now()` is kept in
 * `window.__benchVisibleAt`, the element's text in `window.__benchVisibleText`.
 */
function watchVisibility({ selector, withText = false, afterEnter = false }) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    window.__benchVisibleAt = performance.now();
    window.__benchVisible();
  };
  function check() {
    const element = document.querySelector(selector);
    const rect = element?.getBoundingClientRect();
    const isVisible =
      element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width > 0 &&
      rect.height > 0 &&
      (!withText || element.textContent.trim() !== '');
    if (isVisible) {
      window.__benchFrameAt = performance.now();
      window.__benchVisibleText = element.textContent.trim();
      channel.port2.postMessage(null);
    } else requestAnimationFrame(check);
  }
  if (!afterEnter) {
    requestAnimationFrame(check);
    return;
  }
  addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || window.__benchEnterAt !== undefined) return;
      window.__benchEnterAt = event.timeStamp;
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

const settleMs = 600;

/** Per watched page, settles once the page said it painted what it watches for. */
const visibleOf = new WeakMap();

/**
 * Resolves once a page opened by openWatchedPage painted what it watches for. The page says so
 * through a binding: waiting with waitForFunction would have Playwright compile its own script in
 * the page (10-16 ms) in the middle of what is measured.
 */
export function whenVisible(page, timeoutMs = 30_000) {
  return Promise.race([
    visibleOf.get(page),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('nothing painted in time')), timeoutMs).unref(),
    ),
  ]);
}

const quietMs = 500;

/** The session's watch, which the signed-in frame keeps open for as long as it runs. */
const heldOpen = /\/api\/auth\/session\/watch$/;

/**
 * Whether `request` may stay open for as long as the page runs: the session's watch, and the
 * documents of the sandboxes micro-app makes, which it stops loading itself.
 */
const staysOpen = (page, request) =>
  heldOpen.test(new URL(request.url()).pathname) ||
  (request.resourceType() === 'document' && request.frame() !== page.mainFrame());

/**
 * Resolves once no request of `page` has started or ended for `quietMs`, none in flight but
 * those that stay open: unlike waitForLoadState('networkidle'), which answers at once when the
 * page was idle once, and never while the session's watch is open.
 */
export function quietNetwork(page) {
  const inFlight = new Set();
  return new Promise((resolve) => {
    let timer;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request) => {
      if (staysOpen(page, request)) return;
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request) => {
      inFlight.delete(request);
      settle();
    };
    function done() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle();
  });
}

/**
 * A page in a fresh context (cold cache) that watches for `watch.selector` (see watchVisibility),
 * ready to navigate: a new context has Chromium load pages of its own (the omnibox pop-up) for a
 * few hundred ms, and navigating once they are done keeps their work out of the measure.
 */
export async function openWatchedPage(browser, watch) {
  const context = await browser.newContext();
  return { context, page: await openWatchedPageIn(context, watch) };
}

/**
 * A new page watching for `watch.selector` in `context`, whose cache is what earlier pages of it
 * left: the HTTP cache, and Chromium's compiled code of the scripts it served more than once.
 */
export async function openWatchedPageIn(context, watch) {
  const page = await context.newPage();
  let reportVisible = () => {};
  visibleOf.set(page, new Promise((resolve) => (reportVisible = resolve)));
  await page.exposeFunction('__benchVisible', () => reportVisible());
  await page.addInitScript(watchVisibility, watch);
  await page.waitForTimeout(settleMs);
  return page;
}

/**
 * Loads `url` in a fresh context (cold cache) and returns, in milliseconds from navigation start,
 * when `selector` became visible and the page's first contentful paint, and how many requests
 * went to each of `countedPaths`.
 */
export async function measureVisibleTime(browser, url, selector, countedPaths = []) {
  const { context, page } = await openWatchedPage(browser, { selector });
  const requests = Object.fromEntries(countedPaths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path in requests) requests[path] += 1;
  });
  await page.goto(url);
  await whenVisible(page);
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    visibleMs: window.__benchVisibleAt,
    frameStartMs: window.__benchFrameAt,
    firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  await context.close();
  return { ...timing, requests };
}

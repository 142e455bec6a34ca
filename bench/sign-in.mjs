// Sign-in to the painted workbench, against the same data fetched by a plain page in the same run.
// Run on its own (it builds what is stale first): node bench/sign-in.mjs
/* global window -- in the page */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  launchChromium,
  openWatchedPage,
  openWatchedPageIn,
  quietNetwork,
  whenVisible,
} from './lib/browser.mjs';
import { startPortal } from './lib/servers.mjs';
import { portOf, shortOr, verdict, writeResult } from './lib/short-mode.mjs';
import { median, roundTo } from './lib/statistics.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = portOf('BENCH_SIGN_IN_PORT', 18441);
const timedRuns = Number(process.env.BENCH_RUNS ?? shortOr(1, 7));
/** Uncounted rounds first (none in the short mode, whose figures are not judged). */
const warmUpRuns = shortOr(0, 1);
/** Chromium keeps a script's compiled code once the script was loaded twice. */
const returningWarmUpRuns = shortOr(1, 3);
const budgetRatio = 2;
const emulatedLatencyMs = 50;
const todoTitle = '[data-testid="workbench-todo-title"]';
const credentials = { username: 'zhangsan', password: 'Portal@2026' };

/** The first to-do title, visible with its text, from the Enter key on. */
const watchedTitle = { selector: todoTitle, withText: true, afterEnter: true };

/**
 * A page for one sign-in: in a fresh context (cold cache), or in `returningContext`, whose cache
 * earlier sign-ins warmed, with the site's cookies and storage cleared (nobody signed in).
 */
async function pageForSignIn(browser, url, returningContext) {
  if (!returningContext) return openWatchedPage(browser, watchedTitle);
  await returningContext.clearCookies();
  const page = await openWatchedPageIn(returningContext, watchedTitle);
  const cdp = await returningContext.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'local_storage,session_storage,indexeddb,service_workers',
  });
  await cdp.detach();
  return { context: returningContext, page };
}

/** One sign-in: Enter to paint, the API requests made on the way. */
async function measureSignIn(browser, url, { latencyMs, returningContext }) {
  const { context, page } = await pageForSignIn(browser, url, returningContext);
  if (latencyMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const requests = [];
  let isSignedInStarted = false;
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (isSignedInStarted && pathname.startsWith('/api/'))
      requests.push({ url: `${request.method()} ${pathname}${search}`, at: Date.now() });
  });
  await page.goto(url);
  const password = page.getByTestId('login-password');
  await password.waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('login-username').fill(credentials.username);
  await password.fill(credentials.password);
  isSignedInStarted = true;
  await password.press('Enter');
  await whenVisible(page);
  const paintedAt = Date.now();
  await quietNetwork(page);
  const timing = await page.evaluate(() => ({
    signInToPaintMs: window.__benchVisibleAt - window.__benchEnterAt,
    title: window.__benchVisibleText,
  }));
  await (returningContext ? page.close() : context.close());
  const counts = new Map();
  for (const { url: requestUrl } of requests)
    counts.set(requestUrl, (counts.get(requestUrl) ?? 0) + 1);
  return {
    ...timing,
    apiRequests: requests.length,
    apiRequestsBeforePaint: requests.filter((request) => request.at <= paintedAt).length,
    duplicates: Object.fromEntries([...counts].filter(([, count]) => count > 1)),
    urls: [...counts.keys()],
  };
}

function summarise(samples) {
  return {
    medianMs: roundTo(median(samples.map((sample) => sample.signInToPaintMs)), 1),
    samplesMs: samples.map((sample) => roundTo(sample.signInToPaintMs, 1)),
    apiRequests: Math.max(...samples.map((sample) => sample.apiRequests)),
    apiRequestsBeforePaint: Math.max(...samples.map((sample) => sample.apiRequestsBeforePaint)),
    duplicateRequests: samples.at(-1).duplicates,
    requestedUrls: samples.at(-1).urls,
    paintedTitle: samples.at(-1).title,
  };
}

/**
 * Shell and floor in turn, each run in a fresh context; the first round is not counted. For
 * `returning` staff, each page has one context for all its runs, so that its cache is warm, as in
 * a browser that signed in yesterday; the first rounds, which warm it, are not counted.
 */
async function measureCondition(browser, pages, { latencyMs, returning = false }) {
  const samples = { shell: [], floor: [] };
  const contexts = returning
    ? { shell: await browser.newContext(), floor: await browser.newContext() }
    : {};
  const uncounted = returning ? returningWarmUpRuns : warmUpRuns;
  for (let round = 0; round < uncounted + timedRuns; round += 1) {
    const order = round % 2 === 0 ? ['shell', 'floor'] : ['floor', 'shell'];
    for (const name of order) {
      const returningContext = contexts[name];
      const sample = await measureSignIn(browser, pages[name], { latencyMs, returningContext });
      if (round >= uncounted) samples[name].push(sample);
    }
  }
  await Promise.all(Object.values(contexts).map((context) => context.close()));
  const shell = summarise(samples.shell);
  const floor = summarise(samples.floor);
  if (shell.paintedTitle !== floor.paintedTitle)
    throw new Error(`shell painted "${shell.paintedTitle}", floor "${floor.paintedTitle}"`);
  const ratio = shell.medianMs / floor.medianMs;
  return {
    latencyMs,
    cache: returning ? 'warm' : 'cold',
    shell,
    floor,
    ratio: roundTo(ratio, 3),
    withinBudget: ratio <= budgetRatio,
  };
}

// The floor page is served by the Portal server itself, beside the built shell, so that it shares
// the shell's origin, headers and static file path.
const shellCopy = mkdtempSync(join(tmpdir(), 'portal-bench-sign-in-'));
// BENCH_SHELL_DIST: another build of the shell, to compare it with this one against the same server.
cpSync(process.env.BENCH_SHELL_DIST ?? join(root, 'apps/shell/dist'), shellCopy, {
  recursive: true,
});
cpSync(join(root, 'bench/sign-in-floor'), join(shellCopy, 'sign-in-floor'), { recursive: true });
const portal = await startPortal(port, { env: { SHELL_DIST: shellCopy } });
const browser = await launchChromium();
try {
  const pages = {
    shell: `${portal.origin}/main/login`,
    floor: `${portal.origin}/main/sign-in-floor/index.html`,
  };
  const loopback = await measureCondition(browser, pages, { latencyMs: 0 });
  const emulated = await measureCondition(browser, pages, { latencyMs: emulatedLatencyMs });
  const returning = await measureCondition(browser, pages, { latencyMs: 0, returning: true });
  const result = {
    measure: 'sign-in-to-workbench-ms',
    description:
      "ms from the Enter key on the loaded login page (password typed) to the end of the first frame that paints the newest to-do's title on the workbench, against the floor: a plain page of the same origin that on Enter asks with fetch for the token, then role/login, then in parallel the menu tree, the user info, the to-dos, the messages and the notices, and paints the newest to-do's title; on loopback and with 50 ms of latency emulated through the DevTools protocol, in a fresh browser (cold cache), and on loopback for returning staff (warm cache)",
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    method: `Each run in a fresh browser context: the page opened, the password field shown and the network idle, user name and password filled, Enter pressed. In the page: the keydown event time of Enter to a MessageChannel message posted from the requestAnimationFrame callback of the first frame where the first to-do title is visible; that message runs once the frame is painted. Shell and floor alternate, warmUpRuns rounds not counted then timedRuns (BENCH_RUNS) timed ones; the page reports the paint through a binding (no waitForFunction, whose script Playwright would compile in the page while it is measured). API requests counted from Enter until, after the paint, no request has started or ended for 500 ms. Returning staff (returningLoopback): each page keeps one browser context for all its runs, its cookies and storage cleared before each (nobody signed in) but its HTTP cache and compiled code kept, as in a browser that signed in the day before; ${returningWarmUpRuns} uncounted rounds warm it.`,
    timedRuns,
    warmUpRuns,
    budgetRatio,
    loopback,
    latency50ms: emulated,
    returningLoopback: returning,
  };
  writeResult('sign-in.json', result);
  for (const [name, measured] of [
    ['loopback', loopback],
    [`${emulatedLatencyMs} ms latency`, emulated],
    ['loopback, returning staff (warm cache)', returning],
  ]) {
    console.log(
      `sign-in to workbench, ${name}: shell ${measured.shell.medianMs} ms (${measured.shell.apiRequests} API requests), floor ${measured.floor.medianMs} ms (${measured.floor.apiRequests}), ${measured.ratio}x; budget <= ${budgetRatio}x floor: ${verdict(measured.withinBudget)}`,
    );
  }
} finally {
  await browser.close();
  await portal.close();
  rmSync(shellCopy, { recursive: true, force: true });
}

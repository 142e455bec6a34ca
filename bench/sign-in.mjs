// Sign-in to the painted workbench, against the same data fetched by a plain page in the same run;
// and on a branch office's link, sign-in, the workbench opened by staff still signed in and a
// sub-app's first mount, each against its floor under the same link.
// Run on its own (it builds what is stale first): node bench/sign-in.mjs
/* global window, document, requestAnimationFrame, addEventListener -- in the page */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  launchChromium,
  openWatchedPage,
  openWatchedPageIn,
  quietNetwork,
  signInToFrame,
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
/** Rounds on the branch office's link, where each takes seconds. */
const branchRuns = Number(process.env.BENCH_BRANCH_RUNS ?? shortOr(1, 5));
const budgetRatio = 1.5;
const loopback = { latencyMs: 0, throughputKbitPerSecond: undefined };
const emulatedLatency = { latencyMs: 50, throughputKbitPerSecond: undefined };
/** A branch office's link: 150 ms of round trip and 2 Mbit/s each way. */
const branchLink = { latencyMs: 150, throughputKbitPerSecond: 2000 };
const todoTitle = '[data-testid="workbench-todo-title"]';
const credentials = { username: 'zhangsan', password: 'Portal@2026' };
/** The sub-app whose first mount is timed: the menu's first, in zhangsan's first firm. */
const firstMountApp = { section: '客户管理', path: '/newcrm/customer/list', name: 'sub-newcrm' };
const appUser = '[data-testid="subapp-user"]';
const viewport = { width: 1440, height: 900 };

/** The first to-do title, visible with its text, from the Enter key on. */
const watchedTitle = { selector: todoTitle, withText: true, afterEnter: true };

/** Slows `page`'s network down to `link` (DevTools protocol), if it is not loopback. */
async function emulateLink(context, page, { latencyMs, throughputKbitPerSecond }) {
  if (latencyMs === 0 && throughputKbitPerSecond === undefined) return;
  const bytesPerSecond = throughputKbitPerSecond === undefined ? -1 : throughputKbitPerSecond * 125;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

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
async function measureSignIn(browser, url, { link, returningContext }) {
  const { context, page } = await pageForSignIn(browser, url, returningContext);
  await emulateLink(context, page, link);
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
  // Over a slow link too: what the page fetches while idle is in before the user has typed.
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

/** Medians of the shell's and the floor's samples (ms), their ratio and the verdict. */
function compared(samples) {
  const shellMs = median(samples.shell);
  const floorMs = median(samples.floor);
  return {
    shell: { medianMs: roundTo(shellMs, 1), samplesMs: samples.shell.map((ms) => roundTo(ms, 1)) },
    floor: { medianMs: roundTo(floorMs, 1), samplesMs: samples.floor.map((ms) => roundTo(ms, 1)) },
    ratio: roundTo(shellMs / floorMs, 3),
    withinBudget: shellMs / floorMs <= budgetRatio,
  };
}

/** Shell and floor in turn, `rounds` rounds of which the first `uncounted` are not counted. */
async function alternate(rounds, uncounted, measure) {
  const samples = { shell: [], floor: [] };
  for (let round = 0; round < uncounted + rounds; round += 1) {
    const order = round % 2 === 0 ? ['shell', 'floor'] : ['floor', 'shell'];
    for (const name of order) {
      const sample = await measure(name);
      if (round >= uncounted) samples[name].push(sample);
    }
  }
  return samples;
}

/**
 * Shell and floor in turn, each run in a fresh context; the first round is not counted. For
 * `returning` staff, each page has one context for all its runs, so that its cache is warm, as in
 * a browser that signed in yesterday; the first rounds, which warm it, are not counted.
 */
async function measureCondition(browser, pages, { link, returning = false, rounds = timedRuns }) {
  const contexts = returning
    ? { shell: await browser.newContext(), floor: await browser.newContext() }
    : {};
  const samples = await alternate(rounds, returning ? returningWarmUpRuns : warmUpRuns, (name) =>
    measureSignIn(browser, pages[name], { link, returningContext: contexts[name] }),
  );
  await Promise.all(Object.values(contexts).map((context) => context.close()));
  const shell = summarise(samples.shell);
  const floor = summarise(samples.floor);
  if (shell.paintedTitle !== floor.paintedTitle)
    throw new Error(`shell painted "${shell.paintedTitle}", floor "${floor.paintedTitle}"`);
  const ratio = shell.medianMs / floor.medianMs;
  return {
    ...link,
    cache: returning ? 'warm' : 'cold',
    shell,
    floor,
    ratio: roundTo(ratio, 3),
    withinBudget: ratio <= budgetRatio,
  };
}

/**
 * Signs the floor's context in as the shell's staff session does, the token in the session
 * cookie, and leaves the user and the firm in the page's storage for the floor's workbench.
 */
async function signInFloor(context, floorUrl) {
  const page = await context.newPage();
  await page.goto(floorUrl);
  await page.evaluate(async ({ username, password }) => {
    const config = await (await fetch('/main/config.json')).json();
    const { clientId, clientSecret } = config.auth;
    const response = await fetch(`${config.api.main}/auth/oauth/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'x-portal-session': 'cookie',
      },
      body: new URLSearchParams({ grant_type: 'password', username, password, scope: 'server' }),
    });
    const { firms } = (await response.json()).data;
    localStorage.setItem(
      'sign-in-floor',
      JSON.stringify({ firmId: firms.currentFirmId, userId: firms.userId }),
    );
  }, credentials);
  await page.close();
}

/** Navigation start to the paint of what `watch` names, in a new page of `context`, on `link`. */
async function timeLoad(context, url, watch, link) {
  const page = await openWatchedPageIn(context, watch);
  await emulateLink(context, page, link);
  await page.goto(url);
  await whenVisible(page);
  const ms = await page.evaluate(() => window.__benchVisibleAt);
  await page.close();
  return ms;
}

/**
 * Staff still signed in open the portal: navigation start to the paint of the newest to-do's
 * title, the shell's home page against the floor's workbench page (menu tree and to-dos at once,
 * the session cookie), each in a context of its own signed in once; uncounted loads warm their
 * HTTP cache and compiled code, as a browser that opened the portal the day before.
 */
async function measureWorkbench(browser, origin, link) {
  const shell = await browser.newContext({ viewport });
  const signingIn = await shell.newPage();
  await signInToFrame(signingIn, origin);
  await signingIn.close();
  const floor = await browser.newContext({ viewport });
  await signInFloor(floor, `${origin}/main/sign-in-floor/index.html`);
  const watch = { selector: todoTitle, withText: true };
  const pages = {
    shell: [shell, `${origin}/main/wel/index`],
    floor: [floor, `${origin}/main/sign-in-floor/workbench.html`],
  };
  const samples = await alternate(branchRuns, returningWarmUpRuns, (name) =>
    timeLoad(pages[name][0], pages[name][1], watch, link),
  );
  await Promise.all([shell.close(), floor.close()]);
  return { cache: 'warm', ...compared(samples) };
}

/**
 * Runs in the page: from the next click on, each animation frame checks whether `selector` shows
 * with its text; a message posted from the first frame where it does runs once that frame is
 * painted, and `window.__clickToPaint` resolves with the ms from the click's time stamp.
 */
function watchNextClick(selector) {
  window.__clickToPaint = new Promise((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const clickAt = event.timeStamp;
        const check = () => {
          const element = document.querySelector(selector);
          if (!element?.checkVisibility() || element.textContent.trim() === '')
            return requestAnimationFrame(check);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - clickAt);
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
}

/** Waits until the shell has prepared `app`: its sandbox made, its styles fetched; then quiet. */
async function preparedApp(page, app) {
  await page.waitForFunction(
    (name) =>
      document.querySelector(`iframe[powered-by="micro-app"]#${name}`) !== null &&
      performance
        .getEntriesByType('resource')
        .some(({ name: url }) => url.includes(`/${name}/assets/`) && url.endsWith('.css')),
    app,
    { timeout: 120_000 },
  );
  await quietNetwork(page);
}

/**
 * The shell signed in on `link`, once it has prepared the menu's apps (a few seconds after the
 * frame settles): the menu click to the paint of the app's context.
 */
async function timeFirstMount(browser, origin, link) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await emulateLink(context, page, link);
  await signInToFrame(page, origin);
  await preparedApp(page, firstMountApp.name);
  const menu = page.locator('nav[aria-label="主菜单"]');
  await menu.getByRole('menuitem', { name: firstMountApp.section }).click();
  const entry = menu.locator(`[data-menu-path="${firstMountApp.path}"]`);
  await entry.waitFor({ state: 'visible' });
  await page.evaluate(watchNextClick, `micro-app[name="${firstMountApp.name}"] ${appUser}`);
  await entry.click();
  const ms = await page.evaluate(() => window.__clickToPaint);
  await context.close();
  return ms;
}

/**
 * The app loaded on its own on `link`, its files in the cache as the shell's preparing left them
 * (loaded once before): navigation start to the paint of its context.
 */
async function timeAppAlone(browser, appUrl, link) {
  const context = await browser.newContext({ viewport });
  const watch = { selector: appUser, withText: true };
  await timeLoad(context, appUrl, watch, link);
  const ms = await timeLoad(context, appUrl, watch, link);
  await context.close();
  return ms;
}

/** A sub-app's first mount in the shell against the same app loaded on its own, on `link`. */
async function measureFirstMount(browser, origin, link) {
  const config = await (await fetch(`${origin}/main/config.json`)).json();
  const app = config.subApps.find(({ name }) => name === firstMountApp.name);
  const samples = await alternate(branchRuns, 0, (name) =>
    name === 'shell'
      ? timeFirstMount(browser, origin, link)
      : timeAppAlone(browser, `${origin}${app.url}`, link),
  );
  return { app: firstMountApp.name, cache: 'warm', ...compared(samples) };
}

// The floor pages are served by the Portal server itself, beside the built shell, so that they
// share the shell's origin, headers and static file path.
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
  const onLoopback = await measureCondition(browser, pages, { link: loopback });
  const emulated = await measureCondition(browser, pages, { link: emulatedLatency });
  const returning = await measureCondition(browser, pages, { link: loopback, returning: true });
  const branch = {
    ...branchLink,
    signIn: await measureCondition(browser, pages, { link: branchLink, rounds: branchRuns }),
    workbench: await measureWorkbench(browser, portal.origin, branchLink),
    firstMount: await measureFirstMount(browser, portal.origin, branchLink),
  };
  const result = {
    measure: 'sign-in-to-workbench-ms',
    description:
      "ms from the Enter key on the loaded login page (password typed) to the end of the first frame that paints the newest to-do's title on the workbench, against the floor: a plain page of the same origin that on Enter asks with fetch for the token, then at once for the menu tree and the to-dos, and paints the newest to-do's title; on loopback and with 50 ms of latency emulated through the DevTools protocol, in a fresh browser (cold cache), and on loopback for returning staff (warm cache). On a branch office's link (150 ms of latency, 2 Mbit/s each way): the same sign-in; the workbench opened by staff still signed in (navigation start to the to-do title, against a plain signed-in page asking for the menu tree and the to-dos at once); a sub-app's first mount once the shell has prepared it (menu click to the app's context painted, against the app loaded on its own with its files cached)",
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    method: `Each sign-in in a fresh browser context: the page opened, the password field shown and the network idle, user name and password filled, Enter pressed. In the page: the keydown event time of Enter to a MessageChannel message posted from the requestAnimationFrame callback of the first frame where the first to-do title is visible; that message runs once the frame is painted. Shell and floor alternate, warmUpRuns rounds not counted then timedRuns (BENCH_RUNS) timed ones; the page reports the paint through a binding (no waitForFunction, whose script Playwright would compile in the page while it is measured). API requests counted from Enter until, after the paint, no request has started or ended for 500 ms. Returning staff (returningLoopback): each page keeps one browser context for all its runs, its cookies and storage cleared before each (nobody signed in) but its HTTP cache and compiled code kept, as in a browser that signed in the day before; ${returningWarmUpRuns} uncounted rounds warm it. The branch office's link (branchLink) is emulated per page with Network.emulateNetworkConditions, branchRuns (BENCH_BRANCH_RUNS) rounds each: the sign-in as above; the workbench in one signed-in context per page, ${returningWarmUpRuns} uncounted loads first, navigation start to the paint; the first mount in a fresh context signed in on that link, once the app's sandbox is made, its styles fetched and the network quiet, the click's time stamp to the paint, against the app's second load in a fresh context.`,
    timedRuns,
    warmUpRuns,
    branchRuns,
    budgetRatio,
    loopback: onLoopback,
    latency50ms: emulated,
    returningLoopback: returning,
    branchLink: branch,
  };
  writeResult('sign-in.json', result);
  for (const [name, measured] of [
    ['loopback', onLoopback],
    [`${emulatedLatency.latencyMs} ms latency`, emulated],
    ['loopback, returning staff (warm cache)', returning],
    ['branch link (150 ms, 2 Mbit/s)', branch.signIn],
  ]) {
    console.log(
      `sign-in to workbench, ${name}: shell ${measured.shell.medianMs} ms (${measured.shell.apiRequests} API requests), floor ${measured.floor.medianMs} ms (${measured.floor.apiRequests}), ${measured.ratio}x; budget <= ${budgetRatio}x floor: ${verdict(measured.withinBudget)}`,
    );
  }
  for (const [name, measured] of [
    ['workbench opened, signed in', branch.workbench],
    [`first mount of ${branch.firstMount.app}`, branch.firstMount],
  ]) {
    console.log(
      `branch link (150 ms, 2 Mbit/s), ${name}: shell ${measured.shell.medianMs} ms, floor ${measured.floor.medianMs} ms, ${measured.ratio}x; budget <= ${budgetRatio}x floor: ${verdict(measured.withinBudget)}`,
    );
  }
} finally {
  await browser.close();
  await portal.close();
  rmSync(shellCopy, { recursive: true, force: true });
}

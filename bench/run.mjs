// `npm run bench`: builds what it measures, runs every measure, and writes JSON to bench/results/.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { launchChromium, measureJavaScript, measureVisibleTime } from './lib/browser.mjs';
import { buildBlankPage } from './lib/builds.mjs';
import { documentHeadersOf, serveStatic, startPortal } from './lib/servers.mjs';
import { isShort, portOf, shortOr, verdict, writeResult } from './lib/short-mode.mjs';
import { median, roundTo } from './lib/statistics.mjs';

const root = new URL('..', import.meta.url).pathname;
const budgets = { login: 100 * 1024, firstScreen: 320 * 1024, loginFormToBlank: 1.5 };
const timedRuns = Number(process.env.BENCH_RUNS ?? shortOr(1, 7));
/** Uncounted rounds first (none in the short mode, whose figures are not judged). */
const warmUpRuns = shortOr(0, 1);

const blankReady = '#ready';
const loginReady = '[data-testid="login-password"]';
// Set by the login page when, idle, it starts fetching the signed-in frame (apps/shell main.tsx).
const loginPrefetchMark = 'portal:prefetch-signed-in';
// The frame is rendered: the user's name in the top bar and the side menu with its entries.
const firstScreenReady = ['[data-testid="current-user-name"]', 'nav[aria-label] [role="menuitem"]'];
// A public sub-app (/blank) on its page outside the frame, rendered.
const publicPageUrl = '/main/blank/index';
const publicPageReady = ['micro-app [data-testid="subapp-root"]'];
/** The frame's own file: a public page loads none of it. */
const firstScreenFile = /\/first-screen-[^/]*\.js$/;

async function signInAsDemoUser(page) {
  await page.getByTestId('login-username').fill('zhangsan');
  await page.getByTestId('login-password').fill('Portal@2026');
  await page.getByTestId('login-submit').click();
}

function describeSize(name, measured, baseline, budget) {
  return {
    page: name,
    totalGzipBytes: measured.totalGzipBytes,
    ratioToBlank: roundTo(measured.totalGzipBytes / baseline.totalGzipBytes, 3),
    budgetGzipBytes: budget,
    files: measured.files,
  };
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureSizes(browser, blankUrl, loginUrl) {
  const baseline = await measureJavaScript(browser, blankUrl, [blankReady]);
  const login = await measureJavaScript(browser, loginUrl, [loginReady], undefined, {
    prefetchMark: loginPrefetchMark,
  });
  const firstScreen = await measureJavaScript(
    browser,
    loginUrl,
    firstScreenReady,
    signInAsDemoUser,
  );
  const publicPage = await measureJavaScript(
    browser,
    new URL(publicPageUrl, loginUrl).href,
    publicPageReady,
    undefined,
    { hostsSubApp: true },
  );
  const loadsFrameCode = publicPage.files.some(({ url }) => firstScreenFile.test(url));
  writeResult('javascript-size.json', {
    measure: 'javascript-gzip-bytes',
    description:
      'gzip bytes (level 9) of the JavaScript a page loads in Chromium, against a blank Vite + React page built in the same run',
    measuredAt: new Date().toISOString(),
    node: process.version,
    baseline: {
      page: 'blank Vite + React',
      totalGzipBytes: baseline.totalGzipBytes,
      files: baseline.files,
    },
    login: {
      ...describeSize('/main/login', login, baseline, budgets.login),
      // Not the login page's: the frame it fetches once idle, counted in the first screen.
      idlePrefetch: login.prefetched,
    },
    firstScreen: describeSize(
      '/main/login, signed in: the frame (user name, side menu) and the workbench',
      firstScreen,
      baseline,
      budgets.firstScreen,
    ),
    publicPage: {
      page: `${publicPageUrl}, a public sub-app outside the frame, until the app has rendered`,
      totalGzipBytes: publicPage.totalGzipBytes,
      // The shell's part of it: what the sub-app's own files leave.
      shellGzipBytes: publicPage.files
        .filter(({ url }) => url.startsWith('/main/'))
        .reduce((total, { gzipBytes }) => total + gzipBytes, 0),
      loadsFrameCode,
      files: publicPage.files,
    },
  });
  for (const [name, measured, budget] of [
    ['login JavaScript', login, budgets.login],
    ['first screen JavaScript', firstScreen, budgets.firstScreen],
  ]) {
    const prefetched = measured.prefetched
      ? ` (then ${kilobytes(measured.prefetched.totalGzipBytes)} of the signed-in frame fetched when idle)`
      : '';
    console.log(
      `${name}: ${kilobytes(measured.totalGzipBytes)} gz, ${(measured.totalGzipBytes / baseline.totalGzipBytes).toFixed(2)}x blank (${kilobytes(baseline.totalGzipBytes)}); budget ${kilobytes(budget)}: ${verdict(measured.totalGzipBytes <= budget)}${prefetched}`,
    );
  }
  console.log(
    `public page JavaScript (${publicPageUrl}): ${kilobytes(publicPage.totalGzipBytes)} gz, the sub-app's included; none of the frame's file: ${verdict(!loadsFrameCode)}`,
  );
}

function summarise(page, readySelector, samples) {
  const medianOf = (key) => roundTo(median(samples.map((sample) => sample[key])), 1);
  return {
    page,
    readySelector,
    medianVisibleMs: medianOf('visibleMs'),
    medianFrameStartMs: medianOf('frameStartMs'),
    medianFirstContentfulPaintMs: medianOf('firstContentfulPaintMs'),
    samples: samples.map(({ visibleMs, frameStartMs, firstContentfulPaintMs }) => ({
      visibleMs: roundTo(visibleMs, 1),
      frameStartMs: roundTo(frameStartMs, 1),
      firstContentfulPaintMs: roundTo(firstContentfulPaintMs, 1),
    })),
  };
}

/** Loads each page once per round, in an order that turns with the round. */
async function measureRound(round, pages) {
  const order = pages.map((_, index) => (index + round) % pages.length);
  const samples = [];
  for (const index of order) samples[index] = await pages[index]();
  return samples;
}

// The pages load in turn, each in a fresh context (cold cache), so that all see the same
// machine; the first round warms the server and the browser and is not counted. The blank page
// goes out with the headers the server sends with the shell's pages: Cross-Origin-Opener-Policy
// alone makes the navigation start a new renderer process, which a page served without it skips;
// the blank page without them is measured too, for the record.
async function measureLoginForm(browser, { blankUrl, plainBlankUrl, loginUrl, documentHeaders }) {
  const pages = [
    () => measureVisibleTime(browser, blankUrl, blankReady),
    () => measureVisibleTime(browser, loginUrl, loginReady, ['/main/config.json']),
    () => measureVisibleTime(browser, plainBlankUrl, blankReady),
  ];
  const samples = [[], [], []];
  for (let round = 0; round < warmUpRuns + timedRuns; round += 1) {
    const measured = await measureRound(round, pages);
    if (round >= warmUpRuns) measured.forEach((sample, index) => samples[index].push(sample));
  }
  const [blankSamples, loginSamples, plainBlankSamples] = samples;
  const blank = summarise('blank Vite + React', blankReady, blankSamples);
  const login = summarise('/main/login', loginReady, loginSamples);
  const plainBlank = summarise('blank Vite + React', blankReady, plainBlankSamples);
  const ratio = login.medianVisibleMs / blank.medianVisibleMs;
  const plainRatio = login.medianVisibleMs / plainBlank.medianVisibleMs;
  writeResult('login-first-paint.json', {
    measure: 'login-form-visible-ms',
    description:
      "ms from navigation start to the end of the first frame that paints the password field of /main/login (visibleMs; frameStartMs is the start of that frame), against the same for the only element of a blank Vite + React page served with the headers the server sends with the shell's pages, in the same run; a fresh browser context (cold cache) per load, the pages in turn; medians of the timed runs, ratio of the visibleMs medians",
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    timedRuns,
    warmUpRuns,
    blank: { ...blank, documentHeaders: Object.keys(documentHeaders) },
    login: {
      ...login,
      // 1 when the fetch of the runtime configuration reuses the preload of index.html.
      configRequestsPerLoad: Math.max(
        ...loginSamples.map((sample) => sample.requests['/main/config.json']),
      ),
    },
    ratioToBlank: roundTo(ratio, 3),
    budgetRatio: budgets.loginFormToBlank,
    blankWithoutDocumentHeaders: { ...plainBlank, ratioOfLogin: roundTo(plainRatio, 3) },
  });
  console.log(
    `login form visible: ${login.medianVisibleMs} ms median, blank page ${blank.medianVisibleMs} ms, ${ratio.toFixed(2)}x; budget ${budgets.loginFormToBlank}x: ${verdict(ratio <= budgets.loginFormToBlank)} (blank page without the server's headers: ${plainBlank.medianVisibleMs} ms, ${plainRatio.toFixed(2)}x)`,
  );
}

// A full run builds both pages anew, so that what it measures is certainly the sources'; a short
// run keeps builds newer than their sources (the e2e suite's, in CI), as startPortal does.
buildBlankPage({ onlyIfStale: isShort });
if (!isShort) execSync('npm run build --workspace @portal/shell', { cwd: root, stdio: 'inherit' });

const blankBuild = join(root, 'bench/.build/blank');
const portal = await startPortal(portOf('BENCH_PORT', 18421));
const loginUrl = `${portal.origin}/main/login`;
const documentHeaders = await documentHeadersOf(loginUrl);
const blankServer = await serveStatic(blankBuild, '/blank/', { documentHeaders });
const plainBlankServer = await serveStatic(blankBuild, '/blank/');
const browser = await launchChromium();
try {
  const blankUrl = `${blankServer.origin}/blank/`;
  await measureSizes(browser, blankUrl, loginUrl);
  await measureLoginForm(browser, {
    blankUrl,
    plainBlankUrl: `${plainBlankServer.origin}/blank/`,
    loginUrl,
    documentHeaders,
  });
} finally {
  await browser.close();
  await portal.close();
  await blankServer.close();
  await plainBlankServer.close();
}

// The frame's dialogs: from the click that opens one to the first frame that paints it, and to
// the first frame where it can be used, beside a plain antd Modal on a page of its own and a
// click that changes nothing, in the same run.
// Run on its own (it builds what is stale first): node bench/dialogs.mjs
/* global document, window, requestAnimationFrame, requestIdleCallback, addEventListener -- in the page */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, signInToFrame } from './lib/browser.mjs';
import { serveStatic, startPortal } from './lib/servers.mjs';
import { portOf, shortOr, verdict, writeResult } from './lib/short-mode.mjs';
import { roundTo, withLoadAverage } from './lib/statistics.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = portOf('BENCH_DIALOGS_PORT', 18451);
const budgets = { shownP95Ms: 100, usableP95Ms: 500 };
/** Fresh contexts per dialog and condition. */
const rounds = Number(process.env.BENCH_RUNS ?? shortOr(1, 5));
/** Openings again in the same page after each fresh one. */
const warmOpenings = shortOr(1, 3);
const viewport = { width: 1440, height: 900 };
const lockPassword = 'bench-lock-1';
/**
 * The shell loads what a dialog needs when the browser is idle, a few seconds after the frame
 * (its lock, its dialogs, the sub-apps it prepares); a settled page is one past that.
 */
const shellIdleWorkMs = 3_000;
const settledQuietMs = 1_000;
/** A dialog is usable once no long task follows for so long. */
const answerQuietMs = 300;

const banner = 'header';
const topBarButton = (page, name) =>
  page.locator(banner).getByRole('button', { name, exact: typeof name === 'string' });
async function openUserMenu(page) {
  await page.getByTestId('current-user-name').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor();
}
const userMenuItem = (page, name) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });

/**
 * Each dialog of the top bar and the user menu: the click that opens it (`prepare` first, if any,
 * not timed), the dialog (`name`, its accessible name's start, or `selector`), its first control
 * (`control`) and what its content is once loaded (`loaded`, if anything beyond the control).
 * Each closes with Escape.
 */
const dialogs = {
  search: {
    opener: (page) => topBarButton(page, '搜索菜单'),
    target: { name: '菜单搜索', control: 'input[role="combobox"]' },
  },
  logs: {
    opener: (page) => topBarButton(page, /^查看本地日志/),
    target: {
      name: '本地日志',
      control: '.ant-modal-footer .ant-btn-primary',
      loaded: '.ant-table',
    },
  },
  feedback: {
    opener: (page) => topBarButton(page, '截图反馈'),
    // Its content: the user's earlier feedback, asked for at each opening. The screenshot is
    // taken once the dialog is on screen, the comment box usable meanwhile: timed apart.
    target: {
      name: '问题反馈',
      control: 'textarea',
      loaded: '.feedback-mine__allowance, .feedback-kept__empty',
      extra: '.feedback-modal__preview img',
    },
  },
  lockPassword: {
    opener: (page) => topBarButton(page, '锁屏'),
    target: { name: '设置锁屏密码', control: 'input[type="password"]' },
  },
  firmSwitch: {
    prepare: openUserMenu,
    opener: (page) => userMenuItem(page, '切换机构'),
    target: {
      name: '切换机构',
      control: 'input[type="radio"]',
      loaded: '.ant-space-item + .ant-space-item .ant-radio-wrapper',
    },
  },
  signOut: {
    prepare: openUserMenu,
    opener: (page) => userMenuItem(page, '退出登录'),
    target: { name: '退出系统', control: '.ant-modal-confirm-btns .ant-btn-primary' },
  },
};

/**
 * The lock page, from the press of 立即锁屏 in the first lock's dialog (a fresh page) or of the
 * top bar's 锁屏 once a lock password is set (warm); closed by unlocking.
 */
const lockScreen = {
  target: { selector: '.lock-screen', control: '[data-testid="unlock-password"]' },
  close: async (page) => {
    await page.getByTestId('unlock-password').fill(lockPassword);
    await page.getByTestId('unlock-password').press('Enter');
  },
};

const floorTarget = { name: 'floor', control: '#floor-input' };

/**
 * Runs in the page. A capture-phase click listener keeps the click's time stamp; from then on
 * each animation frame checks the dialog: shown (its box painted: visible, with a size, no
 * ancestor at opacity 0), usable (see `isUsable`), and, if asked, an `extra` element painted in
 * it. A message posted from the requestAnimationFrame callback of the first frame that shows each
 * runs once that frame's style, layout and paint are done: its time, less the click's, is the
 * measure. Usable holds only once the page answers input: when a long task (over 50 ms, the Long
 * Tasks API) runs within `answerQuietMs` after it, usable moves to that task's end, and so on.
 */
function installProbe({ answerQuietMs }) {
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
  });
  const isPainted = (element) => {
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    return (
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width > 0 &&
      rect.height > 0
    );
  };
  const nameOf = (element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const dialogOf = (target) =>
    target.selector
      ? [...document.querySelectorAll(target.selector)].find(isPainted)
      : [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find(
          (element) => nameOf(element).startsWith(target.name) && isPainted(element),
        );
  /**
   * Usable: its first control painted, enabled, able to take the focus (not inert, not taken out
   * of the tab order), neither it nor the dialog marked busy, and the dialog's content there. A
   * native input antd draws over (a radio button, at opacity 0) is painted as its label.
   */
  const isUsable = (dialog, target) => {
    const control = dialog.querySelector(target.control);
    return (
      isPainted(control?.closest('label') ?? control) &&
      !control.disabled &&
      control.tabIndex >= 0 &&
      control.closest('[inert], [aria-busy="true"]') === null &&
      (!target.loaded || dialog.querySelector(target.loaded) !== null)
    );
  };
  /** Calls `done` with the end of the last long task that follows `from` by less than answerQuietMs. */
  const whenAnswering = (from, done) => {
    let answeringFrom = from;
    const check = () => {
      const busyUntil = Math.max(
        answeringFrom,
        ...longTasks
          .filter(
            ({ startTime, duration }) =>
              startTime + duration > answeringFrom && startTime < answeringFrom + answerQuietMs,
          )
          .map(({ startTime, duration }) => startTime + duration),
      );
      if (busyUntil > answeringFrom) answeringFrom = busyUntil;
      else if (performance.now() >= answeringFrom + answerQuietMs) return done(answeringFrom);
      setTimeout(check, 50);
    };
    setTimeout(check, answerQuietMs);
  };

  let pending;
  addEventListener(
    'click',
    (event) => {
      if (!pending || pending.clickAt !== undefined) return;
      const current = pending;
      const wanted = current.target.extra ? ['shown', 'usable', 'extra'] : ['shown', 'usable'];
      current.clickAt = event.timeStamp;
      const times = {};
      const record = (milestone, at) => {
        times[milestone] = at - current.clickAt;
        if (wanted.every((name) => typeof times[name] === 'number')) current.done(times);
      };
      const afterPaint = (then) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => then(performance.now());
        channel.port2.postMessage(null);
      };
      const check = () => {
        const dialog = dialogOf(current.target);
        if (dialog && !('shown' in times)) {
          times.shown = null;
          afterPaint((at) => record('shown', at));
        }
        if (dialog && !('usable' in times) && isUsable(dialog, current.target)) {
          times.usable = null;
          afterPaint((at) => whenAnswering(at, (answeringAt) => record('usable', answeringAt)));
        }
        if (dialog && current.target.extra && !('extra' in times)) {
          if (isPainted(dialog.querySelector(current.target.extra))) {
            times.extra = null;
            afterPaint((at) => record('extra', at));
          }
        }
        if (wanted.some((name) => !(name in times))) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );

  window.__dialogBench = {
    /** Expects a click that opens `target`; resolves once the page is idle. */
    arm(target) {
      pending = { target, clickAt: undefined };
      pending.result = new Promise((resolve, reject) => {
        pending.done = resolve;
        const what = target.extra ? `shown, usable and ${target.extra}` : 'shown and usable';
        const name = target.name ?? target.selector;
        setTimeout(() => reject(new Error(`${name}: not ${what} within 30 s`)), 30_000);
      });
      pending.result.catch(() => undefined);
      return new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 }));
    },
    result: () => pending.result,
    /** No dialog of `target` is on screen: the last one has finished closing. */
    isClosed: (target) => dialogOf(target) === undefined,
  };
}

/** Clicks `locator` (a trusted input event); answers ms from the click to each milestone. */
async function timeClick(page, locator, target) {
  await locator.waitFor({ state: 'visible' });
  await page.evaluate((value) => window.__dialogBench.arm(value), target);
  await locator.click();
  const times = await page.evaluate(() => window.__dialogBench.result());
  return Object.fromEntries(Object.entries(times).map(([key, ms]) => [key, roundTo(ms, 1)]));
}

/**
 * Escape, from the dialog's first control, closes an antd Modal; the tooltip of the button that
 * opened it, if still open, takes the first Escape (it stands above the dialog in antd's stack).
 */
async function pressEscapeIn(page, { control }) {
  await page
    .locator(`.ant-modal-wrap:not([style*="display: none"]) ${control}`)
    .first()
    .press('Escape');
}

async function closeDialog(page, dialog) {
  const isClosed = () =>
    page
      .waitForFunction((target) => window.__dialogBench.isClosed(target), dialog.target, {
        timeout: 2_000,
      })
      .then(
        () => true,
        () => false,
      );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await (dialog.close ?? pressEscapeIn)(page, dialog.target);
    if (await isClosed()) return;
  }
  throw new Error(`${dialog.target.name ?? dialog.target.selector} did not close`);
}

/** Waits past the shell's idle work: no request but the session's watch for `settledQuietMs`. */
async function settle(page) {
  await page.waitForTimeout(shellIdleWorkMs);
  let lastActivity = Date.now();
  const onActivity = (request) => {
    if (!request.url().includes('/session/watch')) lastActivity = Date.now();
  };
  page.on('request', onActivity);
  page.on('requestfinished', onActivity);
  while (Date.now() - lastActivity < settledQuietMs) await page.waitForTimeout(100);
  page.off('request', onActivity);
  page.off('requestfinished', onActivity);
}

async function newSignedInPage(browser, origin) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await signInToFrame(page, origin);
  await page.evaluate(installProbe, { answerQuietMs });
  return { context, page };
}

/** Opens `dialog` by its click; answers the times. */
async function open(page, dialog) {
  await dialog.prepare?.(page);
  return timeClick(page, dialog.opener(page), dialog.target);
}

/**
 * One fresh context per dialog: its first opening in a page signed in anew (cold HTTP cache),
 * `early` as soon as the frame shows its controls, else once the frame settled; in a settled
 * page, then `warmOpenings` more after closing it. The first lock also times its lock page, from
 * the dialog's 立即锁屏 on, and the settled page the lock page again, the password set.
 */
async function measureDialog(browser, origin, name, { early }) {
  const dialog = dialogs[name];
  const { context, page } = await newSignedInPage(browser, origin);
  const samples = { first: undefined, warm: [], lockScreenFirst: undefined, lockScreenWarm: [] };
  try {
    if (!early) await settle(page);
    samples.first = await open(page, dialog);
    if (name === 'lockPassword') {
      await page.locator('[role="dialog"] input[type="password"]').fill(lockPassword);
      samples.lockScreenFirst = await timeClick(
        page,
        page.getByRole('button', { name: '立即锁屏' }),
        lockScreen.target,
      );
      await closeDialog(page, lockScreen);
      if (!early)
        for (let index = 0; index < warmOpenings; index += 1) {
          samples.lockScreenWarm.push(
            await timeClick(page, topBarButton(page, '锁屏'), lockScreen.target),
          );
          await closeDialog(page, lockScreen);
        }
      return samples;
    }
    await closeDialog(page, dialog);
    if (!early)
      for (let index = 0; index < warmOpenings; index += 1) {
        samples.warm.push(await open(page, dialog));
        await closeDialog(page, dialog);
      }
    return samples;
  } finally {
    await context.close();
  }
}

/**
 * A click on the empty middle of the top bar, which changes nothing, to the next frame's paint:
 * the frame's floor. The "dialog" is the top bar itself, on screen with its controls already.
 */
async function measureClickFloor(browser, origin) {
  const { context, page } = await newSignedInPage(browser, origin);
  await settle(page);
  const target = {
    selector: '.shell-frame__header',
    control: '[data-testid="menu-search-toggle"]',
  };
  const samples = [];
  const box = await page.locator(target.selector).boundingBox();
  for (let index = 0; index < rounds * (warmOpenings + 1); index += 1) {
    await page.evaluate((value) => window.__dialogBench.arm(value), target);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    samples.push((await page.evaluate(() => window.__dialogBench.result())).shown);
  }
  await context.close();
  return samples.map((ms) => roundTo(ms, 1));
}

/** The plain antd Modal's page: its first opening in a fresh context, then again, warm. */
async function measureFloor(browser, floorOrigin) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${floorOrigin}/dialog-floor/`);
  await page.evaluate(installProbe, { answerQuietMs });
  const opener = page.locator('#open');
  const samples = { first: await timeClick(page, opener, floorTarget), warm: [] };
  const floor = { target: floorTarget };
  await closeDialog(page, floor);
  for (let index = 0; index < warmOpenings; index += 1) {
    samples.warm.push(await timeClick(page, opener, floorTarget));
    await closeDialog(page, floor);
  }
  await context.close();
  return samples;
}

const floorSources = join(root, 'bench/dialog-floor');
const floorBuild = join(root, 'bench/.build/dialog-floor');

/** Builds the floor's page when missing or older than its sources. */
function buildFloorIfStale() {
  const modifiedAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
  const sourcesChangedAt = Math.max(
    ...readdirSync(floorSources).map((file) => modifiedAt(join(floorSources, file))),
  );
  if (modifiedAt(join(floorBuild, 'index.html')) > sourcesChangedAt) return;
  execSync('npx vite build --config bench/dialog-floor/vite.config.mjs', {
    cwd: root,
    stdio: 'inherit',
  });
}

function summarize(values) {
  const sorted = values.filter((value) => value !== undefined).sort((left, right) => left - right);
  const at = (quantile) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    p50Ms: roundTo(at(0.5), 1),
    p95Ms: roundTo(at(0.95), 1),
    maxMs: roundTo(sorted.at(-1) ?? 0, 1),
  };
}

/** p50/p95 of each milestone of `samples`, the budget judged on shown and usable. */
function describe(samples) {
  const shown = summarize(samples.map((sample) => sample.shown));
  const usable = summarize(samples.map((sample) => sample.usable));
  const extra = samples.some((sample) => sample.extra !== undefined)
    ? summarize(samples.map((sample) => sample.extra))
    : undefined;
  return {
    shown,
    usable,
    ...(extra && { extra }),
    withinBudget: shown.p95Ms <= budgets.shownP95Ms && usable.p95Ms <= budgets.usableP95Ms,
    samples,
  };
}

buildFloorIfStale();
const portal = await startPortal(port);
const floorServer = await serveStatic(floorBuild, '/dialog-floor/');
const browser = await launchChromium();
try {
  const names = Object.keys(dialogs);
  const collected = Object.fromEntries(
    [...names, 'lockScreen'].map((name) => [name, { early: [], fresh: [], warm: [] }]),
  );
  const floor = { fresh: [], warm: [] };
  // Interleaved rounds: a burst of the machine's other work falls on every dialog alike.
  const { loadAverage } = await withLoadAverage(async () => {
    for (let round = 0; round < rounds; round += 1) {
      for (const name of names) {
        for (const early of [true, false]) {
          const samples = await measureDialog(browser, portal.origin, name, { early });
          const into = collected[name];
          if (name === 'lockPassword') {
            collected.lockScreen[early ? 'early' : 'fresh'].push(samples.lockScreenFirst);
            collected.lockScreen.warm.push(...samples.lockScreenWarm);
          }
          into[early ? 'early' : 'fresh'].push(samples.first);
          into.warm.push(...samples.warm);
        }
      }
      const floorRound = await measureFloor(browser, floorServer.origin);
      floor.fresh.push(floorRound.first);
      floor.warm.push(...floorRound.warm);
    }
  });
  const clickFloor = await measureClickFloor(browser, portal.origin);

  const results = Object.fromEntries(
    Object.entries(collected).map(([name, { early, fresh, warm }]) => [
      name,
      {
        early: describe(early),
        fresh: describe(fresh),
        // The first lock's dialog is asked once, before the password is set.
        ...(warm.length > 0 && { warm: describe(warm) }),
      },
    ]),
  );
  const conditions = Object.values(results).flatMap((result) =>
    [result.early, result.fresh, result.warm].filter(Boolean),
  );
  const result = {
    measure: 'dialogs-click-to-paint-ms',
    description:
      "Milliseconds from the click that opens each dialog of the frame's top bar and user menu to the first frame that paints it (shown, budget p95 <= 100 ms) and to the first frame where it can be used (usable, budget p95 <= 500 ms); beside a plain antd Modal on a page of its own and a click on the frame that changes nothing, in the same run",
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    method:
      "Playwright clicks (trusted input events) in Debian's Chromium, headless, 1440x900, against the real server on loopback, with antd's motion (no reduced motion). In the page: the click's event.timeStamp (capture-phase listener) to a MessageChannel message posted from the requestAnimationFrame callback of the first frame whose DOM shows the milestone; that message runs once the frame's style, layout and paint are done. Shown: a box of the dialog (role dialog with the dialog's accessible name, its loading placeholder included; the lock page by its class) visible with a size, no ancestor at opacity 0. Usable: the dialog's first control (the search box, the log's close button, the comment box, the lock password, the first firm, the confirm button, the unlock box) visible, enabled, able to take the focus (tabIndex >= 0, not inert), neither it nor an ancestor aria-busy, and the dialog's content present (the log's table, both firms, the user's feedback list answered); and from then on the page answers input: when a long task (over 50 ms, the Long Tasks API) starts within " +
      answerQuietMs +
      ' ms, usable moves to its end, and again, until ' +
      answerQuietMs +
      " ms pass with none. Feedback's extra: its screenshot painted, which the dialog takes once it is on screen; reported, not judged.",
    conditions: {
      early:
        'First opening in a fresh context (cold HTTP cache), signed in anew, clicked as soon as the frame shows its controls: what the shell loads when idle, a few seconds after the frame, is not there yet',
      fresh: `First opening in a fresh context, signed in anew, once the frame settled (${shellIdleWorkMs / 1000} s, then no request for ${settledQuietMs} ms but the session's watch)`,
      warm: `The same page, the dialog closed and opened again ${warmOpenings} times`,
    },
    rounds,
    // The machine's other work while the dialogs were measured: a run whose load stayed high says so.
    loadAverage,
    budgets,
    dialogs: results,
    lockScreenNote:
      "lockScreen: the lock page; early and fresh from the press of 立即锁屏 in the first lock's dialog (lockPassword), warm from the top bar's 锁屏 with the password set; closed by unlocking",
    floor: {
      description:
        'A plain antd Modal (title, one text box, OK and Cancel) opened by a button on a Vite + React page of its own (bench/dialog-floor), its code loaded with the page: first opening in a fresh context, then warm; usable: its text box',
      fresh: describe(floor.fresh),
      warm: describe(floor.warm),
    },
    clickFloor: {
      description:
        'A click on the empty top bar of a settled frame, which changes nothing, to the paint of the next frame',
      ...summarize(clickFloor),
      samples: clickFloor,
    },
    withinBudget: conditions.every((condition) => condition.withinBudget),
  };
  writeResult('dialogs.json', result);
  const line = ({ shown, usable }) => `shown p95 ${shown.p95Ms}, usable p95 ${usable.p95Ms}`;
  for (const [name, { early, fresh, warm }] of Object.entries(results))
    console.log(
      `dialog ${name}: early ${line(early)}; fresh ${line(fresh)}${warm ? `; warm ${line(warm)}` : ''} ms`,
    );
  console.log(
    `dialog floor (plain antd Modal): fresh ${line(result.floor.fresh)}; warm ${line(result.floor.warm)} ms; click floor p95 ${result.clickFloor.p95Ms} ms`,
  );
  console.log(
    `dialogs: budget shown p95 <= ${budgets.shownP95Ms} ms, usable p95 <= ${budgets.usableP95Ms} ms in every condition: ${verdict(result.withinBudget)} (load average ${loadAverage.least}-${loadAverage.most})`,
  );
} finally {
  await browser.close();
  await portal.close();
  await floorServer.close();
}

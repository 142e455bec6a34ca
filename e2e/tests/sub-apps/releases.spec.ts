import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildToolchainApps, toolchainAppPrefixes } from '../../fixtures/toolchain-apps/build.mjs';
import { apiAs, requestToken } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test, type DemoUser } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { changeRegistry } from '../../support/registry';
import { serverOfTheseTests, type StandaloneServer } from '../../support/standalone-server';
import { openInShell, subApp, switchFirm } from './sub-app-page';

// Servers of their own: the registry entry moves to the team's origin and the rollout changes.
const port = e2eServer.port + 99;
const canaryPort = e2eServer.port + 45;

/** A team's app built by its own toolchain (webpack), released twice from one build. */
const fixture = 'vue2-webpack-hash';
const prefix = toolchainAppPrefixes[fixture];
const appName = 'sub-other';
const home = '/other/index';
const titles = { '1.0.0': 'Vue 2 + webpack home', '2.0.0': 'Vue 2 + webpack home, release 2' };
const firms = { factoring: '示范商业保理有限公司', microloans: '示范小额贷款有限公司' };

const portalRelease = fileURLToPath(
  new URL('../../../packages/subapp-sdk/bin/portal-release.mjs', import.meta.url),
);

/**
 * The build as its team deploys one release: in a folder of its own, at `<prefix><version>/`,
 * every address of the build there, its home page saying which release it is.
 */
async function releaseFolder(root: string, dist: string, version: keyof typeof titles) {
  const folder = join(root, version);
  await cp(dist, folder, { recursive: true });
  for (const name of await readdir(folder, { recursive: true })) {
    if (!/\.(html|js|css)$/.test(name)) continue;
    const path = join(folder, name);
    const text = await readFile(path, 'utf8');
    await writeFile(
      path,
      text.replaceAll(prefix, `${prefix}${version}/`).replaceAll(titles['1.0.0'], titles[version]),
    );
  }
  return folder;
}

/**
 * Both releases' folders, served from the team's own origin, which the app's registry entry is
 * moved to (as a security administrator's approval leaves it), for the tests of the describe
 * block this is called in: `current()` is where they are.
 */
function releasesOfTheseTests(server: { current: () => StandaloneServer }) {
  let foreign: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;
  let root = '';

  test.beforeAll(async () => {
    // A first build installs from npm; later runs reuse the cached build of the same lockfile.
    test.setTimeout(600_000);
    const dists = await buildToolchainApps({ only: [fixture] });
    root = await mkdtemp(join(tmpdir(), 'portal-releases-'));
    const { origin, databaseFile } = server.current();
    const served = { corsFor: origin, isSinglePage: true };
    foreign = await serveForeignOrigin(0, {
      [`${prefix}1.0.0/`]: {
        folder: await releaseFolder(root, dists[fixture], '1.0.0'),
        ...served,
      },
      [`${prefix}2.0.0/`]: {
        folder: await releaseFolder(root, dists[fixture], '2.0.0'),
        ...served,
      },
    });
    changeRegistry(databaseFile, { [appName]: { url: `${foreign.origin}${prefix}1.0.0/` } });
  });

  test.afterAll(async () => {
    await foreign?.close();
    await rm(root, { recursive: true, force: true });
  });

  return { current: () => ({ root, teamOrigin: foreign?.origin ?? '' }) };
}

/** Publishes both releases with the SDK's command, as the team's CI would, with its token. */
function publishBoth(
  { root, teamOrigin }: { root: string; teamOrigin: string },
  origin: string,
  token: string,
) {
  for (const version of ['1.0.0', '2.0.0']) {
    const published = spawnSync(
      process.execPath,
      [
        portalRelease,
        'publish',
        join(root, version),
        '--portal',
        origin,
        '--app',
        appName,
        '--version',
        version,
        '--url',
        `${teamOrigin}${prefix}${version}/`,
      ],
      { encoding: 'utf8', env: { ...process.env, PORTAL_TEAM_TOKEN: token } },
    );
    expect(published.stderr).toBe('');
    expect(published.stdout).toContain(`published ${appName} ${version}`);
  }
}

test.describe('sub-app releases, by firm, with one-click rollback', () => {
  const server = serverOfTheseTests(port);
  const releases = releasesOfTheseTests(server);

  test('release 2 goes to firm 1001 alone, and one rollback puts every firm back without a reload', async ({
    page,
    browser,
    playwright,
  }) => {
    const { origin } = server.current();
    // A team token for the app, issued by a system administrator; the team publishes both
    // releases with the SDK's command, as its CI would.
    const request = await playwright.request.newContext({ baseURL: origin });
    const admin = await apiAs(request, demoUsers.sysadmin);
    const { token } = await admin.post<{ token: string }>('/platform/releases/tokens/issue', {
      app: appName,
      name: 'ci-main',
    });
    publishBoth(releases.current(), origin, token);
    await admin.post('/platform/releases/rollout', {
      app: appName,
      firmId: null,
      version: '1.0.0',
    });

    // On the registry page, the administrator sends release 2 to firm 1001 alone.
    const administration = await browser.newContext();
    const adminPage = await administration.newPage();
    await signIn(adminPage, demoUsers.sysadmin, { origin });
    await adminPage.goto(`${origin}/main/platform/registry`);
    await adminPage.getByRole('button', { name: 'other 的发布版本' }).click();
    const drawer = adminPage.getByRole('dialog', { name: `${appName} 的发布版本` });
    await expect(drawer.getByTestId('release-default')).toHaveText('1.0.0');
    await expect(drawer.getByTestId('release-list').locator('tbody tr')).toHaveCount(2);
    const form = drawer.getByRole('form', { name: '设置运行版本' });
    await form.getByRole('combobox', { name: '适用于' }).click();
    await adminPage.getByTitle(firms.factoring, { exact: true }).click();
    await form.getByRole('combobox', { name: '版本' }).click();
    await adminPage.getByTitle('2.0.0', { exact: true }).click();
    await form.getByRole('button', { name: '应用' }).click();
    await expect(drawer.getByTestId('release-firm')).toHaveText(
      new RegExp(`${firms.factoring}.*2\\.0\\.0`),
    );

    // zhangsan works in 1001: release 2. After a firm switch in the same session, 1002: release 1.
    await signIn(page, demoUsers.zhangsan, { origin });
    await page.goto(`${origin}/main${home}`);
    const title = subApp(page, appName).getByTestId('fx-title');
    await expect(title).toHaveText(titles['2.0.0']);
    await switchFirm(page, firms.microloans);
    await openInShell(page, home);
    await expect(title).toHaveText(titles['1.0.0']);
    await switchFirm(page, firms.factoring);
    await openInShell(page, home);
    await expect(title).toHaveText(titles['2.0.0']);

    // 回滚, confirmed: every firm and the default back on release 1.
    await page.evaluate(() => Object.assign(window, { isSamePage: true }));
    await drawer.getByRole('button', { name: '回滚' }).click();
    const confirm = adminPage.getByRole('tooltip');
    await expect(confirm).toContainText('所有机构和默认都将运行 1.0.0（当前最新为 2.0.0）');
    await confirm.getByRole('button', { name: '回滚' }).click();
    await expect(drawer.getByTestId('release-firm')).toHaveCount(0);
    await expect(drawer.getByTestId('release-default')).toHaveText('1.0.0');
    await administration.close();

    // The open shell takes it at a navigation: an answer says the data version moved, or, with
    // every page answered from its cache, the navigation asks for it once five seconds passed.
    await expect(async () => {
      await openInShell(page, '/wel/index');
      await openInShell(page, home);
      await expect(title).toHaveText(titles['1.0.0'], { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await switchFirm(page, firms.microloans);
    await openInShell(page, home);
    await expect(title).toHaveText(titles['1.0.0']);
    // No reload on the way: the page is the one the test marked.
    expect(await page.evaluate(() => 'isSamePage' in window)).toBe(true);
  });
});

/** Where a user falls among the app's users, 0 to 99, as the server puts them (canary-share.ts). */
const bucketOf = (userId: number) =>
  createHash('sha256').update(`${appName}\n${userId}`).digest().readUInt32BE(0) % 100;

test.describe('a canary by share of users, compared side by side in operations', () => {
  const server = serverOfTheseTests(canaryPort);
  const releases = releasesOfTheseTests(server);

  test('two users on either side of the share run different releases, and operations compares them', async ({
    page,
    browser,
    playwright,
  }) => {
    const { origin } = server.current();
    const request = await playwright.request.newContext({ baseURL: origin });
    const admin = await apiAs(request, demoUsers.sysadmin);
    const { token } = await admin.post<{ token: string }>('/platform/releases/tokens/issue', {
      app: appName,
      name: 'ci-main',
    });
    publishBoth(releases.current(), origin, token);
    await admin.post('/platform/releases/rollout', {
      app: appName,
      firmId: null,
      version: '1.0.0',
    });
    // A share between the two users' places: the one below it runs the canary, the other not.
    const placed = await Promise.all(
      [demoUsers.zhangsan, demoUsers.lisi].map(async (user: DemoUser) => ({
        user,
        bucket: bucketOf((await requestToken(request, user)).user_id),
      })),
    );
    const [inside, outside] = placed.sort((a, b) => a.bucket - b.bucket);
    if (!inside || !outside || inside.bucket === outside.bucket) throw new Error('one place');
    const share = outside.bucket;

    // On the registry page, the administrator sends release 2 to that share of the users.
    const administration = await browser.newContext();
    const adminPage = await administration.newPage();
    await signIn(adminPage, demoUsers.sysadmin, { origin });
    await adminPage.goto(`${origin}/main/platform/registry`);
    await adminPage.getByRole('button', { name: 'other 的发布版本' }).click();
    const drawer = adminPage.getByRole('dialog', { name: `${appName} 的发布版本` });
    await expect(drawer.getByTestId('release-default')).toHaveText('1.0.0');
    const form = drawer.getByRole('form', { name: '设置运行版本' });
    await form.getByRole('combobox', { name: '适用于' }).click();
    await adminPage.getByTitle('按用户比例（灰度）', { exact: true }).click();
    await form.getByRole('combobox', { name: '版本' }).click();
    await adminPage.getByTitle('2.0.0', { exact: true }).click();
    await form.getByRole('spinbutton', { name: '用户比例' }).fill(String(share));
    await form.getByRole('button', { name: '应用' }).click();
    await expect(drawer.getByTestId('release-canary')).toHaveText(
      new RegExp(`2\\.0\\.0.*${share}% 的用户`),
    );
    // Rolling back would end the canary too: the confirmation says so before anything changes.
    await drawer.getByRole('button', { name: '回滚', exact: true }).click();
    const confirmation = adminPage.getByRole('tooltip');
    await expect(confirmation).toContainText(
      `正在进行的灰度（${share}% 的用户运行 2.0.0）也将结束。`,
    );
    await confirmation.getByRole('button', { name: '取消' }).click();
    await expect(confirmation).toBeHidden();

    // Each user, in a browser of their own, runs their side's release.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    for (const [user, shell, title] of [
      [inside.user, page, titles['2.0.0']],
      [outside.user, otherPage, titles['1.0.0']],
    ] as const) {
      await signIn(shell, user, { origin });
      await shell.goto(`${origin}/main${home}`);
      await expect(subApp(shell, appName).getByTestId('fx-title')).toHaveText(title);
    }

    // The operations view puts the two releases side by side, from what each shell reported of
    // the release it ran (a batch leaves five seconds after its first report).
    await adminPage.goto(`${origin}/main/platform/operations`);
    const compared = adminPage.getByTestId('release-comparison');
    await expect(compared).toContainText(`灰度 ${share}% 用户`, { timeout: 30_000 });
    await expect(compared.getByRole('columnheader')).toHaveText([
      '指标',
      '较新版本 2.0.0',
      '默认 1.0.0',
    ]);
    await expect(compared.getByRole('row', { name: /^用户数/ })).toHaveText(/用户数\s*1\s*1/, {
      timeout: 30_000,
    });
    await expect(compared.getByRole('row', { name: /^加载次数/ })).toHaveText(/加载次数\s*1\s*1/);
    await expect(compared.getByRole('row', { name: /^失败加载/ })).toContainText('0（0.0%）');
    await administration.close();
    await otherContext.close();
  });
});

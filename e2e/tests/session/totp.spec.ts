import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { confirmItsYou } from '../../support/confirm-identity';
import { e2eServer } from '../../support/environment';
import {
  demoPassword,
  demoUsers,
  expect,
  fillSignInForm,
  signOutThroughMenu,
  test,
} from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of its own: a user with an authenticator app is asked for a code after the password,
// which the shared server's other specs must not meet.
const port = e2eServer.port + 72;

/** The time step (30 s) a code is of, now. */
const currentStep = () => Math.floor(Date.now() / 30_000);

/** What the user's app shows now (or showed at a step), for the key read from the page. */
const codeNow = (secret: string, step = currentStep()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });

/**
 * The server accepts each time step's code once, and the codes of the steps either side of its
 * own: the step after `usedStep`, unless that is more than a step behind the clock, is accepted
 * at once, without waiting for the app to show it.
 */
function nextStepAfter(usedStep: number) {
  const step = Math.max(usedStep + 1, currentStep() - 1);
  expect(step).toBeLessThanOrEqual(currentStep() + 1);
  return step;
}

/**
 * Sets the app up in personal settings as a person would: "confirm it's you" (the password), the
 * key read from the page (as typed by hand into an app), a first code, then the recovery codes,
 * stored. Answers the key, the codes and the step of the code used.
 */
async function setUpApp(
  page: Page,
  origin: string,
  labels: { language: 'zh-CN' | 'en'; verify: RegExp },
) {
  await page.goto(`${origin}/main/info/index`);
  await page.getByTestId('totp-set-up').click();
  await confirmItsYou(page, demoPassword, { language: labels.language });
  const dialog = page.getByTestId('totp-setup-dialog');
  const shown = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  const secret = shown.replace(/[^A-Z2-7]/g, '');
  expect(secret).toHaveLength(32);
  await expect(dialog.locator('canvas')).toBeVisible();
  const step = currentStep();
  await dialog.getByTestId('totp-code').fill(codeNow(secret, step));
  await page.getByRole('button', { name: labels.verify }).click();
  const list = page.getByTestId('totp-recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByTestId('totp-codes-done').click();
  await expect(page.getByTestId('totp-codes-dialog')).toBeHidden();
  return { secret, recoveryCodes, step };
}

/** A portal id_token minted by the project's own script, as the group portal would sign one. */
function mintIdToken(username: string): string {
  const output = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'apps/server/scripts/mint-id-token.ts', username, '300'],
    { cwd: new URL('../../..', import.meta.url).pathname, encoding: 'utf8' },
  );
  const [idToken] = output.trim().split('\n');
  if (!idToken) throw new Error(`mint-id-token printed nothing: ${output}`);
  return idToken;
}

test.describe('authenticator app (TOTP)', () => {
  const server = serverOfTheseTests(port);

  test('a user sets up the app, then signs in with password and code, then with a recovery code', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { origin } = server.current();
    const user = demoUsers.zhoujiu;
    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    const { secret, recoveryCodes, step } = await setUpApp(page, origin, {
      language: 'zh-CN',
      verify: /^验\s?证$/,
    });
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    await expect(page.getByTestId('totp-codes-left')).toHaveText('剩余恢复码：10 个');

    // The password, then the code of the app (a new one: the one that confirmed is used).
    await signOutThroughMenu(page);
    await fillSignInForm(page, user.username, user.password);
    const secondStep = page.getByTestId('login-second-factor');
    await expect(secondStep).toContainText('请输入身份验证器应用中显示的 6 位验证码');
    const signInStep = nextStepAfter(step);
    await secondStep.getByLabel('验证码').fill(codeNow(secret, signInStep));
    await secondStep.getByRole('button', { name: '验证并登录' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText(user.displayName);

    // The same code again is refused in the user's language: a code is accepted once.
    await signOutThroughMenu(page);
    await fillSignInForm(page, user.username, user.password);
    await secondStep.getByLabel('验证码').fill(codeNow(secret, signInStep));
    await secondStep.getByRole('button', { name: '验证并登录' }).click();
    await expect(secondStep.getByRole('alert')).toHaveText(
      '验证码错误或已使用，请输入身份验证器应用中的新验证码',
    );

    // A recovery code instead; the user learns how many are left.
    await secondStep.getByRole('button', { name: '无法使用身份验证器？使用恢复码' }).click();
    await secondStep.getByLabel('恢复码').fill(recoveryCodes[0] ?? '');
    await secondStep.getByRole('button', { name: '验证并登录' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByText(/您已使用一个恢复码登录，剩余 9 个/)).toBeVisible();

    // That recovery code is spent.
    await signOutThroughMenu(page);
    await fillSignInForm(page, user.username, user.password);
    await secondStep.getByRole('button', { name: '无法使用身份验证器？使用恢复码' }).click();
    await secondStep.getByLabel('恢复码').fill(recoveryCodes[0] ?? '');
    await secondStep.getByRole('button', { name: '验证并登录' }).click();
    await expect(secondStep.getByRole('alert')).toHaveText('恢复码错误或已使用');
  });

  test('in English: set up, then a password asks for the code', async ({ page }) => {
    test.setTimeout(120_000);
    const { origin } = server.current();
    const user = demoUsers.qianqi;
    await page.goto(`${origin}/main/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    const { secret, step } = await setUpApp(page, origin, {
      language: 'en',
      verify: /^Verify$/,
    });
    await expect(page.getByTestId('totp-codes-left')).toHaveText('Recovery codes left: 10');

    await page.evaluate(() => window.localStorage.clear());
    await page.context().clearCookies();
    await page.goto(`${origin}/main/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const secondStep = page.getByTestId('login-second-factor');
    await expect(secondStep).toContainText('Enter the 6-digit code your authenticator app shows');
    // A wrong code is refused in English, and the step stays.
    const wrongCode = codeNow(secret) === '000000' ? '111111' : '000000';
    await secondStep.getByLabel('Code').fill(wrongCode);
    await secondStep.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(secondStep.getByRole('alert')).toHaveText(
      'The code is wrong or was used already; enter a new code from your authenticator app',
    );
    const signInStep = nextStepAfter(step);
    await secondStep.getByLabel('Code').fill(codeNow(secret, signInStep));
    await secondStep.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test("a portal id_token of a user with the app asks for the code, on the portal's sign-in link", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { origin } = server.current();
    const user = demoUsers.lisi;
    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    const { secret, step } = await setUpApp(page, origin, {
      language: 'zh-CN',
      verify: /^验\s?证$/,
    });

    await signOutThroughMenu(page);
    await page.goto(`${origin}/main/login?id_token=${mintIdToken(user.username)}`);
    const secondStep = page.getByTestId('login-second-factor');
    await expect(secondStep).toContainText('请输入身份验证器应用中显示的 6 位验证码');
    const signInStep = nextStepAfter(step);
    await secondStep.getByLabel('验证码').fill(codeNow(secret, signInStep));
    await secondStep.getByRole('button', { name: '验证并登录' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText(user.displayName);
  });
});

import type { Locator, Page } from '@playwright/test';
import { confirmItsYou } from '../../support/confirm-identity';
import { e2eServer } from '../../support/environment';
import {
  demoPassword,
  demoUsers,
  expect,
  fillSignInForm,
  signIn,
  signOutThroughMenu,
  test,
} from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of its own under the MLPS profile (docs/security.md, "Passwords"): passwords change
// and an account is locked, which the shared server's other specs must not meet. Passkeys are
// optional here rather than required, as MLPS would have them: the subject is the password.
const port = e2eServer.port + 71;

/** Writes `text` into a field as a paste from the clipboard, as a password manager's user does. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.clear();
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(text);
}

test.describe('the MLPS password policy', () => {
  const server = serverOfTheseTests(port, {
    PASSWORD_POLICY: 'mlps',
    SECOND_FACTOR_POLICY: 'optional',
  });

  test('a user’s new password is refused when weak or one of their last 5, and taken when good', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { origin } = server.current();
    const user = demoUsers.zhaoliu;
    await signIn(page, user, { origin });
    await page.goto(`${origin}/main/info/index`);

    const form = page.locator('#edit-password');
    const fresh = form.getByLabel('新密码', { exact: true });
    const confirmation = form.getByLabel('确认新密码');
    const error = form.getByTestId('settings-password-error');
    await expect(form).toContainText(
      '8–64 个字符，至少包含大写字母、小写字母、数字、符号中的 3 类；不能是常见的泄露密码，不能包含用户名，也不能与最近 5 次使用过的密码相同。',
    );
    async function change(to: string) {
      await fresh.fill(to);
      await confirmation.fill(to);
      await form.getByRole('button', { name: '确认修改' }).click();
    }

    // The first change asks the user to confirm it is them; that serves five minutes.
    await change('Qm7#vTz');
    await confirmItsYou(page, demoPassword);
    await expect(error).toHaveText('新密码长度须为 8–64 个字符');
    await change('quartz-lantern-meadow');
    await expect(error).toHaveText('新密码须包含大写字母、小写字母、数字、符号中的至少 3 类');

    // A good one, pasted into both fields.
    const good = 'Qm7#vTz2pLw';
    await paste(page, fresh, good);
    await paste(page, confirmation, good);
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(fresh).toHaveValue('');
    await expect(error).toHaveCount(0);

    // The password of before is one of the last 5.
    await change(demoPassword);
    await expect(error).toHaveText('新密码不能与最近 5 次使用过的密码相同');

    // Signed out, the old password no longer signs in; the new one does.
    await fresh.clear();
    await confirmation.clear();
    await signOutThroughMenu(page);
    await fillSignInForm(page, user.username, demoPassword);
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/login$/);
    await page.getByLabel('密码').clear();
    await paste(page, page.getByLabel('密码'), good);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test('after 5 failed sign-ins the account is locked for 30 minutes, its password right or not', async ({
    page,
  }) => {
    const { origin } = server.current();
    const user = demoUsers.qianqi;
    await page.goto(`${origin}/main/login`);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/oauth/token'),
      );
      await fillSignInForm(page, user.username, `Wrong#Guess${attempt}`);
      expect((await answer).status()).toBe(401);
      await expect(page.getByText('用户名或密码错误')).toBeVisible();
    }
    await fillSignInForm(page, user.username, user.password);
    await expect(page.getByText('登录失败次数过多，请 30 分钟后再试')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/login$/);
  });

  test('in English: the policy, a weak password refused, and the lock-out', async ({ page }) => {
    const { origin } = server.current();
    const user = demoUsers.lisi;
    await page.goto(`${origin}/main/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await page.goto(`${origin}/main/info/index`);
    const form = page.locator('#edit-password');
    await expect(form).toContainText(
      '8–64 characters, mixing at least 3 of upper-case letters, lower-case letters, digits and symbols; not a commonly breached password, not containing your username, and none of your last 5.',
    );
    await form.getByLabel('New password', { exact: true }).fill('quartz-lantern-meadow');
    await form.getByLabel('Confirm new password').fill('quartz-lantern-meadow');
    await form.getByRole('button', { name: 'Change password' }).click();
    await confirmItsYou(page, user.password, { language: 'en' });
    await expect(form.getByTestId('settings-password-error')).toHaveText(
      'The new password must mix at least 3 of upper-case letters, lower-case letters, digits and symbols',
    );

    // qianqi, locked by the test before.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${origin}/main/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(demoUsers.qianqi.username);
    await page.getByLabel('Password').fill(demoUsers.qianqi.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Too many failed sign-ins; try again in 30 minutes')).toBeVisible();
  });
});

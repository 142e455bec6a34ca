import { demoUsers, expect, test } from '../../support/fixtures';
import { desktopChromiumLaunchOptions } from '../../support/environment';

// Ctrl-click opening a link in a new tab is the desktop browser's: Debian's headless shell of
// Chromium 150 opens an empty page instead (support/environment.ts).
test.use({ launchOptions: desktopChromiumLaunchOptions });

test.describe('the side menu’s links', () => {
  test('an entry is a link: Ctrl-click opens its page in a new browser tab, this one stays', async ({
    page,
    context,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '客户管理' }).click();
    const entry = menu.getByRole('link', { name: '客户列表' });
    await expect(entry).toHaveAttribute('href', '/main/newcrm/customer/list');

    const opened = context.waitForEvent('page');
    await entry.click({ modifiers: ['ControlOrMeta'] });
    const other = await opened;
    await expect(other).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(other.getByRole('tab', { name: '客户列表' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByRole('tab', { name: '客户列表' })).toHaveCount(0);
  });
});

import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';
import { expectExampleShown, openInShell, tabStrip } from '../sub-apps/sub-app-page';

test.describe('printing', () => {
  test('prints the page on screen alone and whole, a sub-application too', async ({
    page,
    signedInAs,
  }) => {
    // A screen shorter than the workbench: on screen it scrolls inside its pane.
    await page.setViewportSize({ width: 1280, height: 420 });
    await signedInAs(demoUsers.zhangsan);
    await homePageSettled(page);
    const pane = page.getByTestId('tab-page').filter({ visible: true });
    const isCut = () => pane.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(await isCut()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(tabStrip(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: '本周日程' })).toBeVisible();
    expect(await isCut()).toBe(false);

    await page.emulateMedia({ media: 'screen' });
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(crm.getByTestId('subapp-root')).toBeVisible();
    // In the flow of the page, from its top: not a layer over a hidden frame.
    expect(await crm.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(40);
  });
});

import type { MenuNode } from '@portal/contract';
import type { Locator, Page } from '@playwright/test';
import { apiAs } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { registryEntry } from '../../support/registry';
import { serverOfTheseTests } from '../../support/standalone-server';
import { activeTab, expectExampleShown, openInShell, tabStrip } from '../sub-apps/sub-app-page';

// No assertion here rests on how wide a text renders in the fonts installed: a label is made far
// wider than its room, or as wide as a test wants it through its letter spacing, and "cut" is
// measured to the fraction of a pixel (scrollWidth and clientWidth are whole pixels).

async function switchToEnglish(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: 'English', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** How much wider the text in `box` is than `box` itself (cut when above 0), in pixels. */
function overflowOf(box: Locator): Promise<number> {
  return box.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return text.getBoundingClientRect().width - element.getBoundingClientRect().width;
  });
}

/**
 * Gives `label` the letter spacing that makes its text `width` pixels wide, whatever the font:
 * the label of a font a little wider or narrower than this machine's. Answers the width reached.
 */
function setTextWidth(label: Locator, width: number): Promise<number> {
  return label.evaluate((element, target) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    const measure = () => text.getBoundingClientRect().width;
    let spacing = 0;
    element.style.letterSpacing = '0px';
    for (let step = 0; step < 4; step += 1) {
      spacing += (target - measure()) / (element.textContent ?? ' ').length;
      element.style.letterSpacing = `${spacing}px`;
    }
    return measure();
  }, width);
}

/** The element's box lies across the viewport's width and inside `container`'s. */
async function expectInView(page: Page, element: Locator, container: Locator) {
  const box = await element.boundingBox();
  const shown = await container.boundingBox();
  const viewport = page.viewportSize();
  expect(box && shown && viewport).toBeTruthy();
  if (!box || !shown || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(Math.max(0, shown.x) - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(
    Math.min(viewport.width, shown.x + shown.width) + 0.5,
  );
}

/** A section of 25 reports whose names differ only after their first eight characters. */
function additionalReports(): MenuNode {
  const regions = ['华东区', '华南区', '华北区', '西南区', '西北区'];
  const entry = (number: number): MenuNode => ({
    id: 990_100 + number,
    label: `附加业务报表第${number}号：${regions[number % 5]}应收账款明细`,
    labelEn: `Additional business report ${number}: receivables`,
    path: `/report/additional-${number}`,
    icon: 'file',
    href: '',
    query: {},
    meta: { keepAlive: true, isTab: true, isAuth: true },
    subRoute: 'other',
    cached: false,
    isSuperUrl: false,
    name: `additional-report-${number}`,
    childs: [],
  });
  return {
    ...entry(0),
    id: 990_100,
    label: '附加业务报表',
    labelEn: 'Additional reports',
    path: '',
    icon: 'folder',
    subRoute: '',
    name: 'additional-reports',
    childs: Array.from({ length: 25 }, (_, index) => entry(index + 1)),
  };
}

test.describe('labels too long for their place', () => {
  test('a tab title an app made long is cut, and shows whole on hover and on focus; a short one has no title', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');
    const longTitle =
      '客户 上海某某国际贸易有限公司（华东区域总部）2026 年度综合授信额度调整申请第 3 次补充材料';

    await crm.getByTestId('subapp-title-input').fill(longTitle);
    await crm.getByTestId('subapp-set-title').click();
    const tab = activeTab(page);
    await expect(tab).toHaveText(longTitle);
    expect(await overflowOf(tab.locator('.tab-strip__title'))).toBeGreaterThan(0);

    await tab.hover();
    await expect(tab).toHaveAttribute('title', longTitle);
    const home = tabStrip(page).getByRole('tab', { name: '首页' });
    await home.hover();
    await expect(home).not.toHaveAttribute('title');

    // The keyboard reaches the strip on the active tab, which shows its title as well.
    await page.mouse.move(0, 0);
    await tab.evaluate((element) => element.removeAttribute('title'));
    await tab.focus();
    await expect(tab).toHaveAttribute('title', longTitle);
  });

  test('a tab title is as tall as its text: the box cutting its end does not cut the bottom of its characters', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const title = tabStrip(page).getByRole('tab', { name: '首页' }).locator('.tab-strip__title');
    await expect(title).toHaveText('首页');

    const heights = await title.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      return { text: text.getBoundingClientRect().height, box: element.clientHeight };
    });
    expect(heights.text).toBeLessThanOrEqual(heights.box + 0.5);
  });

  test('an English label a fraction of a pixel wider than its room shows whole, and one cut by a fraction shows whole on hover', async ({
    page,
    signedInAs,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAs(demoUsers.zhangsan);
    await switchToEnglish(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Credit', exact: true }).click();
    const entry = menu.getByRole('menuitem', { name: 'Credit applications' });
    const label = entry.getByText('Credit applications', { exact: true });
    const box = entry.locator('.ant-menu-title-content');
    await expect(label).toBeVisible();

    // The room the entry has for its label: from where the label starts to the entry's padding.
    const room = await entry.evaluate((item) => {
      const start = item.querySelector('.ant-menu-title-content')?.getBoundingClientRect().left;
      const end =
        item.getBoundingClientRect().right - parseFloat(getComputedStyle(item).paddingRight);
      return end - (start ?? end);
    });
    expect(await setTextWidth(label, room + 0.5)).toBeCloseTo(room + 0.5, 1);
    expect(await overflowOf(box)).toBeLessThanOrEqual(0);

    // Cut, however little, it shows whole under the pointer.
    const boxWidth = await box.evaluate((element) => element.getBoundingClientRect().width);
    expect(await setTextWidth(label, boxWidth + 0.3)).toBeCloseTo(boxWidth + 0.3, 1);
    expect(await overflowOf(box)).toBeGreaterThan(0);
    await label.hover();
    await expect(label).toHaveAttribute('title', 'Credit applications');
  });

  test('25 entries alike but for their ends show their whole names on hover and focus, expanded and collapsed', async ({
    page,
    signedInAs,
  }) => {
    await page.route('**/upms/menu/getTreeByRoleId**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { menu: MenuNode[] } };
      body.data.menu.push(additionalReports());
      await route.fulfill({ response, json: body });
    });
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '附加业务报表', exact: true }).click();

    const thirteenth = '附加业务报表第13号：西南区应收账款明细';
    const entry = menu.getByRole('menuitem', { name: thirteenth });
    expect(await overflowOf(entry.locator('.ant-menu-title-content'))).toBeGreaterThan(0);
    await entry.hover();
    await expect(entry.getByText(thirteenth)).toHaveAttribute('title', thirteenth);

    // The arrows focus an entry's link: its whole name is its title then too.
    const fourteenth = '附加业务报表第14号：西北区应收账款明细';
    const link = menu.getByRole('link', { name: fourteenth });
    await page.mouse.move(800, 600);
    await link.focus();
    await expect(link).toHaveAttribute('title', fourteenth);

    // Collapsed, the section opens beside the sider with every name whole.
    await page.getByRole('button', { name: '收起菜单' }).click();
    await menu.getByRole('menuitem', { name: '附加业务报表' }).hover();
    const popup = page.locator('.ant-menu-submenu-popup').getByRole('menu');
    const collapsedEntry = popup.getByRole('menuitem', { name: thirteenth });
    await expect(collapsedEntry).toBeVisible();
    const ends = await collapsedEntry.evaluate((item) => {
      const text = document.createRange();
      text.selectNodeContents(item.querySelector('.ant-menu-title-content') ?? item);
      return {
        text: text.getBoundingClientRect().right,
        item: item.getBoundingClientRect().right - parseFloat(getComputedStyle(item).paddingRight),
      };
    });
    expect(ends.text).toBeLessThanOrEqual(ends.item + 0.5);
  });

  test('the English menus page lists the parent sections in English', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.sysadmin);
    await switchToEnglish(page);
    await page.goto('/main/platform/menus');
    await expect(page.getByRole('tree')).toContainText('Workbench');

    await page.getByRole('button', { name: 'Add an entry' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a menu entry' });
    await drawer.getByRole('combobox', { name: 'Section' }).click();
    const options = page.locator('.ant-select-dropdown:visible');
    await expect(options.getByTitle('Workbench', { exact: true })).toBeVisible();
    await expect(options.getByTitle('工作台', { exact: true })).toHaveCount(0);
  });
});

test.describe('the registry page with a long value', () => {
  // A server of its own: the entry added must not reach the shared server's other specs.
  const server = serverOfTheseTests(e2eServer.port + 83);

  test("an address of 128 characters without a break leaves the row's switch and actions in view at 1440 and 390 px, and shows whole on hover", async ({
    page,
    playwright,
  }) => {
    const { origin } = server.current();
    const url = `/sub-${'W'.repeat(122)}/`;
    const request = await playwright.request.newContext({ baseURL: origin });
    const admin = await apiAs(request, demoUsers.sysadmin);
    await admin.post('/platform/registry/save', {
      isNew: true,
      entry: registryEntry({
        route: 'longurl',
        name: 'sub-longurl',
        url,
        titleZh: '超长地址应用',
        titleEn: 'Long address app',
      }),
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoUsers.sysadmin, { origin });
    await page.goto(`${origin}/main/platform/registry`);
    const table = page.getByTestId('registry-entries');
    const row = table
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: '/longurl · sub-longurl' });

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const address = row.getByText(url, { exact: true });
      await expect(address).toBeVisible();
      await expectInView(page, row.getByRole('switch', { name: '启用 longurl' }), table);
      await expectInView(page, row.getByRole('button', { name: '编辑 longurl' }), table);
      await expectInView(page, address, table);

      await address.hover();
      await expect(address).toHaveAttribute('title', url);
    }

    await admin.post('/platform/registry/remove', { route: 'longurl' });
    await request.dispose();
  });
});

import { demoUsers, expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

const topBar = (page: Page) => page.getByRole('banner');
const logButton = (page: Page) => topBar(page).getByRole('button', { name: /查看本地日志/ });
const logBadge = (page: Page) => topBar(page).locator('.ant-badge-count');
/** The user dropdown's menu (the side menu has menu items too). */
const userMenuItems = (page: Page) =>
  page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: '退出登录' }) })
    .getByRole('menuitem');

async function addBrokenImage(page: Page) {
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/main/no-such.png';
    image.alt = '';
    image.hidden = true;
    document.body.append(image);
  });
}

test.describe('the top bar', () => {
  test('the log viewer counts a failed resource, lists it, keeps it over a reload and clears it', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await expect(logButton(page)).toHaveAccessibleName('查看本地日志（0 条）');
    await expect(logBadge(page)).toHaveCount(0);

    await addBrokenImage(page);
    await expect(logButton(page)).toHaveAccessibleName('查看本地日志（1 条）');
    await expect(logBadge(page)).toHaveAttribute('title', '1');

    await page.reload();
    await expect(logButton(page)).toHaveAccessibleName('查看本地日志（1 条）');
    await expect(logBadge(page)).toHaveAttribute('title', '1');

    await logButton(page).click();
    const viewer = page.getByRole('dialog', { name: /本地日志/ });
    await expect(viewer).toHaveAccessibleName('本地日志（1 条）');
    const headers = viewer.getByRole('columnheader');
    await expect(headers.filter({ hasText: '类型' })).toBeVisible();
    await expect(headers.filter({ hasText: '地址' })).toBeVisible();
    await expect(headers.filter({ hasText: '时间' })).toBeVisible();
    const row = viewer.getByRole('row').filter({ hasText: '资源加载' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('/main/wel/index');
    await expect(row).toContainText('/main/no-such.png');
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(row.locator('time')).toHaveText(/\d{2}:\d{2}:\d{2}/);

    await viewer.getByRole('button', { name: '清空日志' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(viewer.getByText('暂无日志')).toBeVisible();
    await expect(viewer).toHaveAccessibleName('本地日志（0 条）');
    await expect(viewer.getByRole('button', { name: '清空日志' })).toBeDisabled();
    await viewer.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await expect(viewer).toBeHidden();
    await expect(logBadge(page)).toHaveCount(0);
    await expect(logButton(page)).toHaveAccessibleName('查看本地日志（0 条）');
  });

  test('the log is only cleared after confirming', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await addBrokenImage(page);
    await logButton(page).click();
    const viewer = page.getByRole('dialog', { name: '本地日志（1 条）' });

    await viewer.getByRole('button', { name: '清空日志' }).click();
    // The log button's own tooltip may still be fading out beside the confirmation.
    const confirmation = page.getByRole('tooltip').filter({ hasText: '确定清空全部本地日志吗？' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: '取消' }).click();

    await expect(viewer.getByRole('row').filter({ hasText: '资源加载' })).toHaveCount(1);
    await expect(logBadge(page)).toHaveAttribute('title', '1');
  });

  test('feedback captures the page, refuses an empty comment, keeps what cannot be sent and sends it', async ({
    page,
    signedInAs,
  }) => {
    // Drawing the whole page into an image takes seconds, and longer on a busy machine.
    test.slow();
    await signedInAs(demoUsers.zhangsan);
    await topBar(page).getByRole('button', { name: '截图反馈' }).click();

    const dialog = page.getByRole('dialog', { name: '问题反馈' });
    const screenshot = dialog.getByRole('img', { name: '当前页面截图' });
    await expect(screenshot).toBeVisible({ timeout: 45_000 });
    await expect(screenshot).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect
      .poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(100);
    await expect(dialog.getByText('没有未提交的反馈')).toBeVisible();

    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('请填写反馈说明')).toBeVisible();
    await expect(dialog).toBeVisible();

    // The server cannot be reached: the feedback stays in the browser.
    await page.route('**/api/feedback/submit', (route) => route.abort());
    await dialog.getByLabel('反馈说明').fill('客户列表的筛选按钮没有反应');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('反馈未能提交，已先保存在本浏览器')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.unroute('**/api/feedback/submit');

    await topBar(page).getByRole('button', { name: '截图反馈' }).click();
    const kept = page
      .getByRole('dialog', { name: '问题反馈' })
      .getByRole('region', { name: '未能提交的反馈（1）' });
    await expect(kept.getByRole('listitem')).toHaveCount(1, { timeout: 45_000 });
    await expect(kept.getByRole('listitem')).toContainText('客户列表的筛选按钮没有反应');
    await expect(kept.getByRole('img', { name: /的反馈截图$/ })).toBeVisible();

    await kept.getByRole('button', { name: /^重新提交 .* 的反馈$/ }).click();
    const received = page.getByText(/^反馈已提交（编号 \d+），感谢！$/);
    await expect(received).toBeVisible();
    const number = Number((await received.textContent())?.match(/\d+/)?.[0]);
    await expect(dialog.getByText('没有未提交的反馈')).toBeVisible();

    await dialog.getByLabel('反馈说明').fill('额度页面打不开');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`反馈已提交（编号 ${number + 1}），感谢！`)).toBeVisible();
  });

  test('the full screen button enters and leaves full screen', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);

    await topBar(page).getByRole('button', { name: '全屏', exact: true }).click();
    await expect.poll(isFullscreen).toBe(true);
    const exit = topBar(page).getByRole('button', { name: '退出全屏' });
    await expect(exit).toHaveAttribute('aria-pressed', 'true');

    await exit.click();
    await expect.poll(isFullscreen).toBe(false);
    await expect(topBar(page).getByRole('button', { name: '全屏', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the user menu leads to settings and home, and signs out after confirming', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const userMenu = topBar(page).getByRole('button', { name: '用户菜单：张三' });

    await userMenu.click();
    await expect(userMenuItems(page)).toHaveText(['首页', '切换机构', '个人设置', '退出登录']);
    await userMenuItems(page).filter({ hasText: '个人设置' }).click();
    await expect(page).toHaveURL(/\/main\/info\/index$/);

    await userMenu.click();
    await userMenuItems(page).filter({ hasText: '首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await userMenu.click();
    await userMenuItems(page).filter({ hasText: '退出登录' }).click();
    const confirm = page.getByRole('dialog', { name: '退出系统' });
    await expect(confirm).toContainText('确定退出系统吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await userMenu.click();
    await userMenuItems(page).filter({ hasText: '退出登录' }).click();
    await page
      .getByRole('dialog', { name: '退出系统' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(page).toHaveURL(/\/main\/login$/);
    await page.goto('/main/wel/index');
    // Signed out for real: the frame is no longer reachable.
    await expect(page).toHaveURL(/\/main\/login/);
    await expect(page.getByLabel('用户名')).toBeVisible();
  });

  test('a member of one firm is not offered to switch firm', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.lisi);
    await topBar(page).getByRole('button', { name: '用户菜单：李四' }).click();

    await expect(userMenuItems(page)).toHaveText(['首页', '个人设置', '退出登录']);
    await expect(page.getByRole('menuitem', { name: '切换机构' })).toHaveCount(0);
  });
});

import { apiAs } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

const portalPort = e2eServer.port + 94;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
/** A one-pixel PNG: what the top bar's screenshot would be. */
const screenshot =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const feedback = (comment: string) => ({
  comment,
  image: screenshot,
  page: `${portalOrigin}/main/wel/index`,
  subApp: null,
  logEntries: [],
});

test.describe('feedback within bounds', () => {
  serverOfTheseTests(portalPort);

  test('refuses a feedback past the hourly quota in the user’s language, keeping what they typed; operations page through it, take it and the sender sees it', async ({
    page,
    browser,
    playwright,
  }) => {
    // Drawing the whole page into an image takes seconds, and longer on a busy machine.
    test.slow();
    const request = await playwright.request.newContext({ baseURL: portalOrigin });
    const lisi = await apiAs(request, demoUsers.lisi);
    for (let index = 1; index <= 10; index += 1) {
      await lisi.post('/feedback/submit', feedback(`第 ${index} 条反馈`));
    }
    const zhangsan = await apiAs(request, demoUsers.zhangsan);
    for (const comment of ['张三的第一条', '张三的第二条']) {
      await zhangsan.post('/feedback/submit', feedback(comment));
    }
    await request.dispose();

    const sender = await browser.newContext();
    const senderPage = await sender.newPage();
    await signIn(senderPage, demoUsers.lisi, { origin: portalOrigin });
    await senderPage.getByRole('banner').getByRole('button', { name: '截图反馈' }).click();
    const dialog = senderPage.getByRole('dialog', { name: '问题反馈' });
    await expect(dialog.getByRole('img', { name: '当前页面截图' })).toBeVisible({
      timeout: 45_000,
    });
    const mine = dialog.getByRole('region', { name: '我的反馈' });
    await expect(mine).toContainText('本小时还可提交 0 条');
    await expect(mine.getByTestId('my-feedback')).toHaveCount(10);
    await expect(mine.getByTestId('my-feedback').first()).toContainText('已收到');

    await dialog.getByLabel('反馈说明').fill('第十一条：额度页面打不开');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByRole('alert')).toContainText('一小时内最多可提交 10 条反馈');
    await expect(dialog.getByLabel('反馈说明')).toHaveValue('第十一条：额度页面打不开');

    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/platform/operations`);
    await page.getByRole('tab', { name: /用户反馈 \(12\)/ }).click();
    const cards = page.getByTestId('operations-feedback');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText('共 12 条')).toBeVisible();
    // No screenshot comes with the list; each is fetched when asked for.
    await expect(page.getByRole('img', { name: /提交的反馈截图$/ })).toHaveCount(0);
    const newest = cards.filter({ hasText: '张三的第二条' });
    await newest.getByRole('button', { name: /^查看截图/ }).click();
    await expect(newest.getByRole('img', { name: '张三 提交的反馈截图' })).toBeVisible();

    await page.getByRole('listitem', { name: '2' }).click();
    await expect(cards).toHaveCount(2);
    const first = cards.filter({ hasText: '第 1 条反馈' });
    await first.getByRole('button', { name: '接手处理' }).click();
    await expect(first).toContainText('处理人：系统管理员');

    // The sender sees who has it, the next time they open the dialog.
    await dialog.getByRole('button', { name: '取消' }).click();
    await senderPage.getByRole('banner').getByRole('button', { name: '截图反馈' }).click();
    const oldest = mine.getByTestId('my-feedback').filter({ hasText: '第 1 条反馈' });
    await expect(oldest).toContainText('处理中', { timeout: 45_000 });
    await expect(oldest).toContainText('处理人：系统管理员');
    await sender.close();
  });
});

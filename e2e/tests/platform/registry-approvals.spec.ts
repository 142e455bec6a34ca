import { join } from 'node:path';
import { e2eServer } from '../../support/environment';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { servedRegistry } from '../../support/registry';
import { serverOfTheseTests } from '../../support/standalone-server';
import { tokenOfPage } from '../../support/api';

// A server of its own: the registry changes.
const port = e2eServer.port + 76;
const appPort = e2eServer.port + 77;
const root = new URL('../../..', import.meta.url).pathname;

test.describe("four eyes on an app's trust", () => {
  const server = serverOfTheseTests(port);
  let app: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;
  test.beforeAll(async () => {
    app = await serveForeignOrigin(appPort, {
      '/credit-v2/': {
        folder: join(root, 'e2e/fixtures/classic-sub-app'),
        corsFor: server.current().origin,
      },
    });
  });
  test.afterAll(async () => {
    await app?.close();
  });

  test('a url moved to another origin waits for a security administrator, who approves it with a reason', async ({
    page,
    browser,
  }) => {
    const { origin } = server.current();
    const newUrl = `${app?.origin}/credit-v2/`;
    await signIn(page, demoUsers.sysadmin, { origin });
    await page.goto(`${origin}/main/platform/registry`);
    await page.getByRole('button', { name: '编辑 newcredit' }).click();
    const drawer = page.getByRole('dialog', { name: '编辑子应用 newcredit' });
    await drawer.getByLabel('地址', { exact: true }).fill(newUrl);
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('该变更会提高子应用 newcredit 的信任级别')).toBeVisible();
    const pending = page.getByTestId('registry-pending-request');
    await expect(pending).toContainText('代码来自新的来源');
    await expect(pending).toContainText(newUrl);
    // Nothing runs from there yet.
    expect(
      (await servedRegistry(origin)).find((entry) => entry.route === 'newcredit'),
    ).not.toHaveProperty('url');
    // The one who asked cannot decide it.
    const refused = await page.request.post(`${origin}/api/platform/registry/requests/decide`, {
      headers: { Authorization: `Bearer ${await tokenOfPage(page)}` },
      data: { id: 1, approve: true, reason: 'mine' },
    });
    expect(refused.status()).toBe(403);

    const security = await browser.newContext();
    const securityPage = await security.newPage();
    await signIn(securityPage, demoUsers.secadmin, { origin });
    const menu = securityPage.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '安全管理' }).click();
    await menu.getByRole('menuitem', { name: '子应用变更审批' }).click();
    const row = securityPage.getByRole('row', { name: /newcredit/ });
    await expect(row).toContainText('待审批');
    await expect(row).toContainText('系统管理员');
    await row.getByRole('button', { name: '批准' }).click();
    const dialog = securityPage.getByRole('dialog', { name: /批准申请/ });
    await dialog.getByRole('button', { name: '批准' }).click();
    await expect(dialog.getByText('请填写原因')).toBeVisible();
    await dialog.getByLabel('原因').fill('变更单 CHG-1042，已核对发布记录');
    await dialog.getByRole('button', { name: '批准' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('已批准');
    await expect(row).toContainText('变更单 CHG-1042');
    expect(
      (await servedRegistry(origin)).find((entry) => entry.route === 'newcredit'),
    ).toMatchObject({
      url: newUrl,
    });

    // Both steps are in the trail, with the entry before and after.
    const auditor = await browser.newContext();
    const auditorPage = await auditor.newPage();
    await signIn(auditorPage, demoUsers.auditor, { origin });
    for (const event of ['registry.request', 'registry.approve']) {
      const answer = await auditorPage.request.get(`${origin}/api/audit/events`, {
        headers: { Authorization: `Bearer ${await tokenOfPage(auditorPage)}` },
        params: { event },
      });
      const { records } = ((await answer.json()) as { data: { records: { details: string }[] } })
        .data;
      expect(records, event).toHaveLength(1);
      const details = JSON.parse(records[0]?.details ?? '{}') as Record<string, string>;
      expect(JSON.parse(details.after ?? '{}')).toMatchObject({ url: newUrl });
      expect(JSON.parse(details.before ?? '{}')).toMatchObject({ url: null });
    }
    await auditor.close();
    await security.close();
  });
});

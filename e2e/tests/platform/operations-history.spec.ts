import { apiAs } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

const portalPort = e2eServer.port + 85;
const portalOrigin = `http://127.0.0.1:${portalPort}`;

/** An error of 授信管理 (sub-credit) as one build or another of it throws it. */
const creditError = (build: string, row: number, count = 1) => ({
  app: 'sub-credit',
  route: 'credit',
  kind: 'error',
  message: `TypeError: Cannot read properties of undefined (reading 'id') at row ${row}`,
  stack: `TypeError: x\n    at renderRow (${portalOrigin}/sub-credit/assets/index-${build}.js:9:${row})`,
  at: Date.now(),
  count,
});

const creditReport = (kind: string, extra: Record<string, unknown> = {}) => ({
  app: 'sub-credit',
  route: 'credit',
  kind,
  at: Date.now(),
  ...extra,
});

test.describe("an app's week and its error groups on the operations page", () => {
  serverOfTheseTests(portalPort);

  test("shows an app's week as a chart with its totals, and its errors grouped across builds and users", async ({
    page,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: portalOrigin });
    const zhangsan = await apiAs(request, demoUsers.zhangsan);
    await zhangsan.post('/operations/subAppReports', {
      reports: [
        creditReport('mount', { durationMs: 300 }),
        creditReport('mount', { durationMs: 500 }),
        creditError('BEsfIa0m', 17, 5),
      ],
    });
    const lisi = await apiAs(request, demoUsers.lisi);
    await lisi.post('/operations/subAppReports', {
      reports: [
        creditReport('error', { message: 'ReferenceError: chart is not defined' }),
        creditReport('failure', { message: 'chunk failed to load' }),
        creditError('C7x_k2Qd', 4, 2),
      ],
    });
    await request.dispose();

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/platform/operations`);
    await page.locator('tr[data-row-key="credit"]').getByRole('button', { name: '详情' }).click();

    const detail = page.getByRole('dialog', { name: /授信管理（sub-credit）/ });
    const summary =
      '近 7 天：加载 2 次，加载失败 1 次，加载超时 0 次，运行错误 8 次，崩溃 0 次；受影响用户 2 人。';
    await expect(detail.getByTestId('operations-history-summary')).toHaveText(summary);
    const chart = detail.getByRole('img', { name: summary });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(detail.getByText('加载失败', { exact: true }).first()).toBeVisible();

    const groups = detail.getByTestId('operations-error-group');
    await expect(groups).toHaveCount(2);
    // Two builds' stacks, two users: one fault.
    await expect(groups.first()).toContainText("reading 'id') at row 4");
    await expect(groups.first()).toContainText('renderRow (index.js)');
    await expect(groups.first()).toContainText('7 次 · 2 位用户');
    await expect(groups.nth(1)).toContainText('ReferenceError: chart is not defined');
    await expect(groups.nth(1)).toContainText('1 次 · 1 位用户');

    // On a phone the drawer and its chart fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => (await chart.locator('canvas').boundingBox())?.width ?? Infinity)
      .toBeLessThanOrEqual(390);
    await expect(detail.getByTestId('operations-history-summary')).toBeInViewport();
  });
});

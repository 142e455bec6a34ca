import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { apiAs } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

const portalPort = e2eServer.port + 98;
const shellAssets = new URL('../../../apps/shell/dist/assets', import.meta.url).pathname;

type Alert = {
  status: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

test.describe('alert rules and source maps on the operations page', () => {
  const server = serverOfTheseTests(portalPort);

  test("posts a new error group to the webhook of a rule added on the page, with the shell's frames mapped", async ({
    page,
    playwright,
  }) => {
    const received: Alert[] = [];
    const receiver = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push(...(JSON.parse(body) as { alerts: Alert[] }).alerts);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/portal?token=s3cret`;
    const origin = server.current().origin;

    await signIn(page, demoUsers.sysadmin, { origin });
    await page.goto(`${origin}/main/platform/operations`);
    await page.getByRole('tab', { name: '告警规则' }).click();
    const panel = page.getByRole('region', { name: '告警规则' });
    await panel.getByRole('combobox', { name: '规则' }).click();
    await page.getByTitle('版本中出现新的错误').click();
    await panel.getByRole('combobox', { name: '子应用' }).click();
    await page.getByRole('combobox', { name: '子应用' }).fill('授信');
    await page.getByTitle('授信管理').click();
    await panel.getByRole('textbox', { name: 'Webhook 地址' }).fill(webhook);
    await panel.getByRole('button', { name: '添加规则' }).click();
    const rule = panel.getByRole('row').filter({ hasText: '授信管理' });
    await expect(rule).toContainText('版本中出现新的错误');
    await expect(rule).toContainText(new URL(webhook).origin);
    await expect(rule).not.toContainText('s3cret');

    // An error thrown in the shell's own entry script (its longest line), reported for the app.
    const entry = /src="\/main\/assets\/([^"]+\.js)"/.exec(
      readFileSync(join(shellAssets, '..', 'index.html'), 'utf8'),
    )?.[1];
    const lines = readFileSync(join(shellAssets, entry ?? ''), 'utf8').split('\n');
    const longest = lines.indexOf(lines.reduce((a, b) => (b.length > a.length ? b : a))) + 1;
    const request = await playwright.request.newContext({ baseURL: origin });
    const zhangsan = await apiAs(request, demoUsers.zhangsan);
    await zhangsan.post('/operations/subAppReports', {
      reports: [
        {
          app: 'sub-credit',
          route: 'credit',
          kind: 'error',
          message: 'TypeError: limits is undefined',
          stack: `TypeError: limits is undefined\n    at q (${origin}/main/assets/${entry}:${longest}:100)`,
          at: Date.now(),
        },
      ],
    });
    await request.dispose();

    // The next run of the alert job (every 15 s) posts it.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    expect(received[0]).toMatchObject({
      status: 'firing',
      labels: { alertname: 'SubAppNewErrorGroup', app: 'sub-credit', route: 'credit' },
      annotations: { message: 'TypeError: limits is undefined' },
    });
    expect(received[0]?.annotations.top_frame).toMatch(/\((?:src|node_modules)\/.+:\d+:\d+\)$/);
    await expect(rule).toContainText('已送达', { timeout: 20_000 });

    await page.getByRole('tab', { name: '子应用健康' }).click();
    await page.locator('tr[data-row-key="credit"]').getByRole('button', { name: '详情' }).click();
    const group = page.getByTestId('operations-error-group').first();
    await expect(group).toContainText('调用栈（按源码映射）');
    await expect(group.getByTestId('operations-mapped-frames')).toContainText(
      /(?:src|node_modules)\/\S+:\d+:\d+/,
    );
    receiver.close();
  });

  test("serves the shell's scripts but never the source maps built beside them", async ({
    request,
  }) => {
    const origin = server.current().origin;
    const scripts = readdirSync(shellAssets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts.slice(0, 3)) {
      expect(readdirSync(shellAssets)).toContain(`${script}.map`);
      expect(readFileSync(join(shellAssets, script), 'utf8')).not.toContain('sourceMappingURL');
      expect((await request.get(`${origin}/main/assets/${script}`)).status()).toBe(200);
      const map = await request.get(`${origin}/main/assets/${script}.map`, {
        headers: { accept: 'text/html' },
      });
      expect(map.status()).toBe(404);
    }
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { requestToken } from '../../support/api';
import { alterAuditRecord } from '../../support/database';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

const root = new URL('../../..', import.meta.url).pathname;

/** `npm run audit:verify` on a server's database, as an operator runs it: exit code and output. */
async function auditVerify(databaseUrl: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'audit:verify'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

/** The auditors' page, opened from the menu as an auditor would. */
async function openAuditPage(page: Page) {
  const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
  await menu.getByRole('menuitem', { name: '合规审计' }).click();
  await menu.getByRole('menuitem', { name: '审计日志' }).click();
  await expect(page).toHaveURL(/\/main\/audit\/events$/);
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
}

async function filterBy(page: Page, { username, event }: { username?: string; event?: string }) {
  const filters = page.getByRole('form', { name: '筛选条件' });
  await filters.getByRole('button', { name: /重\s?置/ }).click();
  if (username) await filters.getByLabel('用户名').fill(username);
  if (event) {
    await filters.getByLabel('事件').click();
    // antd draws the options it shows apart from the ones it gives assistive technology.
    await page.locator('.ant-select-item-option').getByText(event, { exact: true }).click();
  }
  await filters.getByRole('button', { name: /查\s?询/ }).click();
}

const rows = (page: Page) => page.getByTestId('audit-table').locator('tbody tr.ant-table-row');

test.describe('the auditors’ page', () => {
  test('an auditor finds this test’s sign-ins, pages through them, exports them and checks the chain', async ({
    page,
    request,
    signedInAs,
  }) => {
    // A sign-in of zhangsan, and a failed one under a name nobody else uses.
    const stranger = `stranger-${randomBytes(4).toString('hex')}`;
    await requestToken(request, demoUsers.zhangsan);
    const refused = await request.post('/api/auth/oauth/token', {
      headers: { Authorization: `Basic ${Buffer.from('portal:portal-secret').toString('base64')}` },
      form: { username: stranger, password: 'Wrong#Password1', grant_type: 'password' },
    });
    expect(refused.status()).toBe(401);
    // More refused calls than one page holds: a signed-in caller's refusal is recorded one by one
    // (those of no one signed in are counted per address and minute).
    const { access_token: token } = await requestToken(request, demoUsers.zhangsan);
    for (let index = 0; index < 52; index += 1) {
      const refusedCall = await request.get('/api/audit/events', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refusedCall.status()).toBe(403);
    }

    await signedInAs(demoUsers.auditor);
    await openAuditPage(page);

    await filterBy(page, { username: 'zhangsan', event: '登录' });
    await expect(rows(page).first()).toContainText('zhangsan');
    await expect(rows(page).first()).toContainText('成功');

    await filterBy(page, { username: stranger, event: '登录' });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('失败');
    await expect(rows(page)).toContainText('auth.badCredentials');
    await expect(page.getByText('已全部显示')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-events-\d{8}T\d{6}Z\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      '\uFEFFid,occurred_at,event,result,reason,user_id,username,firm_id,object_type,object_id,client_address,user_agent,request_id,details,prev_hash,hash',
    );
    expect(row).toMatch(
      new RegExp(`^\\d+,[^,]+,auth\\.sign-in,failure,auth\\.badCredentials,,${stranger},`),
    );
    expect(end).toBe('');

    await filterBy(page, { event: '访问被拒绝' });
    await expect(rows(page)).toHaveCount(50);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect(rows(page)).not.toHaveCount(50);
    const ids = await rows(page).locator('td:first-child').allTextContents();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => b - a));

    await page.getByRole('button', { name: '校验审计链' }).click();
    await expect(page.getByTestId('audit-verify-result')).toContainText(
      /审计链完整：共 \d+ 条记录/,
    );
  });

  test('reads in English too, accessibly', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.auditor);
    await openAuditPage(page);
    await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    await expect(
      page.getByTestId('audit-table').locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('.audit-page').analyze();
    expect(
      violations
        .filter(({ impact }) => impact === 'serious' || impact === 'critical')
        .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Event').click();
    await expect(
      page.locator('.ant-select-item-option').getByText('Sign-in', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Audit trail' })).toBeVisible();
  });

  test('a user without the auditor duty has no entry, and opening the address is refused', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '客户管理' })).toBeVisible();
    await expect(menu.getByText('合规审计')).toHaveCount(0);

    await page.goto('/main/audit/events');
    await expect(page.getByText('无权访问')).toBeVisible();
    await expect(page.getByText('该功能仅限审计管理员使用')).toBeVisible();
    await expect(page.getByTestId('audit-table')).toHaveCount(0);
  });
});

test.describe('an audit trail changed behind the server’s back', () => {
  // A server of its own: its trail is broken on purpose, which the shared server's must never be.
  const server = serverOfTheseTests(e2eServer.port + 70);

  test('the auditor’s check and npm run audit:verify name the record changed in the database', async ({
    page,
  }) => {
    const { origin, databaseUrl } = server.current();
    await signIn(page, demoUsers.auditor, { origin });
    await openAuditPage(page);
    const check = page.getByRole('button', { name: '校验审计链' });
    const result = page.getByTestId('audit-verify-result');
    await check.click();
    await expect(result).toContainText(/审计链完整：共 \d+ 条记录/);
    expect(await auditVerify(databaseUrl)).toEqual({
      code: 0,
      output: expect.stringMatching(/^audit trail intact: \d+ records\n$/),
    });

    // This very sign-in, as the auditor finds it on the page; then its row is changed.
    await filterBy(page, { username: 'auditor', event: '登录' });
    await expect(rows(page)).toHaveCount(1);
    const id = Number(await rows(page).locator('td:first-child').textContent());
    expect(id).toBeGreaterThan(0);
    await alterAuditRecord(databaseUrl, id, 'Mozilla/5.0 (rewritten afterwards)');

    await check.click();
    await expect(result).toContainText(`审计链在第 ${id} 条记录处断开`);
    const { code, output } = await auditVerify(databaseUrl);
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `^audit trail broken at record ${id}: record ${id} \\([^)]+, auth\\.sign-in\\) was changed: its content no longer gives its hash\nintact before it: ${id - 1} records?\n$`,
      ),
    );
  });
});

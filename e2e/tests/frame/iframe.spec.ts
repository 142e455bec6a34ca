import { demoUsers, expect, fillSignInForm, test } from '../../support/fixtures';

test.describe('the embedded page', () => {
  test('a javascript: address is refused and nothing is embedded', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });

    await page.goto('/main/iframe?url=javascript:alert(1)');

    await expect(page.getByText('不支持的地址类型')).toBeVisible();
    await expect(page.getByText('出于安全考虑，只能打开 http 或 https 地址')).toBeVisible();
    await expect(page.getByTestId('iframe-refused-value')).toHaveText('javascript:alert(1)');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(dialogs).toBe(0);

    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test("an http(s) address is embedded sandboxed, with '#' standing for '&'", async ({
    page,
    signedInAs,
  }) => {
    // The embedded site is answered here: the test does not depend on the outside network.
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>embedded example page</p>' }),
    );
    await signedInAs(demoUsers.zhangsan);

    await page.goto('/main/iframe?url=https://example.com/a?x=1#y=2');
    // No menu entry names the site: the user is told where it leads before anything loads.
    await expect(page.getByTestId('iframe-unknown-host')).toHaveText('example.com');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: '仍然打开 example.com' }).click();

    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://example.com/a?x=1&y=2');
    await expect(frame).toHaveAttribute('title', '嵌入页面：example.com');
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    await expect(page.frameLocator('iframe').getByText('embedded example page')).toBeVisible();
    await expect(page.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute(
      'href',
      'https://example.com/a?x=1&y=2',
    );
    await expect(
      // The tab says which site it holds.
      page
        .getByRole('navigation', { name: '已打开的页面' })
        .getByRole('tab', { name: 'example.com' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('a site the menu links to opens at once; a sign-in link to another asks first', async ({
    page,
  }) => {
    await page.route('https://www.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>help centre</p>' }),
    );
    await page.route('https://elsewhere.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>not the portal</p>' }),
    );
    const redirect = encodeURIComponent('/iframe?url=https://elsewhere.example/login');
    await page.goto(`/main/login?redirect=${redirect}`);
    await fillSignInForm(page, demoUsers.zhangsan.username, demoUsers.zhangsan.password);

    await expect(page).toHaveURL(/\/main\/iframe\?url=/);
    await expect(page.getByTestId('iframe-unknown-host')).toHaveText('elsewhere.example');
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.goto('/main/iframe?url=https://www.example.com/portal/help');
    await expect(page.frameLocator('iframe').getByText('help centre')).toBeVisible();
    await expect(page.getByTestId('iframe-unknown-host')).toHaveCount(0);
  });
});

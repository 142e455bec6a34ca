import { demoUsers, expect, fillSignInForm, test } from '../../support/fixtures';

test.describe('unknown routes', () => {
  test('an unknown route shows the 404 page', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByTestId('error-page')).toBeVisible();
  });

  test('signed out, a page only the menu defines signs in first, then opens', async ({ page }) => {
    await page.goto('/main/report/daily');
    await expect(page).toHaveURL(/\/main\/login\?redirect=%2Freport%2Fdaily$/);

    await fillSignInForm(page, demoUsers.zhangsan.username, demoUsers.zhangsan.password);
    await expect(page).toHaveURL(/\/main\/report\/daily$/);
    await expect(page.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-other');
  });
});

import { expect, test } from '../../support/fixtures';

test.describe('unknown routes', () => {
  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/main/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByTestId('error-page')).toBeVisible();
  });
});

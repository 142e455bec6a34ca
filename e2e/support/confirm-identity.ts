import { expect, type Page } from '@playwright/test';

const labels = {
  'zh-CN': { title: '确认是您本人', password: '当前密码', confirm: /^确\s?认$/ },
  en: { title: "Confirm it's you", password: 'Current password', confirm: /^Confirm$/ },
} as const;

/** The "confirm it's you" dialog the settings ask before a change of the password or factors. */
export const confirmIdentityDialog = (page: Page) => page.getByTestId('confirm-identity-dialog');

/**
 * Answers "confirm it's you" with the current password (a user without a second factor, or one
 * whose passkey the page's virtual authenticator gives with `button`), and waits for it to close.
 */
export async function confirmItsYou(
  page: Page,
  password: string,
  { language = 'zh-CN', button }: { language?: keyof typeof labels; button?: string | RegExp } = {},
) {
  const text = labels[language];
  const dialog = confirmIdentityDialog(page);
  await expect(dialog.getByText(text.title)).toBeVisible();
  await dialog.getByLabel(text.password).fill(password);
  await dialog.getByRole('button', { name: button ?? text.confirm }).click();
  await expect(dialog.getByText(text.title)).toBeHidden();
}

import { insertTodo } from '../../support/database';
import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';
import { activeTab, expectExampleShown, openInShell } from './sub-app-page';

test.describe('refreshing a tab', () => {
  test('starts its app anew at the same page; the other tabs keep theirs', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/credit/apply/list');
    const credit = await expectExampleShown(page, 'sub-credit', { path: '/apply/list' });
    await credit.getByTestId('subapp-counter-increment').click();
    await expect(credit.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');

    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm', { path: '/customer/list' });
    await crm.getByTestId('subapp-counter-increment').click();
    await crm.getByTestId('subapp-counter-increment').click();
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '2');

    await activeTab(page).getByTestId('tab-refresh').click();
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '0');
    await expectExampleShown(page, 'sub-newcrm', { path: '/customer/list' });
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);

    await openInShell(page, '/credit/apply/list');
    await expect(credit.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');
  });

  test("fetches a shell page's data again, rather than showing what it fetched before", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    await homePageSettled(page);
    const title = `【刷新】刚刚送达的待办 ${Date.now()}`;
    insertTodo({ assignee: 'lisi', title, subApp: '/credit/approval/detail' });

    await activeTab(page).getByTestId('tab-refresh').click();
    await expect(page.getByRole('main').getByText(title)).toBeVisible();
  });
});

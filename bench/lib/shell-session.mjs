/** Steps the sub-app measures share: the runtime configuration, the firm, the heap. */

/** Answers `config.json` in `context` with `limit` sub-apps to prepare (0 turns it off). */
export async function withPrefetchLimit(context, limit) {
  await context.route('**/main/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.website.subAppPrefetchLimit = limit;
    await route.fulfill({ response, json: config });
  });
}

/** Switches zhangsan to his second firm and waits for its menu. */
export async function switchToSecondFirm(page) {
  await page.getByTestId('current-user-name').click();
  await page.getByRole('menuitem', { name: '切换机构' }).click();
  const dialog = page.getByRole('dialog', { name: '切换机构' });
  await dialog.getByText('示范小额贷款有限公司').click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await page
    .locator('nav[aria-label="主菜单"]')
    .getByRole('menuitem', { name: '小微贷' })
    .waitFor();
}

/** The page's JS heap (its same-origin sandboxes included) after forced collections. */
export async function heapAfterCollections(cdp) {
  // Several collections: objects freed by a finaliser or a weak reference go in the next one.
  for (let index = 0; index < 3; index += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

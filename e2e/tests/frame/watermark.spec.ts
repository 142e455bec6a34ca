import type { Locator } from '@playwright/test';
import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';

/** The mark antd draws into the layer: an image of the user's name, tiled. */
const markOf = (layer: Locator) => layer.locator(':scope > div').first();

test.describe('the watermark', () => {
  test('lies over the whole content, lets clicks through, and prints with the page', async ({
    page,
    signedInAs,
  }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await signedInAs(demoUsers.zhangsan);
    await homePageSettled(page);
    const content = page.getByRole('main');
    const layer = content.locator('.shell-frame__watermark');
    await expect(markOf(layer)).toHaveCSS('background-image', /^url\("data:image\/png/);
    const box = async (locator: Locator) => (await locator.boundingBox()) ?? undefined;
    expect(await box(layer)).toEqual(await box(content));
    await expect(layer).toHaveCSS('pointer-events', 'none');

    // Printed, the content grows to the page's whole height, and the mark with it.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    const printed = await box(content);
    expect(printed?.height).toBeGreaterThan(420);
    expect(await box(layer)).toEqual(printed);
    await expect(markOf(layer)).toHaveCSS('background-image', /^url\("data:image\/png/);
  });
});

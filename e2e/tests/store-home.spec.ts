import { MODE_B_GROUP } from '../support/ports';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';

test.describe('store home', () => {
  test('Buyers see one tile per category of their group, each with a picture', async ({ page, journey }, testInfo) => {
    const group = journey.modeB ? MODE_B_GROUP : 'cedar';
    const storefront = await (await page.request.get(`/v1/storefront/${group}`)).json();
    await page.goto(journey.path(group));
    await expect(page.getByRole('heading', { level: 1, name: storefront.title })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(tiles).toHaveCount(storefront.categories.length);
    const images = page.getByRole('list', { name: 'Categories' }).locator('img');
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    await captureBothWidths(page, testInfo, 'store-home');
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });

  test('The customs tile opens the store list when the group has stores', async ({ page, journey }) => {
    test.skip(journey.modeB, 'the mode B group has no stores');
    await page.goto(journey.path('guardian'));
    await page.getByRole('link', { name: /Custom Printed/ }).click();
    await expect(page).toHaveURL(/\/guardian\/stores$/);
  });

  test('An unknown group shows a clear page instead of a broken one', async ({ page, journey }) => {
    test.skip(journey.modeB, 'mode B has one group');
    await page.goto('/no-such-group');
    await expect(page.getByRole('heading', { name: 'We could not find that dealership group' })).toBeVisible();
  });
});

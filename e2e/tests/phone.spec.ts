import type { Page } from '@playwright/test';
import { captureBothWidths, expect, expectAccessible, test, type Journey } from '../support/fixtures';
import { groupFor, storefrontOf, chooseOption } from '../support/journeys';

/** Cedar's polo (fourteen sizes) with its first logo chosen: ready for quantities. */
async function openPoloWithLogo(page: Page, journey: Journey): Promise<{ title: string }> {
  const group = groupFor(journey, 'cedar');
  const storefront = await storefrontOf(page, group);
  await page.goto(journey.path(group, 'item/1240'));
  await chooseOption(page, 'Embroidery', storefront.embroideries.mens[0]);
  return storefront;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Every size of the chosen colour is in view, and quantities of other colours stay listed', async ({
    page,
    journey,
  }, testInfo) => {
    await openPoloWithLogo(page, journey);
    // Fourteen sizes: each of Black's cells lies within the screen, none behind a sideways scroll.
    const cells = page.getByRole('textbox', { name: /, Black quantity$/ });
    await expect(cells).toHaveCount(14);
    for (const cell of await cells.all()) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('2');
    await page.getByRole('radio', { name: 'Navy' }).check();
    await page.getByRole('textbox', { name: 'Medium, Navy quantity', exact: true }).fill('3');
    const back = page.getByRole('button', { name: 'Black: Large 2' });
    await expect(back).toBeVisible();
    await captureBothWidths(page, testInfo, 'item-phone-quantities');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
    await back.click();
    await expect(page.getByRole('textbox', { name: 'Large, Black quantity', exact: true })).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Navy: Medium 3' })).toBeVisible();

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test("The top bar stays in view in one compact row, so 'Cart (n)' shows what was just added", async ({
    page,
    journey,
  }, testInfo) => {
    const storefront = await openPoloWithLogo(page, journey);
    await page.getByRole('textbox', { name: 'Large, Black quantity', exact: true }).fill('4');
    // The button lies far below the first screen: the page scrolls to reach it.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const cart = page.getByRole('link', { name: 'Cart (1)' });
    await expect(cart).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'View Orders' })).toBeInViewport({ ratio: 1 });
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar && bar.y === 0 && bar.height <= 56).toBe(true);
    const scrolled = testInfo.outputPath(`${testInfo.project.name}-top-bar-after-adding-phone.png`);
    await page.screenshot({ path: scrolled });
    await testInfo.attach('top bar after adding (phone)', { path: scrolled, contentType: 'image/png' });

    // The narrowest phones still get one row and no sideways scroll.
    await page.setViewportSize({ width: 320, height: 640 });
    const narrow = await page.getByRole('banner').boundingBox();
    expect(narrow && narrow.height <= 56).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('link', { name: `${storefront.title} home` })).toBeInViewport();
    expect(journey.consoleErrors).toEqual([]);
  });

  test("The provider's logo, hidden on a phone, is not downloaded; a wide window still shows it", async ({ page, journey }) => {
    const group = groupFor(journey, 'cedar');
    const providerLogos: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/images/provider/')) providerLogos.push(request.url());
    });
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group));
    const home = page.getByRole('link', { name: `${storefront.title} home` });
    const groupLogo = home.locator('img:not(.top-nav-provider-logo)');
    await expect(groupLogo).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    // On a slow phone network these bytes would compete with the first screen's for nothing.
    expect(providerLogos).toEqual([]);

    await page.setViewportSize({ width: 1366, height: 900 });
    const providerLogo = home.locator('img.top-nav-provider-logo');
    await expect(providerLogo).toBeVisible();
    await expect.poll(() => providerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(providerLogos).toHaveLength(1);
    expect(journey.consoleErrors).toEqual([]);
  });
});

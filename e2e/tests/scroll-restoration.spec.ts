import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { groupFor } from '../support/journeys';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the page until the link is on screen and answers how far down that is. */
async function scrollTo(page: Page, link: Locator): Promise<number> {
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  const y = await scrollY(page);
  // A list short enough to need no scrolling would prove nothing.
  expect(y, 'the list is long enough to scroll').toBeGreaterThan(300);
  return y;
}

/** Back returns to where the list was left, not to its top. */
async function expectBackTo(page: Page, url: RegExp, y: number): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 40);
  expect(await scrollY(page)).toBeLessThan(y + 40);
}

test('An item opened from the foot of a catalogue starts at its top, and Back returns to the same place', async ({
  page,
  journey,
}) => {
  const group = groupFor(journey, 'cedar');
  await page.goto(journey.path(group, 'catalog/mens'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mens' })).toBeVisible();
  const last = page.getByRole('list', { name: 'Mens items' }).getByRole('link').last();
  const y = await scrollTo(page, last);

  await last.click();
  await expect(page).toHaveURL(/\/item\/[^/]+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The screen is drawn, then put at its top in the same frame: asked until that frame has come.
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Embroidery' })).toBeVisible();

  await expectBackTo(page, /\/catalog\/mens$/, y);
  await expect(last).toBeInViewport();
  expect(journey.consoleErrors).toEqual([]);
});

test("A store's custom items open at their top from the foot of the store list, and Back returns there", async ({
  page,
  journey,
}) => {
  test.skip(journey.modeB, 'the mode B group has no stores');
  await page.goto(journey.path('guardian', 'stores'));
  const card = page.getByRole('link', { name: /Guardian Cadillac of Ashford/ });
  const y = await scrollTo(page, card);

  await card.click();
  await expect(page).toHaveURL(/\/guardian\/catalog\/GDCA01\/customs$/);
  await expect(page.getByText('For Guardian Cadillac of Ashford')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await expectBackTo(page, /\/guardian\/stores$/, y);
  await expect(card).toBeInViewport();
  expect(journey.consoleErrors).toEqual([]);
});

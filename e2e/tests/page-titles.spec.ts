import { expect, test } from '../support/fixtures';
import { groupFor, storefrontOf } from '../support/journeys';

test('Each screen has its own page title, naming the screen and then the group', async ({ page, journey }) => {
  const group = groupFor(journey, 'guardian');
  const { title } = await storefrontOf(page, group);
  if (!journey.modeB) {
    // Guardian has a group password: its session comes from the login call, as the landing's dialog makes it.
    expect((await page.request.post('/v1/login', { data: { password: 'guardian-demo' } })).status()).toBe(200);
  }
  const screens: [string, string][] = [
    ['', title],
    ['catalog/mens', `Mens — ${title}`],
    ['item/1640', `Crestline Everyday Heavyweight Cotton Tee — ${title}`],
    ['item/no-such-item', `Item not found — ${title}`],
    ['checkout', `Cart and checkout — ${title}`],
    ['orders', `Orders — ${title}`],
    ['no/such/page', `Page not found — ${title}`],
  ];
  for (const [screen, expected] of screens) {
    await page.goto(journey.path(group, screen));
    await expect(page).toHaveTitle(expected);
  }
  // Moving within the app updates it too, not only a fresh load.
  await page.getByRole('link', { name: 'View Orders', exact: true }).click();
  await expect(page).toHaveTitle(`Orders — ${title}`);
  expect(journey.consoleErrors).toEqual([]);
});

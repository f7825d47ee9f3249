import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { MODE_B_GROUP } from '../support/ports';

// The approver's page (docs/approvals.md): `<group>/approval#<token>`, in each route mode. The
// journeys that decide from it are approvals.spec.ts.

test('A link that is not an approval link says so, and offers no decision', async ({ page, journey }, testInfo) => {
  const group = journey.modeB ? MODE_B_GROUP : 'tidewater';
  await page.goto(`${journey.path(group, 'approval')}#${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This link is not valid. Open the latest e-mail about the order, or ask the buyer.')).toBeVisible();
  await expect(page.getByRole('button', { name: /order CB-/ })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Order approval — /);
  await captureBothWidths(page, testInfo, 'approval-not-valid');
  await expectAccessible(page);
  // Without a token the page asks nothing of the server.
  await page.goto(journey.path(group, 'approval'));
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  expect(journey.consoleErrors).toEqual([]);
});

import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, groupFor, storefrontOf } from '../support/journeys';

test('A line’s quantity is changed in the cart with the item screen’s rules, and its total follows', async ({
  page,
  journey,
}, testInfo) => {
  const group = groupFor(journey, 'cedar');
  const storefront = await storefrontOf(page, group);
  await page.goto(journey.path(group, 'item/1640'));
  await addToCart(page, [{ size: 'Large', color: 'Black', quantity: '2' }], storefront.embroideries.tshirts[0]);
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  const subtotal = page.getByText(/^Subtotal \([\d,]+ items\): \$[\d,]+\.\d{2}$/);
  await expect(subtotal).toHaveText(/^Subtotal \(2 items\)/);
  const unit = Number(
    (
      await page
        .getByText(/^\$[\d.]+ each$/)
        .first()
        .textContent()
    )?.replace(/[^\d.]/g, ''),
  );
  await expect(page.getByText(`Line total: $${(unit * 2).toFixed(2)}`)).toBeVisible();

  const quantity = page.getByRole('textbox', { name: /^Quantity of .*Black, Large$/ });
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(subtotal).toHaveText(`Subtotal (5 items): $${(unit * 5).toFixed(2)}`);
  await expect(page.getByText(`Line total: $${(unit * 5).toFixed(2)}`)).toBeVisible();

  // Not a whole number: refused at the field, the cart unchanged.
  await quantity.fill('2.5');
  await quantity.press('Tab');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
  await expect(subtotal).toHaveText(/^Subtotal \(5 items\)/);

  // More than one line may hold (the server's limit too): refused at the field, the cart unchanged.
  await quantity.fill('10001');
  await quantity.press('Tab');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
  await expect(subtotal).toHaveText(/^Subtotal \(5 items\)/);
  await captureBothWidths(page, testInfo, 'cart-quantity');

  // The most one line holds (a volume price may apply), counted with its thousands grouped.
  await quantity.fill('10000');
  await quantity.press('Enter');
  await expect(subtotal).toHaveText(/^Subtotal \(10,000 items\): \$\d{1,3}(,\d{3})+\.\d{2}$/);
  await expectAccessible(page);

  // The change is kept with the cart.
  await quantity.fill('4');
  await quantity.press('Enter');
  await page.reload();
  await expect(subtotal).toHaveText(/^Subtotal \(4 items\)/);
  expect(journey.consoleErrors).toEqual([]);
});

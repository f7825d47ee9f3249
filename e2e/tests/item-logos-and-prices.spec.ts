import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { chooseOption, groupFor, storefrontOf } from '../support/journeys';

test.describe('the item screen: two logos, two placements, and the price each size is charged', () => {
  test.slow();

  test('On polo 1240: the second logo takes its own placement, and the grid shows the special price the cart charges', async ({
    page,
    journey,
  }, testInfo) => {
    const group = groupFor(journey, 'guardian');
    const storefront = await storefrontOf(page, group);
    const logos: string[] = storefront.embroideries.mens;
    const logo = logos[0]!;
    const secondLogo = logos[1] ?? logo;
    await page.goto(journey.path(group, 'item/1240'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Performance Polo');

    // The grid, the special price and the note agree: every size costs the special price, 4XLT's own
    // $84.99 struck through. The starting price is the special price, so it is said once.
    await expect(page.getByText('Special price: $74.99 each')).toBeVisible();
    await expect(page.getByText(/^Starts at/)).toHaveCount(0);
    await expect(page.getByText("Special price $74.99 replaces each size's own price.")).toBeVisible();
    const xlt = page.getByRole('columnheader', { name: /^4XLT/ });
    await expect(xlt).toHaveText('4XLT$84.99was $84.99, now $74.99');

    // A logo, then a second: the second starts on a placement of its own.
    await chooseOption(page, 'Embroidery', logo);
    await page.getByRole('button', { name: 'Want to add a second logo?' }).click();
    const first = page.getByRole('combobox', { name: 'Placement', exact: true });
    const second = page.getByRole('combobox', { name: 'Second Placement', exact: true });
    await expect(first).toHaveValue('Left Chest');
    await expect(second).not.toHaveValue('Left Chest');
    const secondSpot = await second.inputValue();
    await chooseOption(page, 'Second Embroidery', secondLogo);

    // Moving the first logo onto the second's spot moves the second aside.
    await first.selectOption(secondSpot);
    await expect(second).not.toHaveValue(secondSpot);
    await first.selectOption('Left Chest');
    await second.selectOption(secondSpot);
    // Choosing the first's spot for the second is said at the field.
    await second.selectOption('Left Chest');
    await expect(page.getByText('Both logos are set on Left Chest: choose another placement for the second logo.')).toBeVisible();
    await second.selectOption(secondSpot);
    await expect(page.getByText(/^Both logos are set on/)).toHaveCount(0);

    await page.getByRole('textbox', { name: '4XLT, Black quantity', exact: true }).fill('2');
    await expect(xlt).toHaveText('4XLT$84.99was $84.99, now $74.99');
    await captureBothWidths(page, testInfo, 'item-two-logos-special-price');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await page.getByRole('link', { name: 'Cart (1)' }).click();
    await expect(page.getByText('Subtotal (2 items): $149.98')).toBeVisible();
    await expect(page.getByText('$74.99 each', { exact: true })).toBeVisible();
    await expect(page.getByText(`Left Chest / ${secondSpot}`)).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });
});

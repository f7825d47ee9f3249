import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { addToCart, chooseOption, groupFor, storefrontOf } from '../support/journeys';

test.describe('catalog and item', () => {
  test('Buyers browse a category and open an item', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    await page.goto(journey.path(group, 'catalog/mens'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mens' })).toBeVisible();
    await expect(page.getByText('Available Logos')).toBeVisible();
    for (const logo of storefront.embroideries.mens)
      await expect(page.getByRole('img', { name: logo, exact: true })).toBeVisible();
    await captureBothWidths(page, testInfo, 'catalog');
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /^Brookfield Mens Moisture-Wicking Performance Polo/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/item\/1240$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Brookfield Mens Moisture-Wicking Performance Polo/ }),
    ).toBeVisible();
    // The polo's starting price is its special price, said once (docs/product.md#item).
    await expect(page.getByText(/^Special price: \$\d+\.\d{2} each$/)).toBeVisible();
    await expect(page.getByText(/^Starts at/)).toHaveCount(0);
    await captureBothWidths(page, testInfo, 'item');
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });

  test("The accessory category says 'Must order at least 12 units' whichever spelling the path uses", async ({
    page,
    journey,
  }) => {
    const group = groupFor(journey, 'cedar');
    for (const word of ['accessories', 'accessory']) {
      await page.goto(journey.path(group, `catalog/${word}`));
      await expect(page.getByText('Must order at least 12 units')).toBeVisible();
    }
  });

  test('Adding to the cart checks the logo, the quantities and the accessory minimum', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'cedar');
    const storefront = await storefrontOf(page, group);
    const logo = storefront.embroideries.mens[0];

    await page.goto(journey.path(group, 'item/1240'));
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    // The toast; the Embroidery field carries the same words as its own error text.
    await expect(page.getByRole('alert').filter({ hasText: 'Must select an embroidery' })).toBeVisible();
    await chooseOption(page, 'Embroidery', logo);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Must make a selection')).toBeVisible();

    await page.getByRole('button', { name: 'Want to add a second logo?' }).click();
    await expect(page.getByRole('combobox', { name: 'Second Embroidery' })).toBeVisible();
    await page.getByRole('button', { name: 'Only want one logo?' }).click();
    await expect(page.getByRole('combobox', { name: 'Second Embroidery' })).toBeHidden();

    await addToCart(page, [
      { size: 'Large', color: 'Black', quantity: '2' },
      { size: 'XLarge', color: 'Black', quantity: 'x1' },
    ]);
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Large, Black quantity', exact: true })).toHaveValue('');
    await captureBothWidths(page, testInfo, 'item-added');

    await page.goto(journey.path(group, 'item/CP-250-AL'));
    await expect(page.getByText(/^Starts at/)).toBeHidden();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Must make a selection')).toBeVisible();
    await captureBothWidths(page, testInfo, 'item-customs');

    await page.goto(journey.path(group, 'item/A-410'));
    await addToCart(page, [{ size: 'Default', color: 'Silver', quantity: '11' }], storefront.embroideries.accessory[0]);
    await expect(page.getByText('Must order at least 12 units')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test('A shirt offers the garment placements and a hat only the hat placements', async ({ page, journey }, testInfo) => {
    const group = groupFor(journey, 'summit');
    const storefront = (await storefrontOf(page, group)) as { logo_placements: string[]; embroideries: { hat: string[] } };
    const isHatPlacement = (name: string) => name.endsWith('-HATS');
    const optionsOf = (label: string) =>
      page.getByRole('combobox', { name: label, exact: true }).locator('option').allTextContents();

    await page.goto(journey.path(group, 'item/1240'));
    await page.getByRole('button', { name: 'Want to add a second logo?' }).click();
    const shirt = storefront.logo_placements.filter((name) => !isHatPlacement(name));
    expect(shirt).toContain('Left Chest');
    expect(await optionsOf('Placement')).toEqual(shirt);
    expect(await optionsOf('Second Placement')).toEqual(shirt);
    await expect(page.getByRole('combobox', { name: 'Placement', exact: true })).toHaveValue('Left Chest');
    await captureBothWidths(page, testInfo, 'item-placements-shirt');

    await page.goto(journey.path(group, 'item/H-310'));
    await chooseOption(page, 'Embroidery', storefront.embroideries.hat[0]!);
    await page.getByRole('button', { name: 'Want to add a second logo?' }).click();
    const hat = storefront.logo_placements.filter(isHatPlacement);
    expect(hat.length).toBeGreaterThan(1);
    expect(await optionsOf('Placement')).toEqual(hat);
    expect(await optionsOf('Second Placement')).toEqual(hat);
    await expect(page.getByRole('combobox', { name: 'Placement', exact: true })).toHaveValue(hat[0]!);
    await chooseOption(page, 'Placement', hat[1]!);
    await captureBothWidths(page, testInfo, 'item-placements-hat');
    await expectAccessible(page);

    // A printed plate takes no placement: the field is the fixed 'N/A', never 'Left Chest'.
    await page.goto(journey.path(groupFor(journey, 'redrock'), 'item/CP-250-AL'));
    await expect(page.getByRole('textbox', { name: 'Placement', exact: true })).toHaveValue('N/A');
    await expect(page.getByRole('combobox', { name: 'Placement', exact: true })).toBeHidden();
    expect(journey.consoleErrors).toEqual([]);
  });

  test('Two-tone colours are offered and the picture follows the colour', async ({ page, journey }) => {
    const group = groupFor(journey, 'cedar');
    await page.goto(journey.path(group, 'item/H-312'));
    const picture = page.getByRole('img', { name: /Black White/ }).first();
    await expect(picture).toHaveAttribute('src', '/images/H-312_black_white.jpg');
    await page.getByRole('radio', { name: 'Navy Khaki' }).check();
    await expect(page.getByRole('img', { name: /Navy Khaki/ }).first()).toHaveAttribute('src', '/images/H-312_navy_khaki.jpg');
  });

  test('A corrupt cart in session storage is dropped without breaking the page', async ({ page, journey }) => {
    const group = groupFor(journey, 'cedar');
    await page.goto(journey.path(group));
    await page.evaluate((key) => {
      sessionStorage.setItem('cart', '{not json');
      sessionStorage.setItem('cart_group', key);
    }, group);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });
});

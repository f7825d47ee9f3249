import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { chooseOption, groupFor, storefrontOf } from '../support/journeys';
import { expectPicture, pictureBytes } from '../support/pictures';

const POLO = 'Brookfield Mens Moisture-Wicking Performance Polo';

test.describe('the logo on the garment', () => {
  test('The item’s picture draws the chosen logo and follows colour, logo and placement, from the back for a back placement', async ({
    page,
    journey,
  }, testInfo) => {
    // A long journey with screenshots at two widths and axe on several screens: more time on a busy machine.
    test.slow();
    // Harbor and the mode B group draw logos on the picture (render_logo_preview).
    const group = groupFor(journey, 'harbor');
    const storefront = await storefrontOf(page, group);
    expect(storefront.render_logo_preview).toBe(true);
    const logos = storefront.embroideries.mens as string[];
    const logo = logos[0]!;
    const otherLogo = logos[1] ?? logo;
    const picture = page.getByRole('img', { name: new RegExp(`^${POLO} in `) });

    await page.goto(journey.path(group, 'item/1240'));
    await expectPicture(picture, /^\/images\/1240_black\.jpg$/, 600);
    const plain = await pictureBytes(picture);

    await chooseOption(page, 'Embroidery', logo);
    const enc = (text: string) => encodeURIComponent(text).replace(/[()]/g, (c) => `\\${c}`);
    await expectPicture(
      picture,
      new RegExp(`^/images/made/${group}/1240\\.jpg\\?colour=Black&logo=${enc(logo)}&at=Left%20Chest&w=600$`),
      600,
    );
    await expect(picture).toHaveAttribute('alt', `${POLO} in Black with ${logo} at Left Chest`);
    const onChest = await pictureBytes(picture);
    expect(onChest.equals(plain)).toBe(false);
    await captureBothWidths(page, testInfo, 'logo-preview-front');
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'Navy', exact: true }).check();
    await expectPicture(picture, /colour=Navy&/, 600);

    await chooseOption(page, 'Placement', 'Full Back');
    await expectPicture(picture, /at=Full%20Back/, 600);
    await expect(picture).toHaveAttribute('alt', `${POLO} in Navy with ${logo} at Full Back`);
    await captureBothWidths(page, testInfo, 'logo-preview-back');

    await chooseOption(page, 'Embroidery', otherLogo);
    await expectPicture(picture, new RegExp(`logo=${enc(otherLogo)}&at=Full%20Back`), 600);

    // A second logo on the front: both sides are drawn.
    await page.getByRole('button', { name: 'Want to add a second logo?' }).click();
    await chooseOption(page, 'Second Embroidery', logo);
    await expectPicture(picture, /&logo2=.+&at2=Left%20Chest&w=600$/, 600);
    await captureBothWidths(page, testInfo, 'logo-preview-both');
    await expectAccessible(page);
    expect(journey.consoleErrors).toEqual([]);
  });

  test('Where the group does not draw logos, the picture stays the item’s own', async ({ page, journey }, testInfo) => {
    const group = 'cedar';
    const storefront = await storefrontOf(page, group);
    expect(storefront.render_logo_preview).toBe(false);
    await page.goto(journey.path(group, 'item/1240'));
    await chooseOption(page, 'Embroidery', storefront.embroideries.mens[0]);
    const picture = page.getByRole('img', { name: `${POLO} in Black` });
    await expectPicture(picture, /^\/images\/1240_black\.jpg$/, 600);
    await expect(page.locator('img[src^="/images/made/"]')).toHaveCount(0);
    await captureBothWidths(page, testInfo, 'logo-preview-off');
    expect(journey.consoleErrors).toEqual([]);
  });
});

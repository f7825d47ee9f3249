import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** The <img> has loaded a picture of this width from an address matching `src` (not a fallback put in its place). */
export async function expectPicture(img: Locator, src: RegExp, width: number): Promise<void> {
  await expect(img).toHaveAttribute('src', src);
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { timeout: 15_000 })
    .toBe(width);
  // Still the one asked for once loaded: a failed drawing would have been swapped for the item's own picture.
  await expect(img).toHaveAttribute('src', src);
}

/** The bytes of the picture an <img> shows, fetched again through the page's own origin. */
export async function pictureBytes(img: Locator): Promise<Buffer> {
  const src = await img.getAttribute('src');
  if (!src) throw new Error('the picture has no src');
  const response = await img.page().request.get(src);
  expect(response.status()).toBe(200);
  return response.body();
}

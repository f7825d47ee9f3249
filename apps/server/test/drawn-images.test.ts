import { describe, expect, it } from 'vitest';
import { groupLogoPath, itemImagePath, itemThumbnailPath, logoImagePath } from '@portal/domain';
import { renderPlannedImage } from '@portal/tenants/server';
import { DrawnImages } from '../src/images/drawn-images';
import { registry } from '../test-support/test-app';

const harbor = registry.groups.get('harbor')!;
const polo = harbor.catalogue.find((item) => item.code === '1240')!;

describe('pictures drawn for what the live groups offer', () => {
  it('finds only item pictures, thumbnails and logos some group offers', () => {
    const drawn = new DrawnImages(registry);
    expect(drawn.find(itemImagePath('1240', polo.colors[0]!))).toMatchObject({ kind: 'item', code: '1240' });
    expect(drawn.find(itemThumbnailPath('1240', polo.colors[0]!))).toMatchObject({ kind: 'item', width: 360 });
    expect(drawn.find(logoImagePath(harbor.config.embroideries.mens![0]!))).toMatchObject({ kind: 'logo' });
    for (const path of [
      itemImagePath('1240', 'Plaid'),
      itemImagePath('NOSUCH', 'Navy'),
      groupLogoPath(harbor.config.company_logo),
    ])
      expect(drawn.find(path), path).toBeNull();
  });

  it('draws each picture once, at most maxConcurrent at once, and refuses with 503 beyond maxWaiting', async () => {
    let running = 0;
    let peak = 0;
    const drawn = new DrawnImages(registry, {
      maxConcurrent: 1,
      maxWaiting: 1,
      render: async (image) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return renderPlannedImage(image);
      },
    });
    const images = polo.colors.slice(0, 3).map((colour) => drawn.find(itemThumbnailPath('1240', colour))!);
    const results = await Promise.allSettled([
      drawn.picture(images[0]!),
      drawn.picture(images[0]!),
      ...images.slice(1).map((image) => drawn.picture(image)),
    ]);
    expect(peak).toBe(1);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? 'drawn' : (result.reason as { status: number }).status)),
    ).toEqual(['drawn', 'drawn', 'drawn', 503]);
    expect(drawn.drawn).toBe(2);
  });
});

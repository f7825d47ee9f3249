import {
  groupLogoPath,
  itemImagePath,
  itemThumbnailPath,
  ITEM_THUMBNAIL_WIDTH,
  logoImagePath,
  PLACEHOLDER_IMAGE_PATH,
  providerImagePath,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenants, type TenantRegistry } from '../load-tenants';
import { PLACEHOLDER_LOGO_PATH } from '@portal/domain';
import { imageSvg, planImages, type PlannedImage } from './plan-images';

describe('planImages on the real tenant data', () => {
  let registry: TenantRegistry;
  let plan: PlannedImage[];
  let byPath: Map<string, PlannedImage>;
  beforeAll(() => {
    registry = loadTenants();
    plan = planImages(registry);
    byPath = new Map(plan.map((image) => [image.path, image]));
  });

  it('lists each path once', () => {
    expect(byPath.size).toBe(plan.length);
  });
  it('has every item of every group in every colour', () => {
    let checked = 0;
    for (const { catalogue } of registry.groups.values()) {
      for (const item of catalogue) {
        for (const colour of item.colors) {
          const image = byPath.get(itemImagePath(item.code, colour));
          expect(image, `${item.code} ${colour}`).toMatchObject({ kind: 'item', code: item.code, type: item.type });
          expect(image && 'width' in image, `${item.code} ${colour}`).toBe(false);
          const thumbnail = byPath.get(itemThumbnailPath(item.code, colour));
          expect(thumbnail, `${item.code} ${colour} thumbnail`).toEqual({
            ...image,
            path: itemThumbnailPath(item.code, colour),
            width: ITEM_THUMBNAIL_WIDTH,
          });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
  it('gives the two-tone colours two fills and the others one', () => {
    let twoTones = 0;
    for (const { catalogue } of registry.groups.values()) {
      for (const item of catalogue) {
        for (const colour of item.halfColors ?? []) {
          const image = byPath.get(itemImagePath(item.code, colour));
          expect(image?.kind === 'item' && image.fills.length, `${item.code} ${colour}`).toBe(2);
          if (image?.kind === 'item') expect(image.fills[0]).not.toBe(image.fills[1]);
          twoTones += 1;
        }
        const single = item.colors.find((colour) => !item.halfColors?.includes(colour) && !colour.includes(' '));
        if (single) {
          const image = byPath.get(itemImagePath(item.code, single));
          expect(image?.kind === 'item' && image.fills.length, `${item.code} ${single}`).toBe(1);
        }
      }
    }
    expect(twoTones).toBeGreaterThan(0);
  });
  it('has every embroidery logo, group logo and the provider pictures', () => {
    for (const { config } of registry.groups.values()) {
      for (const names of Object.values(config.embroideries)) {
        for (const name of names ?? []) expect(byPath.get(logoImagePath(name))?.kind, name).toBe('logo');
      }
      expect(byPath.get(groupLogoPath(config.company_logo))?.kind).toBe('group-logo');
    }
    expect(byPath.get(providerImagePath(registry.provider.logo))?.kind).toBe('provider-logo');
    expect(byPath.get(providerImagePath(registry.provider.header_image))?.kind).toBe('header');
    expect(byPath.get(PLACEHOLDER_IMAGE_PATH)?.kind).toBe('placeholder');
    expect(byPath.get(PLACEHOLDER_LOGO_PATH)?.kind).toBe('placeholder');
  });
  it('draws a two-tone item with both of its fills', () => {
    const twoTone = plan.find((image) => image.kind === 'item' && image.fills.length === 2);
    if (twoTone?.kind !== 'item') throw new Error('no two-tone item in the plan');
    const svg = imageSvg(twoTone);
    for (const fill of twoTone.fills) expect(svg).toContain(`fill="${fill}"`);
  });
});

describe('planImages on a small registry', () => {
  it('plans a base item shared by two groups once', () => {
    const item = {
      code: 'X1',
      name: 'Tee',
      fullname: 'Tee',
      type: 'tshirts',
      colors: ['Black', 'Navy Khaki'],
      default_color: 'Black',
      halfColors: ['Navy Khaki'],
      sizes: { Small: 100 },
      restricted: false,
    } as const;
    const config = (key: string) => ({
      key,
      title: key.toUpperCase(),
      company_logo: `${key}.png`,
      embroideries: { hat: ['Same Logo'], mens: [`${key} Logo`] },
    });
    const registry = {
      provider: { name: 'P', logo: 'p.png', header_image: 'h.jpg' },
      groups: new Map([
        ['a', { config: config('a'), catalogue: [item] }],
        ['b', { config: config('b'), catalogue: [item] }],
      ]),
    } as unknown as TenantRegistry;
    const plan = planImages(registry);
    const paths = plan.map((image) => image.path);
    expect(paths.filter((path) => path === '/images/X1_black.jpg')).toHaveLength(1);
    expect(paths.filter((path) => path === '/images/logos/same_logo.png')).toHaveLength(1);
    expect(paths).toContain('/images/groups/a.png');
    expect(paths).toContain('/images/groups/b.png');
    // Two colours, each at full size and as a thumbnail.
    expect(plan.filter((image) => image.kind === 'item')).toHaveLength(2 * 2);
    expect(paths.filter((path) => path === '/images/thumbs/X1_black.jpg')).toHaveLength(1);
    expect(plan).toHaveLength(2 * 2 + 3 + 2 + 2 + 2);
  });
});

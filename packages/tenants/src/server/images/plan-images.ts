// Every picture the portal serves, derived from the tenant data: what to draw and where it goes.
import type { ProductType } from '@portal/domain';
import {
  groupLogoPath,
  itemImagePath,
  itemThumbnailPath,
  ITEM_THUMBNAIL_WIDTH,
  logoImagePath,
  PLACEHOLDER_IMAGE_PATH,
  PLACEHOLDER_LOGO_PATH,
  providerImagePath,
} from '@portal/domain';
import type { TenantRegistry } from '../load-tenants';
import { groupLogoSvg, landingHeaderSvg, logoSvg, placeholderSvg, productSvg, providerLogoSvg } from './artwork';
import { itemColour, type ColourFinish } from './colour-table';

export type PlannedImage =
  | {
      path: string;
      kind: 'item';
      code: string;
      colour: string;
      type: ProductType;
      fills: [string] | [string, string];
      finish: ColourFinish;
      /** The item's name, which picks a shape within its category. */
      variant: string;
      /** Scaled down to this width (the thumbnail); drawn at full size without it. */
      width?: number;
    }
  | { path: string; kind: 'logo'; name: string }
  | { path: string; kind: 'group-logo'; title: string }
  | { path: string; kind: 'provider-logo'; name: string }
  | { path: string; kind: 'header'; name: string }
  | { path: string; kind: 'placeholder'; size: number };

export type ImageKind = PlannedImage['kind'];

/**
 * The pictures for the whole registry, each path once. Base items appear in several groups'
 * catalogues but share one picture per code and colour, so the first occurrence is kept.
 */
export function planImages(registry: Pick<TenantRegistry, 'provider' | 'groups'>): PlannedImage[] {
  const plan = new Map<string, PlannedImage>();
  const add = (image: PlannedImage): void => {
    if (!plan.has(image.path)) plan.set(image.path, image);
  };

  for (const { catalogue } of registry.groups.values()) {
    for (const item of catalogue) {
      const half = new Set(item.halfColors ?? []);
      for (const colour of item.colors) {
        const { fills, finish } = itemColour(colour, half.has(colour));
        const picture = { kind: 'item', code: item.code, colour, type: item.type, fills, finish, variant: item.name } as const;
        add({ path: itemImagePath(item.code, colour), ...picture });
        // The tiles' smaller copy, drawn from the same artwork.
        add({ path: itemThumbnailPath(item.code, colour), ...picture, width: ITEM_THUMBNAIL_WIDTH });
      }
    }
  }
  for (const { config } of registry.groups.values()) {
    for (const names of Object.values(config.embroideries)) {
      for (const name of names ?? []) add({ path: logoImagePath(name), kind: 'logo', name });
    }
  }
  for (const { config } of registry.groups.values()) {
    add({ path: groupLogoPath(config.company_logo), kind: 'group-logo', title: config.title });
  }
  const { provider } = registry;
  add({ path: providerImagePath(provider.logo), kind: 'provider-logo', name: provider.name });
  add({ path: providerImagePath(provider.header_image), kind: 'header', name: provider.name });
  add({ path: PLACEHOLDER_IMAGE_PATH, kind: 'placeholder', size: 600 });
  add({ path: PLACEHOLDER_LOGO_PATH, kind: 'placeholder', size: 160 });
  return [...plan.values()];
}

/** The SVG source of one planned picture. */
export function imageSvg(image: PlannedImage): string {
  switch (image.kind) {
    case 'item':
      return productSvg(image.type, image.fills[0], image.fills[1], { finish: image.finish, variant: image.variant });
    case 'logo':
      return logoSvg(image.name);
    case 'group-logo':
      return groupLogoSvg(image.title);
    case 'provider-logo':
      return providerLogoSvg(image.name);
    case 'header':
      return landingHeaderSvg(image.name);
    case 'placeholder':
      return placeholderSvg(image.size);
  }
}

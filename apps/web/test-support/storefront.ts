import type { CartLine, CatalogueItem, StorefrontAnswer } from '@portal/domain';

/** A polo in three colours and four sizes, with a size that costs more. Prices in cents. */
export const POLO: CatalogueItem = {
  code: '1240',
  name: 'Performance Polo',
  fullname: 'Mens Performance Polo',
  type: 'mens',
  colors: ['Black', 'Navy', 'White'],
  default_color: 'Black',
  sizes: { Small: 2500, Medium: 2500, Large: 2500, '2XLarge': 2700 },
  restricted: false,
};

/** A one-size accessory: at least 12 units a line. */
export const KEYCHAIN: CatalogueItem = {
  code: 'A-410',
  name: 'Bottle Opener Keychain',
  fullname: 'Metal Bottle Opener Keychain',
  type: 'accessory',
  colors: ['Silver'],
  default_color: 'Silver',
  sizes: { Default: 319 },
  restricted: false,
};

/** A custom printed item sold in packs, cheaper per unit the more are ordered. */
export const PLATE: CatalogueItem = {
  code: 'CP-250-AL',
  name: 'Aluminum License Plate',
  fullname: 'Custom Aluminum License Plate',
  type: 'customs',
  colors: ['White'],
  default_color: 'White',
  sizes: { '250': 369, '500': 319, '1000': 259 },
  restricted: false,
};

/** A group's storefront as GET /v1/storefront answers it: open (no password), no PayPal, no stores. */
export function storefrontOf(overrides: Partial<StorefrontAnswer> = {}): StorefrontAnswer {
  const key = overrides.key ?? 'cedar';
  return {
    key,
    title: 'Cedar Creek Automotive',
    company_logo: 'cedar.png',
    logo_placements: ['Left Chest'],
    show_image_preview: false,
    show_modification_thumbnail: false,
    render_logo_preview: false,
    minimum_apparel_order: false,
    embroideries: { mens: ['Cedar Creek'] },
    stores: [],
    ship_to_address: '480 Cedar Creek Rd, Fernhollow, OR 97012',
    typed_ship_to: false,
    shipping_methods: [],
    server_hostname: 'https://api.portal.example',
    account_reps: [{ name: 'Harriet Okafor', phone: '(555) 019-1182' }],
    route_prefix: key,
    paypal_not_supported: true,
    has_password: false,
    categories: ['mens', 'accessory', 'customs'],
    placement_table: [{ name: 'Left Chest', fits: ['mens'] }],
    catalogue: [POLO, KEYCHAIN, PLATE],
    provider: {
      name: 'Crestline Branded Supply',
      logo: 'crestline.png',
      header_image: 'landing-header.jpg',
      main_phone: '(555) 010-4400',
      support_phone: '(555) 010-4410',
      support_email: 'support@portal.example',
      address: ['4800 Quarry Bend Parkway', 'Brindlewood, OH 43999'],
      flip_books: {
        auto: 'https://catalogs.portal.example/auto',
        apparel: 'https://catalogs.portal.example/apparel',
        promotional: 'https://catalogs.portal.example/promotional',
      },
      section_links: [{ label: 'Service', page: 114 }],
    },
    payments: { paypal: { available: false, client_id: null } },
    ...overrides,
  };
}

/** A cart line of the polo, as the item screen adds it. */
export function poloLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    type: 'mens',
    name: POLO.fullname,
    price: 2500,
    quantity: 2,
    size: 'Medium',
    color: 'Black',
    code: POLO.code,
    placement: 'Left Chest',
    embroidery: 'Cedar Creek',
    ...overrides,
  };
}

/** A line of a dozen keychains, the fewest an accessory line takes. */
export function keychainLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    type: 'accessory',
    name: KEYCHAIN.fullname,
    price: 319,
    quantity: 12,
    size: 'Default',
    color: 'Silver',
    code: KEYCHAIN.code,
    placement: 'N/A',
    embroidery: '',
    ...overrides,
  };
}

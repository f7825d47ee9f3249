import { describe, expect, it } from 'vitest';
import { diffOfferDocuments } from './offer-diff';
import { mayChangeOffer } from './offer-permissions';

const HASH_A = 'scrypt$16384$8$1$c2FsdA==$aGFzaEE=';
const HASH_B = 'scrypt$16384$8$1$c2FsdA==$aGFzaEI=';

interface TestItem {
  code: string;
  name: string;
  sizes: Record<string, number>;
  colors?: string[];
  discount?: { quantity: number; price: number }[];
}

interface TestDocument {
  group: {
    key: string;
    title: string;
    paypal_not_supported: boolean;
    order_limits: Record<string, number>;
    embroideries: Record<string, string[]>;
    account_reps: { name: string; phone: string }[];
    stores: { name: string; code: string; address?: string }[];
  };
  secrets: {
    password: string | null;
    admin_password: string;
    bypass_codes: string[];
    store_passwords: Record<string, string>;
    email_recipients: string[];
  };
  items: TestItem[];
  placements: { name: string; fits: string[] }[];
}

function document(): TestDocument {
  return {
    group: {
      key: 'harbor',
      title: 'Harbor Auto Group',
      paypal_not_supported: true,
      order_limits: { max_units_per_line: 500 },
      embroideries: { mens: ['Harbor'] },
      account_reps: [{ name: 'Dana Reyes', phone: '(555) 010-0101' }],
      stores: [
        { name: 'Harbor Ford', code: 'HBFORD' },
        { name: 'Harbor Kia', address: '1 Pier Rd', code: 'HBKIA1' },
      ],
    },
    secrets: {
      password: HASH_A,
      admin_password: HASH_A,
      bypass_codes: [HASH_A],
      store_passwords: { HBFORD: HASH_A },
      email_recipients: ['orders@example.com'],
    },
    items: [
      { code: 'TEE-1', name: 'Tee', sizes: { Small: 10, Large: 12.5 }, colors: ['Black', 'White'] },
      { code: 'CAP-1', name: 'Cap', sizes: { OSFA: 14 }, discount: [{ quantity: 12, price: 13 }] },
    ],
    placements: [{ name: 'Left Chest', fits: ['mens'] }],
  };
}

describe('the difference between two offers', () => {
  it('is nothing between a document and its copy, whatever the order of its lists', () => {
    const copy = document();
    copy.items.reverse();
    copy.group.stores.reverse();
    // As jsonb gives a document back: keys in its own order.
    copy.items[0] = { discount: [{ price: 13, quantity: 12 }], sizes: { OSFA: 14 }, name: 'Cap', code: 'CAP-1' };
    expect(diffOfferDocuments(document(), copy)).toEqual([]);
  });

  it('names each price per size, a tier, an added and a retired item, in dollars', () => {
    const after = document();
    after.items[0]!.sizes = { Small: 10, Large: 13.75, XL: 15 };
    after.items[1]!.discount = [
      { quantity: 12, price: 12.5 },
      { quantity: 48, price: 11 },
    ];
    after.items.push({ code: 'MUG-1', name: 'Mug', sizes: { OSFA: 8 }, colors: ['White'] });
    after.items.splice(0, 1, { ...after.items[0]!, colors: ['Black'] });
    const changes = diffOfferDocuments(document(), after);
    expect(changes).toEqual([
      { area: 'items', subject: 'CAP-1', field: 'discount', before: '12+ $13.00', after: '12+ $12.50, 48+ $11.00' },
      { area: 'items', subject: 'MUG-1', field: 'item', before: null, after: 'Mug' },
      { area: 'items', subject: 'TEE-1', field: 'sizes.Large', before: '$12.50', after: '$13.75' },
      { area: 'items', subject: 'TEE-1', field: 'sizes.XL', before: null, after: '$15.00' },
      { area: 'items', subject: 'TEE-1', field: 'colors', before: 'Black; White', after: 'Black' },
    ]);
    const without = document();
    without.items.pop();
    expect(diffOfferDocuments(document(), without)).toEqual([
      { area: 'items', subject: 'CAP-1', field: 'item', before: 'Cap', after: null },
    ]);
  });

  it('names settings by their path, stores by code, and secrets only as set, changed or cleared', () => {
    const after = document();
    after.group.paypal_not_supported = false;
    after.group.order_limits = { max_units_per_line: 200 };
    after.group.account_reps = [{ name: 'Morgan Tallis', phone: '(555) 010-0102' }];
    after.group.stores[1]!.address = '2 Pier Rd';
    after.group.stores.push({ name: 'Harbor Mazda', code: 'HBMAZ1' });
    after.secrets.password = HASH_B;
    after.secrets.bypass_codes = [HASH_B, HASH_A];
    after.secrets.store_passwords = {};
    after.secrets.email_recipients = ['orders@example.com', 'desk@example.com'];
    const changes = diffOfferDocuments(document(), after);
    expect(changes).toEqual([
      { area: 'settings', subject: '', field: 'paypal_not_supported', before: 'yes', after: 'no' },
      { area: 'settings', subject: '', field: 'order_limits.max_units_per_line', before: '500', after: '200' },
      {
        area: 'settings',
        subject: '',
        field: 'account_reps',
        before: 'Dana Reyes (555) 010-0101',
        after: 'Morgan Tallis (555) 010-0102',
      },
      { area: 'stores', subject: 'HBKIA1', field: 'address', before: '1 Pier Rd', after: '2 Pier Rd' },
      { area: 'stores', subject: 'HBMAZ1', field: 'store', before: null, after: 'Harbor Mazda' },
      { area: 'secrets', subject: '', field: 'group password', before: 'set', after: 'changed' },
      { area: 'secrets', subject: '', field: 'bypass codes', before: '1 codes', after: '2 codes (1 new, 0 retired)' },
      { area: 'secrets', subject: 'HBFORD', field: 'store password', before: 'set', after: 'none' },
      {
        area: 'settings',
        subject: '',
        field: 'email_recipients',
        before: 'orders@example.com',
        after: 'orders@example.com; desk@example.com',
      },
    ]);
    // No hash is ever part of what staff are shown.
    expect(JSON.stringify(changes)).not.toContain('scrypt');
  });

  it('names a logo picture and an item photo uploaded, replaced or taken off as uploaded pictures, by their ids', () => {
    const [A, B] = ['a1b2c3d4'.repeat(4), 'e5f6a7b8'.repeat(4)];
    const before = document();
    const after = document();
    Object.assign(after.group, { logo_files: { Harbor: A } });
    Object.assign(after.items[0]!, { photos: { Black: B } });
    expect(diffOfferDocuments(before, after)).toEqual([
      {
        area: 'settings',
        subject: '',
        field: 'logo_files.Harbor',
        before: 'drawn from the name',
        after: 'uploaded logo picture a1b2c3d4',
      },
      { area: 'items', subject: 'TEE-1', field: 'photos.Black', before: 'drawn picture', after: 'uploaded photo e5f6a7b8' },
    ]);
    const replaced = JSON.parse(JSON.stringify(after)) as TestDocument;
    Object.assign(replaced.group, { logo_files: { Harbor: B } });
    delete (replaced.items[0] as { photos?: unknown }).photos;
    expect(diffOfferDocuments(after, replaced)).toEqual([
      {
        area: 'settings',
        subject: '',
        field: 'logo_files.Harbor',
        before: 'uploaded logo picture a1b2c3d4',
        after: 'uploaded logo picture e5f6a7b8',
      },
      { area: 'items', subject: 'TEE-1', field: 'photos.Black', before: 'uploaded photo e5f6a7b8', after: 'drawn picture' },
    ]);
  });

  const copyOf = (doc: TestDocument) => JSON.parse(JSON.stringify(doc)) as TestDocument;

  it("names the group's ship-to settings, and each shipping method by its code with its rule in words and their order", () => {
    const ground = { code: 'GROUND', name: 'Ground', rule: { kind: 'free_above', cents: 1500, threshold_cents: 25000 } };
    const twoDay = { code: '2DAY', name: '2-Day', rule: { kind: 'flat', cents: 3500 } };
    const before = document();
    Object.assign(before.group, { ship_to_address: '12 Dock St, Port Alder, ME 04011', shipping_methods: [ground, twoDay] });
    const after = copyOf(before);
    Object.assign(after.group, {
      ship_to_address: '14 Dock St, Port Alder, ME 04011',
      typed_ship_to: true,
      shipping_methods: [
        { code: 'TRUCK', name: 'Truck freight', rule: { kind: 'per_unit', cents: 40 } },
        { ...twoDay, rule: { kind: 'free' } },
        ground,
      ],
    });
    const changes = diffOfferDocuments(before, after);
    expect(changes).toEqual([
      {
        area: 'settings',
        subject: '',
        field: 'ship_to_address',
        before: '12 Dock St, Port Alder, ME 04011',
        after: '14 Dock St, Port Alder, ME 04011',
      },
      { area: 'settings', subject: '', field: 'typed_ship_to', before: null, after: 'yes' },
      { area: 'settings', subject: '', field: 'shipping_methods.2DAY', before: '2-Day: $35.00 per order', after: '2-Day: Free' },
      { area: 'settings', subject: '', field: 'shipping_methods.TRUCK', before: null, after: 'Truck freight: $0.40 per unit' },
      { area: 'settings', subject: '', field: 'shipping_methods', before: 'GROUND, 2DAY', after: '2DAY, GROUND' },
    ]);
    expect(changes.every((change) => !mayChangeOffer('rep', change))).toBe(true);
    const removed = copyOf(before);
    Object.assign(removed.group, { shipping_methods: [twoDay] });
    expect(diffOfferDocuments(before, removed)).toEqual([
      {
        area: 'settings',
        subject: '',
        field: 'shipping_methods.GROUND',
        before: 'Ground: Free on orders of $250.00 or more, else $15.00',
        after: null,
      },
    ]);
    // None and an empty list are the same: no freight is charged.
    const none = copyOf(before);
    Object.assign(none.group, { shipping_methods: [] });
    const empty = copyOf(none);
    delete (empty.group as { shipping_methods?: unknown }).shipping_methods;
    expect(diffOfferDocuments(none, empty)).toEqual([]);
    // A rule that is not one yet is shown as it is.
    const odd = copyOf(before);
    Object.assign(odd.group, { shipping_methods: [{ ...ground, rule: { kind: 'flat', cents: 'ten' } }, twoDay] });
    expect(diffOfferDocuments(before, odd)[0]?.after).toBe('Ground: kind: flat, cents: ten');
  });

  it('reads a draft that is not valid yet without failing', () => {
    expect(diffOfferDocuments({ items: 'nonsense' }, { group: null, items: [{ code: 'X', name: 'X' }] })).toEqual([
      { area: 'items', subject: 'X', field: 'item', before: null, after: 'X' },
    ]);
  });
});

describe('who may change an offer', () => {
  it('lets a rep change items, stores and logos, and only an admin the rest', () => {
    const rep = (area: 'settings' | 'stores' | 'items' | 'secrets' | 'placements', field: string) =>
      mayChangeOffer('rep', { area, field });
    expect(rep('items', 'sizes.XL')).toBe(true);
    expect(rep('stores', 'address')).toBe(true);
    expect(rep('settings', 'embroideries.hat')).toBe(true);
    expect(rep('settings', 'logo_placements')).toBe(true);
    expect(rep('settings', 'logo_files.Harbor')).toBe(true);
    for (const field of ['paypal_not_supported', 'order_limits.max_units_per_line', 'email_recipients', 'title', 'account_reps'])
      expect(rep('settings', field), field).toBe(false);
    expect(rep('secrets', 'bypass codes')).toBe(false);
    expect(mayChangeOffer('admin', { area: 'secrets', field: 'group password' })).toBe(true);
    expect(mayChangeOffer('viewer', { area: 'items', field: 'name' })).toBe(false);
    expect(mayChangeOffer('accounts', { area: 'items', field: 'name' })).toBe(false);
  });
});

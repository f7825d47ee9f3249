import { describe, expect, it } from 'vitest';
import { groupPublicConfigSchema, groupSecretsSchema, priceListSchema, type GroupPublicConfigInput } from './group-config.schema';

const group: GroupPublicConfigInput = {
  key: 'harbor',
  title: 'Harbor Point Motors',
  company_logo: 'harbor.png',
  logo_placements: ['Left Chest', 'Right Sleeve'],
  show_image_preview: true,
  show_modification_thumbnail: false,
  render_logo_preview: false,
  embroideries: { mens: ['Harbor Point'], hats: ['Harbor Point Anchor'], tshirt: ['Harbor Point'] },
  stores: [{ name: 'Harbor Point Ford', address: '100 Quay St, Port Alder, ME', code: 'HPF001' }],
  server_hostname: 'https://orders.crestline-supply.example',
  account_reps: [{ name: 'Dana Whitfield', phone: '(555) 010-2231' }],
  route_prefix: 'harbor',
  paypal_not_supported: true,
  catalogue: { price_list: null },
};

const hash = 'scrypt$16384$8$1$c2FsdHNhbHQ=$aGFzaGhhc2g=';

function paths(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('groupPublicConfigSchema', () => {
  it('folds category aliases in the embroidery lists', () => {
    const parsed = groupPublicConfigSchema.parse(group);
    expect(parsed.embroideries).toEqual({ mens: ['Harbor Point'], hat: ['Harbor Point Anchor'], tshirts: ['Harbor Point'] });
  });
  it('names the wrong field', () => {
    expect(paths(groupPublicConfigSchema, { ...group, embroideries: { shoes: [] } })).toEqual(['embroideries.shoes']);
    expect(paths(groupPublicConfigSchema, { ...group, stores: [{ name: 'X', code: 'abc' }] })).toEqual(['stores.0.code']);
    expect(paths(groupPublicConfigSchema, { ...group, account_reps: [{ name: 'A', phone: '5550102231' }] })).toEqual([
      'account_reps.0.phone',
    ]);
    expect(paths(groupPublicConfigSchema, { ...group, route_prefix: 'other' })).toEqual(['route_prefix']);
  });
  it("refuses a group key or route prefix the site's own addresses use", () => {
    expect(paths(groupPublicConfigSchema, { ...group, key: 'console', route_prefix: 'console' })).toEqual([
      'key',
      'route_prefix',
    ]);
    expect(paths(groupPublicConfigSchema, { ...group, key: 'api', route_prefix: null })).toEqual(['key']);
    expect(paths(groupPublicConfigSchema, { ...group, key: 'consoles', route_prefix: 'consoles' })).toEqual([]);
  });
  it('refuses a secret in the public part', () => {
    expect(paths(groupPublicConfigSchema, { ...group, password: 'hunter2' })).toEqual(['']);
    expect(paths(groupPublicConfigSchema, { ...group, bypass_codes: ['X'] })).toEqual(['']);
  });
  it('refuses a store code listed twice', () => {
    const store = group.stores[0]!;
    expect(paths(groupPublicConfigSchema, { ...group, stores: [store, store] })).toEqual(['stores.1.code']);
  });
});

describe('groupSecretsSchema', () => {
  const secrets = {
    password: hash,
    admin_password: hash,
    bypass_codes: [hash],
    store_passwords: { HPF001: hash },
    email_recipients: ['orders@crestline-supply.example'],
  };
  it('accepts scrypt hashes only, never plain secrets', () => {
    expect(paths(groupSecretsSchema, secrets)).toEqual([]);
    expect(paths(groupSecretsSchema, { ...secrets, bypass_codes: ['MANAGER'] })).toEqual(['bypass_codes.0']);
    expect(paths(groupSecretsSchema, { ...secrets, admin_password: 'letmein' })).toEqual(['admin_password']);
  });
  it('needs someone to receive the orders', () => {
    expect(paths(groupSecretsSchema, { ...secrets, email_recipients: [] })).toEqual(['email_recipients']);
  });
});

describe('priceListSchema', () => {
  it('says what unlisted items cost', () => {
    expect(paths(priceListSchema, { name: 'x', description: 'y', unlisted: 'free', prices: {} })).toEqual(['unlisted']);
  });
});

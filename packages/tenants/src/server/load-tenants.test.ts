import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, isQuantityBreakItem, placementsFor } from '@portal/domain';
import { readDemoSecrets } from './demo-secrets';
import { inspectTenants, loadTenants, TENANTS_ROOT } from './load-tenants';
import { hashSecret, matchSecret, verifySecret } from './secrets';

const registry = loadTenants();
const groups = [...registry.groups.values()];

describe('the dealership data', () => {
  it('has fourteen valid groups, one the generic default', () => {
    expect(registry.groups.size).toBe(14);
    expect(registry.groups.has('default')).toBe(true);
  });
  it('gives eleven groups a route prefix', () => {
    expect(groups.filter((g) => g.config.route_prefix !== null)).toHaveLength(11);
  });
  it('has the store counts of docs/product.md#the-demo-groups, with 6-character codes', () => {
    const counts = groups
      .map((g) => g.config.stores.length)
      .filter((n) => n > 0)
      .sort((a, b) => b - a);
    expect(counts).toEqual([24, 17, 11, 9, 9, 8, 8, 7, 5, 4, 3]);
    for (const group of groups) for (const store of group.config.stores) expect(store.code).toMatch(/^[A-Z0-9]{6}$/);
  });
  it('supports PayPal for two groups only', () => {
    expect(groups.filter((g) => !g.config.paypal_not_supported)).toHaveLength(2);
  });
  it('sets minimum_apparel_order true for one group and false for two', () => {
    expect(groups.filter((g) => g.config.minimum_apparel_order === true)).toHaveLength(1);
    expect(groups.filter((g) => g.config.minimum_apparel_order === false)).toHaveLength(2);
  });
  it('has a base catalogue of at least 150 items over all twelve categories', () => {
    const base = JSON.parse(readFileSync(join(TENANTS_ROOT, 'catalogues/base.json'), 'utf8')) as { type: string }[];
    expect(base.length).toBeGreaterThanOrEqual(150);
    const everything = registry.groups.get('default')!.catalogue;
    expect(new Set(everything.map((i) => i.type))).toEqual(new Set(PRODUCT_TYPES));
  });
  it('limits Guardian-family custom items to two warehouse stores', () => {
    const guardian = registry.groups.get('guardian')!;
    const limited = guardian.catalogue.filter((i) => i.supportedStores);
    expect(limited.length).toBeGreaterThan(0);
    for (const item of limited) {
      expect(item.type).toBe('customs');
      expect(item.supportedStores).toHaveLength(2);
      const names = item.supportedStores!.map((code) => guardian.config.stores.find((s) => s.code === code)?.name ?? '');
      for (const name of names) expect(name).toMatch(/Warehouse/);
    }
  });
  it('has two-tone, restricted, discounted and quantity-break items', () => {
    const all = registry.groups.get('default')!.catalogue;
    expect(all.filter((i) => i.halfColors?.length).length).toBeGreaterThan(0);
    expect(all.filter((i) => i.restricted).length).toBeGreaterThan(0);
    expect(all.filter((i) => i.discount?.length).length).toBeGreaterThan(0);
    expect(all.filter((i) => isQuantityBreakItem(i.sizes)).length).toBeGreaterThan(0);
  });
  it('prices by three price lists: mostly zero, priced with group items, priced tees and polos', () => {
    const lists = new Set(groups.map((g) => g.config.catalogue.price_list).filter(Boolean));
    expect(lists).toEqual(new Set(['mostly-zero', 'group-priced', 'tees-polos']));
    const zeroGroup = groups.find((g) => g.config.catalogue.price_list === 'mostly-zero')!;
    const zero = zeroGroup.catalogue.filter((i) => Object.values(i.sizes).every((c) => c === 0)).length;
    expect(zero / zeroGroup.catalogue.length).toBeGreaterThan(0.5);
  });
  it('offers hat placements on hats only, garment placements on garments only, and none on other items', () => {
    for (const group of groups) {
      const offer = { placements: group.config.logo_placements, placementTable: group.placementTable };
      for (const item of group.catalogue) {
        const { options } = placementsFor(item.type, offer);
        if (item.type === 'hat') {
          expect(options.length, `${group.config.key} ${item.code}`).toBeGreaterThan(0);
          for (const name of options) expect(name).toMatch(/-HATS$/);
        } else if (['mens', 'womens', 'tshirts'].includes(item.type)) {
          expect(options, `${group.config.key} ${item.code}`).toContain('Left Chest');
          for (const name of options) expect(name).not.toMatch(/-HATS$/);
        } else {
          expect(options, `${group.config.key} ${item.code}`).toEqual([]);
        }
      }
    }
  });
  it('stores only hashes, never a plain demo secret', () => {
    const plain = readDemoSecrets().flatMap((d) => [
      ...(d.password ? [d.password] : []),
      d.admin,
      ...d.bypassCodes,
      ...d.storePasswords.map((s) => s.password),
    ]);
    expect(plain.length).toBeGreaterThan(100);
    for (const group of groups) {
      const values: unknown[] = [];
      JSON.parse(readFileSync(join(TENANTS_ROOT, 'groups', group.config.key, 'secrets.json'), 'utf8'), (_key, value: unknown) => {
        if (typeof value === 'string') values.push(value);
        return value;
      });
      for (const secret of plain) expect(values).not.toContain(secret);
      expect(values.some((v) => typeof v === 'string' && v.startsWith('scrypt$'))).toBe(true);
    }
  });
});

describe('the demo secrets', () => {
  // Each plain value in demo-secrets.md opens what it says it opens, so anyone can try every path.
  it('match the stored hashes', () => {
    for (const demo of readDemoSecrets()) {
      const { secrets } = registry.groups.get(demo.group)!;
      expect(secrets.password === null ? null : verifySecret(demo.password ?? '', secrets.password)).toBe(
        secrets.password === null ? null : true,
      );
      expect(verifySecret(demo.admin, secrets.admin_password)).toBe(true);
      for (const code of demo.bypassCodes) expect(matchSecret(code, secrets.bypass_codes)).toBeGreaterThanOrEqual(0);
      for (const store of demo.storePasswords)
        expect(verifySecret(store.password, secrets.store_passwords[store.code]!)).toBe(true);
      expect(matchSecret('NOT-A-CODE', secrets.bypass_codes)).toBe(-1);
    }
  });
  it('share one salt across the group passwords, so the root login costs one derivation', () => {
    const salts = new Set(groups.flatMap((g) => (g.secrets.password ? [g.secrets.password.split('$')[4]] : [])));
    expect(salts.size).toBe(1);
    expect(hashSecret('x').split('$')[4]).not.toBe([...salts][0]);
  });
});

describe('a broken copy of the data', () => {
  let copy = '';
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  function brokenCopy(file: string, edit: (json: Record<string, unknown>) => void): string {
    copy = mkdtempSync(join(tmpdir(), 'tenants-'));
    for (const part of ['provider.json', 'placements.json', 'catalogues', 'price-lists', 'groups', 'demo-billing-accounts.json'])
      cpSync(join(TENANTS_ROOT, part), join(copy, part), { recursive: true });
    const path = join(copy, file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    edit(json);
    writeFileSync(path, JSON.stringify(json));
    return copy;
  }

  it('names the file and the field that is wrong', () => {
    const root = brokenCopy('groups/harbor/group.json', (json) => {
      (json.account_reps as { phone: string }[])[0]!.phone = '555 0100';
    });
    const { registry: none, problems } = inspectTenants(root);
    expect(none).toBeNull();
    expect(problems).toEqual([
      { file: 'groups/harbor/group.json', field: 'account_reps.0.phone', message: "a phone number like '(555) 010-0000'" },
    ]);
  });

  it('names an order limit that is not a whole positive number', () => {
    const root = brokenCopy('groups/harbor/group.json', (json) => {
      json.order_limits = { max_units_per_line: 0, max_on_account_order: 2500.5 };
    });
    expect(inspectTenants(root).problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      'groups/harbor/group.json order_limits.max_units_per_line',
      'groups/harbor/group.json order_limits.max_on_account_order',
    ]);
  });

  it('names logos offered for hats in a group none of whose placements fits a hat', () => {
    const root = brokenCopy('groups/harbor/group.json', (json) => {
      json.logo_placements = (json.logo_placements as string[]).filter((name) => !name.endsWith('-HATS'));
      json.embroideries = { ...(json.embroideries as object), hat: ['Harbor Cap Logo'] };
    });
    expect(inspectTenants(root).problems).toEqual([
      {
        file: 'groups/harbor/group.json',
        field: 'embroideries.hat',
        message: 'logos are offered for hat but no placement of the group fits hat',
      },
    ]);
  });

  it('names a plain secret put where a hash belongs', () => {
    const root = brokenCopy('groups/redrock/secrets.json', (json) => {
      json.admin_password = 'letmein';
    });
    expect(inspectTenants(root).problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      'groups/redrock/secrets.json admin_password',
    ]);
  });

  it('names a price list entry for an item that does not exist', () => {
    const root = brokenCopy('price-lists/tees-polos.json', (json) => {
      (json.prices as Record<string, unknown>)['NO-SUCH-ITEM'] = { Small: 1 };
    });
    expect(inspectTenants(root).problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      'price-lists/tees-polos.json prices.NO-SUCH-ITEM',
    ]);
  });

  it('reports a bad item once, not again in every price list that names it', () => {
    const root = brokenCopy('catalogues/base.json', (json) => {
      const items = json as unknown as { code: string; sizes: Record<string, number> }[];
      const polo = items.find((item) => item.code === '1240')!;
      polo.sizes.Small = 79.999;
    });
    expect(inspectTenants(root).problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      expect.stringMatching(/^catalogues\/base.json \[\d+\] 1240.sizes.Small$/),
    ]);
  });

  it('names a placement row with a kind of item that does not exist', () => {
    const root = brokenCopy('placements.json', (json) => {
      (json as unknown as { fits: string[] }[])[0]!.fits.push('shirts');
    });
    expect(inspectTenants(root).problems).toEqual([
      {
        file: 'placements.json',
        field: '[0] Left Chest.fits.3',
        message: expect.stringMatching(/^unknown type 'shirts'; one of mens, womens/),
      },
    ]);
  });

  it('names a placement listed twice', () => {
    const root = brokenCopy('placements.json', (json) => {
      const rows = json as unknown as { name: string }[];
      rows.push({ ...rows[0]! });
    });
    expect(inspectTenants(root).problems.map((p) => `${p.file} ${p.field}: ${p.message}`)).toEqual([
      expect.stringMatching(/^placements.json \[\d+\] Left Chest.name: placement 'Left Chest' is listed twice$/),
    ]);
  });

  it('names a placement row that does not say where it sits on a drawing of an item it fits', () => {
    const root = brokenCopy('placements.json', (json) => {
      const rows = json as unknown as { name: string; at: Record<string, unknown> }[];
      delete rows.find((row) => row.name === 'Full Back')!.at['womens-sleeveless'];
    });
    expect(inspectTenants(root).problems).toEqual([
      {
        file: 'placements.json',
        field: expect.stringMatching(/^\[\d+\] Full Back\.at\.womens-sleeveless$/),
        message: "'Full Back' needs a position on the womens-sleeveless artwork",
      },
    ]);
  });

  it('takes a new placement as data alone: a row with its positions, named by a group', () => {
    const root = brokenCopy('placements.json', (json) => {
      const rows = json as unknown as { name: string; fits: string[]; at: Record<string, { view: string; box: number[] }> }[];
      const leftChest = rows.find((row) => row.name === 'Left Chest')!;
      const mirrored = Object.fromEntries(
        Object.entries(leftChest.at).map(
          ([
            kind,
            {
              view,
              box: [x = 0, y = 0, w = 0, h = 0],
            },
          ]) => [kind, { view, box: [600 - x - w, y, w, h] }],
        ),
      );
      rows.push({ name: 'Right Chest', fits: ['mens', 'womens', 'tshirts'], at: mirrored });
    });
    const cedar = join(root, 'groups/cedar/group.json');
    const config = JSON.parse(readFileSync(cedar, 'utf8')) as { logo_placements: string[] };
    config.logo_placements.push('Right Chest');
    writeFileSync(cedar, JSON.stringify(config));
    const { registry, problems } = inspectTenants(root);
    expect(problems).toEqual([]);
    const group = registry!.groups.get('cedar')!;
    const offer = { placements: group.config.logo_placements, placementTable: group.placementTable };
    expect(placementsFor('mens', offer).options).toContain('Right Chest');
    expect(group.placementTable.find((row) => row.name === 'Right Chest')?.at['mens-shirt']).toEqual({
      view: 'front',
      box: [218, 166, 64, 64],
    });
  });

  it("names a group's placement that no row of the table describes", () => {
    const root = brokenCopy('groups/cedar/group.json', (json) => {
      (json.logo_placements as string[]).push('Hood');
    });
    expect(inspectTenants(root).problems).toEqual([
      { file: 'groups/cedar/group.json', field: 'logo_placements.3', message: "no row of placements.json describes 'Hood'" },
    ]);
  });

  it('is reported by npm run tenants:check with the file and field, and a failing exit', () => {
    const root = brokenCopy('groups/summit/group.json', (json) => {
      json.show_image_preview = 'yes';
    });
    let output = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', join(TENANTS_ROOT, 'scripts/check-tenants.ts'), root], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      status = failure.status;
      output = failure.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain('groups/summit/group.json: show_image_preview:');
  });

  it('is reported by npm run tenants:check when a group that takes bypass codes has no billing account of the whole group', () => {
    // Summit Ridge takes its store codes as bypass codes; a store's own account alone would leave
    // its orders without a store unbilled.
    const root = brokenCopy('demo-billing-accounts.json', (json) => {
      const accounts = json as unknown as { group_key: string; store_code: string }[];
      const summit = accounts.findIndex((a) => a.group_key === 'summit' && a.store_code === '');
      accounts[summit]!.store_code = 'SRTY01';
    });
    let output = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', join(TENANTS_ROOT, 'scripts/check-tenants.ts'), root], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      status = failure.status;
      output = failure.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain(
      'demo-billing-accounts.json: summit: Summit Ridge Auto Group takes bypass codes (orders on account) but has no billing account of the whole group to bill them: open one under Billing first',
    );
    expect(output).not.toContain('guardian');
  });

  it('is reported by npm run tenants:check when a placement row is wrong', () => {
    const root = brokenCopy('placements.json', (json) => {
      (json as unknown as { name: string; fits: string[] }[]).find((row) => row.name === 'Yoke')!.fits = ['sweaters'];
    });
    let output = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', join(TENANTS_ROOT, 'scripts/check-tenants.ts'), root], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      status = failure.status;
      output = failure.stderr;
    }
    expect(status).toBe(1);
    expect(output).toMatch(/placements\.json: \[\d+\] Yoke\.fits\.0: unknown type 'sweaters'/);
  });

  it('warns in npm run tenants:check of a store without an address, and still passes', () => {
    const root = brokenCopy('groups/harbor/group.json', (json) => {
      delete (json as unknown as { stores: { address?: string }[] }).stores[0]!.address;
    });
    const output = execFileSync('npx', ['tsx', join(TENANTS_ROOT, 'scripts/check-tenants.ts'), root], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(output).toMatch(/groups\/harbor\/group\.json: stores\.[A-Z0-9]{6}\.address: .+ is listed without an address/);
    expect(output).toMatch(/groups valid in/);
  });
});

import { describe, expect, it } from 'vitest';
import { readDemoSecrets } from './demo-secrets';
import { loadTenants } from './load-tenants';
import { toStorefront } from './storefront';

const registry = loadTenants();
const publicStoreCodes = new Set([...registry.groups.values()].flatMap((t) => t.config.stores.map((s) => s.code)));
// Bypass codes that are store codes are shown in every store list by design (docs/product.md#bypass-codes-and-paying-on-account).
const plainSecrets = readDemoSecrets().flatMap((d) => [
  ...(d.password ? [d.password] : []),
  d.admin,
  ...d.bypassCodes.filter((code) => !publicStoreCodes.has(code)),
  ...d.storePasswords.map((s) => s.password),
]);

describe('toStorefront', () => {
  for (const [key, tenant] of registry.groups) {
    it(`carries no secret of ${key}`, () => {
      const text = JSON.stringify(toStorefront(tenant, registry.provider));
      expect(text).not.toMatch(/scrypt\$/);
      for (const recipient of tenant.secrets.email_recipients) expect(text).not.toContain(recipient);
      for (const secret of plainSecrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
      for (const field of ['password', 'admin_password', 'bypass_codes', 'email_recipients', 'store_passwords'])
        expect(text).not.toContain(`"${field}":`);
    });
  }
  it("names the footer's representatives by name and phone only, never the staff account a row is linked to", () => {
    const linked = [...registry.groups.values()].filter((t) => t.config.account_reps.some((rep) => rep.staff));
    expect(linked.length).toBeGreaterThan(0);
    for (const tenant of linked) {
      const storefront = toStorefront(tenant, registry.provider);
      expect(storefront.account_reps).toEqual(tenant.config.account_reps.map(({ name, phone }) => ({ name, phone })));
      const text = JSON.stringify(storefront);
      for (const rep of tenant.config.account_reps) if (rep.staff) expect(text).not.toContain(rep.staff);
    }
  });
  it('checks against every demo secret', () => {
    expect(readDemoSecrets()).toHaveLength(14);
    expect(plainSecrets.length).toBeGreaterThan(25);
  });
  it('marks stores with a password and leaves restricted items out', () => {
    const tenant = [...registry.groups.values()].find((t) => Object.keys(t.secrets.store_passwords).length > 0)!;
    const storefront = toStorefront(tenant, registry.provider);
    const gated = storefront.stores.filter((s) => s.password_protected).map((s) => s.code);
    expect(gated.sort()).toEqual(Object.keys(tenant.secrets.store_passwords).sort());
    expect(storefront.catalogue.some((i) => i.restricted)).toBe(false);
  });
  it('lists the categories the catalogue has', () => {
    const ironbridge = toStorefront(registry.groups.get('ironbridge')!, registry.provider);
    expect(new Set(ironbridge.categories)).toEqual(new Set(ironbridge.catalogue.map((i) => i.type)));
    expect(ironbridge.categories.length).toBeLessThan(12);
  });
  it("sends the placement table rows of the group's placements only", () => {
    const cedar = toStorefront(registry.groups.get('cedar')!, registry.provider);
    expect(cedar.placement_table.map((row) => row.name)).toEqual(['Left Chest', 'Right Sleeve', 'Front Center-HATS']);
    expect(cedar.placement_table.find((row) => row.name === 'Front Center-HATS')?.fits).toEqual(['hat']);
  });
});

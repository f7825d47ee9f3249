import { describe, expect, it } from 'vitest';
import { documentOf, inspectDocuments, inspectGroupDocument, type GroupDocument } from './group-document';
import { loadTenants } from './load-tenants';

const registry = loadTenants();

/** A group's document as the database gives it back: JSON, nothing shared with the loaded group. */
function documentFor(key: string): GroupDocument & { group: Record<string, unknown>; items: Record<string, unknown>[] } {
  return JSON.parse(JSON.stringify(documentOf(registry.groups.get(key)!))) as never;
}

describe("a version's document", () => {
  it('gives back every demo group exactly as its files load it, prices to the cent', () => {
    for (const [key, tenant] of registry.groups) {
      const { tenant: read, problems } = inspectGroupDocument(key, documentFor(key));
      expect(problems, key).toEqual([]);
      expect(read, key).toEqual(tenant);
    }
  });

  it('keeps prices in dollars, as staff write them', () => {
    const tenant = registry.groups.get('guardian')!;
    const priced = tenant.catalogue.find((item) => Object.values(item.sizes).some((cents) => cents % 100 !== 0))!;
    const written = documentFor('guardian').items.find((item) => item.code === priced.code)!;
    const [size, cents] = Object.entries(priced.sizes).find(([, c]) => c % 100 !== 0)!;
    expect((written.sizes as Record<string, number>)[size]).toBe(cents / 100);
  });

  it('names every wrong field: a size without a price, a rising quantity break, a store code, a repeated store', () => {
    const document = documentFor('guardian');
    const tee = document.items.find((item) => Object.keys(item.sizes as object).includes('Large'))!;
    (tee.sizes as Record<string, unknown>).Large = null;
    const breaks = document.items.find((item) => Object.keys(item.sizes as object).every((size) => /^\d+$/.test(size)))!;
    const [first, second] = Object.keys(breaks.sizes as object).sort((a, b) => Number(a) - Number(b));
    (breaks.sizes as Record<string, number>)[second!] = (breaks.sizes as Record<string, number>)[first!]! + 1;
    const stores = document.group.stores as { code: string }[];
    stores[0]!.code = 'ABC12';
    stores[2]!.code = stores[1]!.code;
    const indexOf = (code: unknown) => document.items.findIndex((item) => item.code === code);
    const { tenant, problems } = inspectGroupDocument('guardian', document);
    expect(tenant).toBeNull();
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'items', field: `[${indexOf(tee.code)}] ${String(tee.code)}.sizes.Large`, message: expect.any(String) },
        {
          file: 'items',
          field: `[${indexOf(breaks.code)}] ${String(breaks.code)}.sizes.${second}`,
          message: `the price at ${second} is higher than at ${first}`,
        },
        { file: 'group', field: 'stores.0.code', message: 'a store code is 6 capital letters or digits' },
        { file: 'group', field: 'stores.2.code', message: `store code ${stores[1]!.code} is listed twice` },
      ]),
    );
  });

  it('names logos offered for a kind of item none of the group placements fits', () => {
    const document = documentFor('summit');
    document.group.logo_placements = (document.group.logo_placements as string[]).filter((name) => !name.endsWith('-HATS'));
    const { problems } = inspectGroupDocument('summit', document);
    expect(problems).toEqual([
      { file: 'group', field: 'embroideries.hat', message: 'logos are offered for hat but no placement of the group fits hat' },
    ]);
  });

  it('names an item code listed twice and a store password for no store', () => {
    const document = documentFor('guardian');
    document.items.push({ ...document.items[0]! });
    (document.secrets as { store_passwords: Record<string, string> }).store_passwords.ZZZZZZ = Object.values(
      (document.secrets as { store_passwords: Record<string, string> }).store_passwords,
    )[0]!;
    const code = String(document.items[0]!.code);
    expect(inspectGroupDocument('guardian', document).problems).toEqual([
      { file: 'items', field: code, message: `item code ${code} is listed twice` },
      { file: 'secrets', field: 'store_passwords.ZZZZZZ', message: 'no store of guardian has code ZZZZZZ' },
    ]);
  });

  it('names the group before the part, a part missing, a key not its own and an empty catalogue', () => {
    const documents = new Map([...registry.groups.keys()].map((key) => [key, documentFor(key)]));
    documents.get('redrock')!.placements = undefined;
    Object.assign(documents.get('summit')!.group, { key: 'guardian', route_prefix: null });
    documents.get('maple')!.items = [];
    const { registry: none, problems } = inspectDocuments(registry.provider, documents);
    expect(none).toBeNull();
    expect(problems.map((p) => `${p.file} ${p.field}: ${p.message}`)).toEqual([
      'maple/group catalogue: the group has no items',
      'redrock/placements : missing from the document',
      "summit/group key: the key must match the folder name 'summit'",
    ]);
  });

  it('makes the registry of the files from their documents', () => {
    const documents = new Map([...registry.groups.keys()].map((key) => [key, documentFor(key)]));
    const { registry: made, problems } = inspectDocuments(JSON.parse(JSON.stringify(registry.provider)), documents);
    expect(problems).toEqual([]);
    expect(made).toEqual(registry);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogueItemSchema,
  groupPublicConfigSchema,
  groupSecretsSchema,
  placementTableSchema,
  priceListSchema,
  providerSchema,
  type CatalogueItem,
  type GroupPublicConfig,
  type GroupSecrets,
  type PlacementTable,
  type PriceList,
  type Provider,
} from '@portal/domain';
import { composeCatalogue } from '../compose-catalogue';
import { checkGroupParts, checkRoutePrefixes } from './group-rules';
import { ProblemCollector, TenantDataError, type TenantProblem } from './tenant-problems';

import { TENANTS_ROOT } from './paths';

export { TENANTS_ROOT };
export { TenantDataError, formatProblem, type TenantProblem } from './tenant-problems';

export interface Tenant {
  config: GroupPublicConfig;
  secrets: GroupSecrets;
  /** The composed catalogue, prices in cents; restricted items included. */
  catalogue: CatalogueItem[];
  /** placements.json: which kinds of item each placement fits. */
  placementTable: PlacementTable;
}

export interface TenantRegistry {
  provider: Provider;
  groups: ReadonlyMap<string, Tenant>;
  /** The published version a group is, when the groups live in the database (the server's LiveOffer). */
  versionOf?(tenant: Tenant): number | undefined;
}

function checkPriceList(list: PriceList, file: string, base: readonly CatalogueItem[], c: ProblemCollector): void {
  const byCode = new Map(base.map((item) => [item.code, item]));
  for (const [code, sizes] of Object.entries(list.prices)) {
    const item = byCode.get(code);
    if (!item) {
      if (!c.invalidCodes.has(code)) c.add(file, `prices.${code}`, `no base catalogue item has code ${code}`);
      continue;
    }
    for (const [size, dollars] of Object.entries(sizes)) {
      if (!(size in item.sizes)) c.add(file, `prices.${code}.${size}`, `item ${code} has no size '${size}'`);
      const parsed = catalogueItemSchema.shape.sizes.safeParse({ [size]: dollars });
      if (item.sizes[size] !== undefined && !parsed.success)
        c.add(file, `prices.${code}.${size}`, parsed.error.issues[0]?.message ?? 'bad price');
    }
  }
}

/** Loads and validates every group under root; throws TenantDataError naming each bad file and field. */
export function loadTenants(root: string = TENANTS_ROOT): TenantRegistry {
  const { registry, problems } = inspectTenants(root);
  if (problems.length > 0 || !registry) throw new TenantDataError(problems);
  return registry;
}

/** Like loadTenants, but returns the problems instead of throwing (for tenants:check). */
export function inspectTenants(root: string = TENANTS_ROOT): { registry: TenantRegistry | null; problems: TenantProblem[] } {
  const c = new ProblemCollector(root);
  const provider = c.parse(join(root, 'provider.json'), c.readJson(join(root, 'provider.json')), providerSchema);

  const baseFile = join(root, 'catalogues', 'base.json');
  const base = c.parseItems(baseFile, c.readJson(baseFile));
  const codes = new Map<string, string>();
  for (const item of base) {
    if (codes.has(item.code)) c.add(baseFile, item.code, `item code ${item.code} is listed twice`);
    codes.set(item.code, 'catalogues/base.json');
    if (item.supportedStores)
      c.add(baseFile, `${item.code}.supportedStores`, 'store limits belong on a group item (groups/<key>/items.json)');
  }

  const placementsFile = join(root, 'placements.json');
  const placementTable = c.parse(placementsFile, c.readJson(placementsFile), placementTableSchema, (row) =>
    typeof row === 'object' && row && 'name' in row ? String(row.name) : '',
  );

  const priceLists = new Map<string, PriceList>();
  const priceDir = join(root, 'price-lists');
  for (const name of existsSync(priceDir)
    ? readdirSync(priceDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []) {
    const file = join(priceDir, name);
    const list = c.parse(file, c.readJson(file), priceListSchema);
    if (!list) continue;
    if (`${list.name}.json` !== name) c.add(file, 'name', `the name must match the file name '${name.replace(/\.json$/, '')}'`);
    checkPriceList(list, file, base, c);
    priceLists.set(list.name, list);
  }

  const groups = new Map<string, Tenant>();
  const groupDir = join(root, 'groups');
  const keys = existsSync(groupDir)
    ? readdirSync(groupDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  if (keys.length === 0) c.add(groupDir, '', 'no group folders');
  for (const key of keys) {
    const folder = join(groupDir, key);
    const configFile = join(folder, 'group.json');
    const secretsFile = join(folder, 'secrets.json');
    const itemsFile = join(folder, 'items.json');
    const config = c.parse(configFile, c.readJson(configFile), groupPublicConfigSchema);
    const secrets = c.parse(secretsFile, c.readJson(secretsFile), groupSecretsSchema);
    const groupItems = existsSync(itemsFile) ? c.parseItems(itemsFile, c.readJson(itemsFile)) : [];
    if (!config || !secrets) continue;
    checkGroupParts(
      c,
      { config: configFile, secrets: secretsFile, items: itemsFile },
      { key, config, secrets, items: groupItems, placementTable },
    );
    for (const item of groupItems) {
      if (codes.has(item.code))
        c.add(
          itemsFile,
          item.code,
          `item code ${item.code} is also used in ${codes.get(item.code)}; codes name image files and must be unique`,
        );
      codes.set(item.code, `groups/${key}/items.json`);
    }
    const listName = config.catalogue.price_list;
    const priceList = listName === null ? null : (priceLists.get(listName) ?? null);
    if (listName !== null && !priceList) c.add(configFile, 'catalogue.price_list', `no price list '${listName}' in price-lists/`);
    const catalogue = composeCatalogue({ base, priceList, groupItems, categories: config.catalogue.categories });
    if (catalogue.length === 0) c.add(configFile, 'catalogue', 'the group has no items');
    groups.set(key, { config, secrets, catalogue, placementTable: placementTable ?? [] });
  }

  checkRoutePrefixes(
    c,
    [...groups].map(([key, tenant]) => ({ key, config: tenant.config })),
    (key) => join(groupDir, key, 'group.json'),
  );

  if (c.problems.length > 0 || !provider) return { registry: null, problems: c.problems };
  return { registry: { provider, groups }, problems: [] };
}

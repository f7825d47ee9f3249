import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
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

import { TENANTS_ROOT } from './paths';

export { TENANTS_ROOT };

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
}

export interface TenantProblem {
  file: string;
  field: string;
  message: string;
}

export class TenantDataError extends Error {
  constructor(readonly problems: TenantProblem[]) {
    super(`Tenant data is invalid:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'TenantDataError';
  }
}

export function formatProblem(problem: TenantProblem): string {
  return `  ${problem.file}: ${problem.field || '(whole file)'}: ${problem.message}`;
}

class Collector {
  readonly problems: TenantProblem[] = [];
  /** Codes of items that failed validation, so later checks do not report them as missing. */
  readonly invalidCodes = new Set<string>();
  constructor(private readonly root: string) {}

  add(file: string, field: string, message: string): void {
    this.problems.push({ file: relative(this.root, file) || file, field, message });
  }

  /** Reads a JSON file; a file that cannot be read or parsed is recorded and gives undefined. */
  private readJson(file: string): unknown {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      this.add(file, '', error instanceof SyntaxError ? `not valid JSON: ${error.message}` : 'cannot be read');
      return undefined;
    }
  }

  /**
   * Reads and validates one JSON file; on failure records each issue with its field path.
   * `rowName` names the rows of a file that is an array, so a problem says which row.
   */
  parse<S extends z.ZodType>(file: string, schema: S, rowName?: (row: unknown) => string): z.output<S> | null {
    const raw = this.readJson(file);
    if (raw === undefined) return null;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [first, ...rest] = issue.path;
      const row =
        rowName && Array.isArray(raw) && typeof first === 'number' ? [`[${first}] ${rowName(raw[first])}`, ...rest] : issue.path;
      this.add(file, row.map(String).join('.'), issue.message);
    }
    return null;
  }

  parseItems(file: string): CatalogueItem[] {
    const raw = this.readJson(file);
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.add(file, '', 'a catalogue file is a JSON array of items');
      return [];
    }
    const items: CatalogueItem[] = [];
    raw.forEach((entry: unknown, index) => {
      const result = catalogueItemSchema.safeParse(entry);
      const code =
        typeof entry === 'object' && entry && 'code' in entry ? String((entry as { code: unknown }).code) : String(index);
      if (result.success) {
        items.push(result.data);
        return;
      }
      this.invalidCodes.add(code);
      for (const issue of result.error.issues)
        this.add(file, [`[${index}] ${code}`, ...issue.path.map(String)].join('.'), issue.message);
    });
    return items;
  }
}

function checkPriceList(list: PriceList, file: string, base: readonly CatalogueItem[], c: Collector): void {
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
  const c = new Collector(root);
  const provider = c.parse(join(root, 'provider.json'), providerSchema);

  const baseFile = join(root, 'catalogues', 'base.json');
  const base = c.parseItems(baseFile);
  const codes = new Map<string, string>();
  for (const item of base) {
    if (codes.has(item.code)) c.add(baseFile, item.code, `item code ${item.code} is listed twice`);
    codes.set(item.code, 'catalogues/base.json');
    if (item.supportedStores)
      c.add(baseFile, `${item.code}.supportedStores`, 'store limits belong on a group item (groups/<key>/items.json)');
  }

  const placementsFile = join(root, 'placements.json');
  const placementTable = c.parse(placementsFile, placementTableSchema, (row) =>
    typeof row === 'object' && row && 'name' in row ? String(row.name) : '',
  );
  const placementNames = new Set(placementTable?.map((row) => row.name));

  const priceLists = new Map<string, PriceList>();
  const priceDir = join(root, 'price-lists');
  for (const name of existsSync(priceDir)
    ? readdirSync(priceDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []) {
    const file = join(priceDir, name);
    const list = c.parse(file, priceListSchema);
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
    const config = c.parse(configFile, groupPublicConfigSchema);
    const secrets = c.parse(secretsFile, groupSecretsSchema);
    const groupItems = existsSync(itemsFile) ? c.parseItems(itemsFile) : [];
    if (!config || !secrets) continue;
    if (config.key !== key) c.add(configFile, 'key', `the key must match the folder name '${key}'`);
    // Without a row nobody knows which items the placement fits, so it would be offered on none.
    config.logo_placements.forEach((name, index) => {
      if (placementTable && !placementNames.has(name))
        c.add(configFile, `logo_placements.${index}`, `no row of placements.json describes '${name}'`);
    });
    const storeCodes = new Set(config.stores.map((store) => store.code));
    for (const code of Object.keys(secrets.store_passwords)) {
      if (!storeCodes.has(code)) c.add(secretsFile, `store_passwords.${code}`, `no store of ${key} has code ${code}`);
    }
    for (const item of groupItems) {
      if (codes.has(item.code))
        c.add(
          itemsFile,
          item.code,
          `item code ${item.code} is also used in ${codes.get(item.code)}; codes name image files and must be unique`,
        );
      codes.set(item.code, `groups/${key}/items.json`);
      item.supportedStores?.forEach((code, index) => {
        if (!storeCodes.has(code))
          c.add(itemsFile, `${item.code}.supportedStores.${index}`, `no store of ${key} has code ${code}`);
      });
    }
    const listName = config.catalogue.price_list;
    const priceList = listName === null ? null : (priceLists.get(listName) ?? null);
    if (listName !== null && !priceList) c.add(configFile, 'catalogue.price_list', `no price list '${listName}' in price-lists/`);
    const catalogue = composeCatalogue({ base, priceList, groupItems, categories: config.catalogue.categories });
    if (catalogue.length === 0) c.add(configFile, 'catalogue', 'the group has no items');
    groups.set(key, { config, secrets, catalogue, placementTable: placementTable ?? [] });
  }

  const prefixes = new Map<string, string>();
  for (const [key, tenant] of groups) {
    const prefix = tenant.config.route_prefix;
    if (prefix === null) continue;
    if (prefixes.has(prefix))
      c.add(join(groupDir, key, 'group.json'), 'route_prefix', `'${prefix}' is also the prefix of ${prefixes.get(prefix)}`);
    prefixes.set(prefix, key);
  }

  if (c.problems.length > 0 || !provider) return { registry: null, problems: c.problems };
  return { registry: { provider, groups }, problems: [] };
}

import {
  groupPublicConfigSchema,
  groupSecretsSchema,
  placementTableSchema,
  providerSchema,
  type CatalogueItem,
  type Provider,
} from '@portal/domain';
import { checkGroupParts, checkRoutePrefixes } from './group-rules';
import type { Tenant, TenantRegistry } from './load-tenants';
import { ProblemCollector, type TenantProblem } from './tenant-problems';

/**
 * One group's whole offer as a published version keeps it: the group's files, whole, in the form
 * the files are written in (prices in dollars, as staff write them), so a version is checked by the
 * very schemas and rules that check the files and can be written back as files. `items` is the
 * group's composed catalogue: the base items of its categories priced by its price list, then its
 * own; `group.catalogue.price_list` keeps the name of the list its prices first came from.
 */
export interface GroupDocument {
  group: unknown;
  secrets: unknown;
  items: unknown;
  placements: unknown;
}

/** The parts of a document, as a problem names them. */
const PARTS = { config: 'group', secrets: 'secrets', items: 'items', placements: 'placements' } as const;

/** Cents back to the dollars the files are written in (exact: whole cents have at most 2 decimals). */
const dollars = (cents: number): number => Math.round(cents) / 100;

function fileItem(item: CatalogueItem): Record<string, unknown> {
  return {
    ...item,
    sizes: Object.fromEntries(Object.entries(item.sizes).map(([size, cents]) => [size, dollars(cents)])),
    ...(item.discount ? { discount: item.discount.map((tier) => ({ ...tier, price: dollars(tier.price) })) } : {}),
  };
}

/** A loaded group as a version's document (the first version of a database is made so). */
export function documentOf(tenant: Tenant): GroupDocument {
  return {
    group: tenant.config,
    secrets: tenant.secrets,
    items: tenant.catalogue.map(fileItem),
    placements: tenant.placementTable,
  };
}

/**
 * Checks a version's document with the schemas and rules of the files and, when it holds, gives
 * the group it describes; every wrong field is named (part, field path, message).
 */
export function inspectGroupDocument(key: string, document: GroupDocument): { tenant: Tenant | null; problems: TenantProblem[] } {
  const c = new ProblemCollector();
  const tenant = readGroupDocument(c, key, document);
  return c.problems.length > 0 ? { tenant: null, problems: c.problems } : { tenant, problems: [] };
}

function readGroupDocument(c: ProblemCollector, key: string, document: GroupDocument): Tenant | null {
  const missing = (['group', 'secrets', 'items', 'placements'] as const).filter((part) => document[part] === undefined);
  for (const part of missing) c.add(part, '', 'missing from the document');
  if (missing.length > 0) return null;
  const config = c.parse(PARTS.config, document.group, groupPublicConfigSchema);
  const secrets = c.parse(PARTS.secrets, document.secrets, groupSecretsSchema);
  const placementTable = c.parse(PARTS.placements, document.placements, placementTableSchema, (row) =>
    typeof row === 'object' && row && 'name' in row ? String(row.name) : '',
  );
  const items = c.parseItems(PARTS.items, document.items);
  const codes = new Set<string>();
  for (const item of items) {
    if (codes.has(item.code)) c.add(PARTS.items, item.code, `item code ${item.code} is listed twice`);
    codes.add(item.code);
  }
  if (!config || !secrets || !placementTable) return null;
  checkGroupParts(c, PARTS, { key, config, secrets, items, placementTable });
  if (items.length === 0 && Array.isArray(document.items) && document.items.length === 0)
    c.add(PARTS.config, 'catalogue', 'the group has no items');
  return { config, secrets, catalogue: items, placementTable };
}

/**
 * The registry a database's live versions make: each group's document checked as above, the
 * route prefixes across groups, and the provider's details. Problems name the group before the part.
 */
export function inspectDocuments(
  providerDocument: unknown,
  documents: ReadonlyMap<string, GroupDocument>,
): { registry: TenantRegistry | null; problems: TenantProblem[] } {
  const c = new ProblemCollector();
  const provider: Provider | null = c.parse('provider', providerDocument, providerSchema);
  const groups = new Map<string, Tenant>();
  for (const [key, document] of documents) {
    const one = inspectGroupDocument(key, document);
    for (const problem of one.problems) c.add(`${key}/${problem.file}`, problem.field, problem.message);
    if (one.tenant) groups.set(key, one.tenant);
  }
  checkRoutePrefixes(
    c,
    [...groups].map(([key, tenant]) => ({ key, config: tenant.config })),
    (key) => `${key}/${PARTS.config}`,
  );
  if (c.problems.length > 0 || !provider) return { registry: null, problems: c.problems };
  return { registry: { provider, groups }, problems: [] };
}

import {
  bypassCodeKey,
  PRODUCT_TYPES,
  type CatalogueItem,
  type GroupPublicConfig,
  type GroupSecrets,
  type PlacementTable,
} from '@portal/domain';
import type { ProblemCollector } from './tenant-problems';

/** Where each part of a group was read from, so a problem names it: files, or a document's parts. */
export interface GroupSources {
  config: string;
  secrets: string;
  items: string;
}

export interface GroupParts {
  key: string;
  config: GroupPublicConfig;
  secrets: GroupSecrets;
  /** The group's own items (files) or its whole catalogue (a version's document). */
  items: readonly CatalogueItem[];
  placementTable: PlacementTable | null;
}

/**
 * The rules a group obeys across its parts, whether it is read from files or from a version's
 * document: one check, so a publish refuses exactly what `tenants:check` refuses.
 */
export function checkGroupParts(c: ProblemCollector, sources: GroupSources, group: GroupParts): void {
  const { key, config, secrets, items, placementTable } = group;
  if (config.key !== key) c.add(sources.config, 'key', `the key must match the folder name '${key}'`);
  const rows = new Map(placementTable?.map((row) => [row.name, row]));
  // Without a row nobody knows which items the placement fits, so it would be offered on none.
  config.logo_placements.forEach((name, index) => {
    if (placementTable && !rows.has(name))
      c.add(sources.config, `logo_placements.${index}`, `no row of placements.json describes '${name}'`);
  });
  // A logo for a kind of item that carries placements (garments, hats) goes on one of the group's;
  // with none that fits, it could never be drawn. Other kinds take their logo without one ('N/A').
  if (placementTable) {
    const placed = new Set(placementTable.flatMap((row) => row.fits));
    const fitted = new Set(config.logo_placements.flatMap((name) => rows.get(name)?.fits ?? []));
    for (const type of PRODUCT_TYPES) {
      if ((config.embroideries[type]?.length ?? 0) > 0 && placed.has(type) && !fitted.has(type))
        c.add(sources.config, `embroideries.${type}`, `logos are offered for ${type} but no placement of the group fits ${type}`);
    }
  }
  const storeCodes = new Set(config.stores.map((store) => store.code));
  for (const code of Object.keys(secrets.store_passwords)) {
    if (!storeCodes.has(code)) c.add(sources.secrets, `store_passwords.${code}`, `no store of ${key} has code ${code}`);
  }
  for (const code of Object.keys(secrets.spending?.stores ?? {})) {
    if (!storeCodes.has(code)) c.add(sources.secrets, `spending.stores.${code}`, `no store of ${key} has code ${code}`);
  }
  const labels = secrets.bypass_code_labels;
  if (labels && labels.length !== secrets.bypass_codes.length)
    c.add(sources.secrets, 'bypass_code_labels', 'one label for each bypass code, in the same order');
  const codeKeys = new Set(secrets.bypass_codes.map(bypassCodeKey));
  for (const codeKey of Object.keys(secrets.spending?.codes ?? {})) {
    if (!codeKeys.has(codeKey)) c.add(sources.secrets, `spending.codes.${codeKey}`, `no bypass code of ${key} has this key`);
  }
  for (const item of items) {
    item.supportedStores?.forEach((code, index) => {
      if (!storeCodes.has(code))
        c.add(sources.items, `${item.code}.supportedStores.${index}`, `no store of ${key} has code ${code}`);
    });
  }
}

/** Two groups under one route prefix could not both be reached. */
export function checkRoutePrefixes(
  c: ProblemCollector,
  groups: Iterable<{ key: string; config: GroupPublicConfig }>,
  sourceOf: (key: string) => string,
): void {
  const prefixes = new Map<string, string>();
  for (const { key, config } of groups) {
    const prefix = config.route_prefix;
    if (prefix === null) continue;
    if (prefixes.has(prefix)) c.add(sourceOf(key), 'route_prefix', `'${prefix}' is also the prefix of ${prefixes.get(prefix)}`);
    prefixes.set(prefix, key);
  }
}

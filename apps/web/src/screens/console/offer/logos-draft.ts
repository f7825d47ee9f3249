import { CATEGORY_TITLES, PRODUCT_TYPES, resolveCategory, type OfferLogos, type ProductType } from '@portal/domain';

// The logos editor's form: the placements the group offers, and each logo with the categories it
// is offered for and its uploaded picture; read back into the whole logos object, what did not
// change kept as it was written (a category spelt 'hats', the order of each category's logos).

export interface LogoRow {
  name: string;
  categories: ProductType[];
  /** The id of the logo's uploaded picture; null draws it from its name as before. */
  file: string | null;
  /** Added in this editor: its name can still be typed. */
  added: boolean;
  /** What cleaning its last uploaded SVG took out, in words, to tell the user; not saved. */
  cleaned: string[];
}

export interface LogosForm {
  placements: string[];
  logos: LogoRow[];
}

/** A placement of the provider's table: its name and the categories it fits. */
export interface PlacementRow {
  name: string;
  fits: readonly string[];
}

/** The categories a logos object offers a logo for, each under the key it is written with. */
function offeredKeys(logos: OfferLogos): [ProductType, string][] {
  return Object.keys(logos.embroideries).flatMap((key) => {
    const type = resolveCategory(key);
    return type ? [[type, key] as [ProductType, string]] : [];
  });
}

export function logosForm(logos: OfferLogos): LogosForm {
  const rows = new Map<string, LogoRow>();
  const rowOf = (name: string) => {
    const row = rows.get(name) ?? { name, categories: [], file: logos.logo_files[name] ?? null, added: false, cleaned: [] };
    rows.set(name, row);
    return row;
  };
  for (const [type, key] of offeredKeys(logos)) {
    for (const name of logos.embroideries[key] ?? [])
      if (!rowOf(name).categories.includes(type)) rowOf(name).categories.push(type);
  }
  for (const name of Object.keys(logos.logo_files)) rowOf(name);
  return { placements: [...logos.logo_placements], logos: [...rows.values()] };
}

/** What is wrong with the form, by field: 'logos.0.name', 'logos.2.categories', 'placements'. */
export type LogosProblems = Record<string, string>;

export function logosProblems(form: LogosForm, table: readonly PlacementRow[]): LogosProblems {
  const problems: LogosProblems = {};
  const seen = new Set<string>();
  form.logos.forEach((row, index) => {
    const name = row.name.trim();
    const key = `logos.${index}.name`;
    if (!name) problems[key] = 'Name the logo.';
    else if (name.length > 60) problems[key] = 'A logo name is at most 60 characters.';
    // Drawn pictures are named after the logo in lower case: two spellings would be one picture.
    else if (seen.has(name.toLowerCase())) problems[key] = `${name} is listed twice.`;
    seen.add(name.toLowerCase());
    if (row.categories.length === 0) problems[`logos.${index}.categories`] = 'Offer it for at least one category, or remove it.';
  });
  // A logo on a garment or hat goes at one of the group's placements (the files' rule).
  const placed = new Set(table.flatMap((row) => row.fits));
  const fitted = new Set(table.filter((row) => form.placements.includes(row.name)).flatMap((row) => row.fits));
  const unplaced = PRODUCT_TYPES.filter(
    (type) => placed.has(type) && !fitted.has(type) && form.logos.some((row) => row.categories.includes(type)),
  );
  if (unplaced.length > 0) {
    const names = unplaced.map((type) => CATEGORY_TITLES[type]).join(', ');
    problems.placements = `Logos are offered for ${names}, but no placement chosen fits ${unplaced.length === 1 ? 'it' : 'them'}.`;
  }
  return problems;
}

/** The whole logos object the form makes of `original`, or what is wrong with it. */
export function readLogosForm(
  original: OfferLogos,
  form: LogosForm,
  table: readonly PlacementRow[],
): { logos: OfferLogos } | { problems: LogosProblems } {
  const problems = logosProblems(form, table);
  if (Object.keys(problems).length > 0) return { problems };
  const rows = form.logos.map((row) => ({ ...row, name: row.name.trim() }));
  const keys = new Map(offeredKeys(original));
  const embroideries: OfferLogos['embroideries'] = {};
  const categories = [...keys.keys(), ...PRODUCT_TYPES.filter((type) => !keys.has(type))];
  for (const type of categories) {
    const offered = rows.filter((row) => row.categories.includes(type)).map((row) => row.name);
    const key = keys.get(type) ?? type;
    const before = (original.embroideries[key] ?? []).filter((name) => offered.includes(name));
    const names = [...before, ...offered.filter((name) => !before.includes(name))];
    if (names.length > 0 || keys.has(type)) embroideries[key] = names;
  }
  // Keys that name no category are the server's to refuse; they are kept as they were.
  for (const key of Object.keys(original.embroideries))
    if (!resolveCategory(key)) embroideries[key] = original.embroideries[key]!;
  const chosen = new Set(form.placements);
  const placements = [
    ...original.logo_placements.filter((name) => chosen.has(name)),
    ...table.map((row) => row.name).filter((name) => chosen.has(name) && !original.logo_placements.includes(name)),
  ];
  return {
    logos: {
      logo_placements: placements,
      embroideries,
      logo_files: Object.fromEntries(rows.filter((row) => row.file).map((row) => [row.name, row.file!])),
    },
  };
}

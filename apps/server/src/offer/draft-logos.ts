import { PRODUCT_TYPES, type OfferChange, type OfferLogos, type OfferLogosAnswer } from '@portal/domain';
import { inspectGroupDocument, type GroupDocument } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { changeDraft, draftOrNewest, type OfferActor } from './offer-drafts';
import type { UploadedPictures } from './uploaded-pictures';
import { partsOf, problemText } from './draft-checks';

const LOGO_FIELDS = ['logo_placements', 'embroideries', 'logo_files'] as const;

interface PlacementRow {
  name: string;
  fits: string[];
}

function placementRows(document: GroupDocument): PlacementRow[] {
  return Array.isArray(document.placements)
    ? (document.placements as Partial<PlacementRow>[]).map((row) => ({
        name: String(row.name ?? ''),
        fits: Array.isArray(row.fits) ? row.fits.map(String) : [],
      }))
    : [];
}

/** The logos as the editor shows them, and the provider's placement table. */
export function logosOf(document: GroupDocument): OfferLogosAnswer {
  const { group } = partsOf(structuredClone(document));
  return {
    logos: {
      logo_placements: (group.logo_placements ?? []) as string[],
      embroideries: (group.embroideries ?? {}) as Record<string, string[]>,
      logo_files: (group.logo_files ?? {}) as Record<string, string>,
    },
    placements: placementRows(document),
  };
}

export async function draftLogos(db: Database, groupKey: string): Promise<OfferLogosAnswer> {
  return logosOf((await draftOrNewest(db, groupKey)).document);
}

/**
 * What is wrong with a group's logos, each named by its field: a placement the table does not
 * describe, a category offered logos that no placement of the group fits, a picture for a logo
 * offered nowhere, and a picture that is not an uploaded logo.
 */
function logoProblems(logos: OfferLogos, rows: readonly PlacementRow[], uploaded: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const byName = new Map(rows.map((row) => [row.name, row]));
  logos.logo_placements.forEach((name, index) => {
    if (!byName.has(name)) problems.push(`logo_placements.${index}: no row of the placement table describes '${name}'`);
  });
  const placed = new Set(rows.flatMap((row) => row.fits));
  const fitted = new Set(logos.logo_placements.flatMap((name) => byName.get(name)?.fits ?? []));
  for (const [type, names] of Object.entries(logos.embroideries)) {
    if (!(PRODUCT_TYPES as readonly string[]).includes(type)) problems.push(`embroideries.${type}: '${type}' is not a category`);
    else if (names.length > 0 && placed.has(type) && !fitted.has(type))
      problems.push(`embroideries.${type}: logos are offered for ${type} but no placement of the group fits ${type}`);
  }
  const offered = new Set(Object.values(logos.embroideries).flat());
  for (const [name, id] of Object.entries(logos.logo_files)) {
    if (!offered.has(name)) problems.push(`logo_files.${name}: '${name}' is not a logo offered for any category`);
    if (!uploaded.has(id)) problems.push(`logo_files.${name}: ${id} is not an uploaded logo`);
  }
  return problems;
}

/**
 * Writes a group's placements, logos per category and logos' pictures into the draft, all at once,
 * refused with every problem named (422) and nothing written when one does not hold.
 */
export async function saveDraftLogos(
  db: Database,
  pictures: UploadedPictures,
  actor: OfferActor,
  groupKey: string,
  logos: OfferLogos,
): Promise<OfferChange[]> {
  const uploaded = await pictures.existing('logo', Object.values(logos.logo_files));
  return changeDraft(db, actor, groupKey, (document) => {
    const { group } = partsOf(document);
    group.logo_placements = logos.logo_placements;
    group.embroideries = logos.embroideries;
    if (Object.keys(logos.logo_files).length > 0) group.logo_files = logos.logo_files;
    else delete group.logo_files;
    const problems = logoProblems(logos, placementRows(document), uploaded);
    // The files' own rules on these fields, for what the checks above do not say.
    for (const problem of inspectGroupDocument(groupKey, document).problems) {
      const named = problemText(problem);
      if (
        problem.file === 'group' &&
        LOGO_FIELDS.some((field) => problem.field === field || problem.field.startsWith(`${field}.`)) &&
        !problems.some((known) => known.startsWith(`${problem.field}: `))
      )
        problems.push(named);
    }
    if (problems.length > 0) throw new AppError('UNPROCESSABLE', `${problems.join('; ')}.`);
  });
}

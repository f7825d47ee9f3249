import { desc, eq } from 'drizzle-orm';
import {
  NO_TAX_SETTINGS,
  taxSettingsSchema,
  type ConsoleTaxSettingsAnswer,
  type ConsoleTaxSettingsSaveBody,
  type TaxSettings,
} from '@portal/domain';
import type { Database } from '../db/database';
import { staff, taxSettingsVersions } from '../db/schema';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/database-error-log';
import { auditTaxChange, type TaxActor } from './tax-actor';

export const TAX_SETTINGS_CHANGED_MEANWHILE =
  'Someone saved the tax settings meanwhile. Reload them, check their change, and save yours again.';

type Issue = { path: PropertyKey[]; message: string };

/** Where a problem of the settings is, in the words of the screen: 'OH rate', 'ZIP prefix 2 of TX'. */
function placeOf(path: PropertyKey[], input: unknown): string {
  const states = (input as { states?: { state?: unknown; zip_rates?: { prefix?: unknown }[] }[] } | null)?.states;
  const [, stateIndex, field, zipIndex, zipField] = path;
  if (path[0] !== 'states' || typeof stateIndex !== 'number') return 'The settings';
  const entry = states?.[stateIndex];
  const code =
    typeof entry?.state === 'string' && entry.state.trim() ? entry.state.trim().toUpperCase() : `state ${stateIndex + 1}`;
  if (field === undefined || field === 'state') return `State ${stateIndex + 1} (${code || 'blank'})`;
  if (field === 'rate_thousandths') return `${code} rate`;
  if (field === 'zip_rates' && typeof zipIndex === 'number') {
    const prefix = entry?.zip_rates?.[zipIndex]?.prefix;
    const zipName = typeof prefix === 'string' && prefix ? `ZIP prefix ${prefix}` : `ZIP prefix ${zipIndex + 1}`;
    return zipField === 'rate_thousandths' ? `${code} ${zipName} rate` : `${code} ${zipName}`;
  }
  return `${code} ${String(field).replace(/_/g, ' ')}`;
}

/** The settings checked by the one schema the demo's and the console's go through; 400 naming each place wrong. */
export function checkedTaxSettings(input: unknown): TaxSettings {
  const parsed = taxSettingsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const sentences = (parsed.error.issues as Issue[]).map((issue) => {
    const text = issue.message.trim().replace(/\.$/, '');
    return `${placeOf(issue.path, input)}: ${text}.`;
  });
  throw new AppError('INVALID_INPUT', [...new Set(sentences)].slice(0, 5).join(' '));
}

/** The version in force (0 with no states when none was saved: no tax is charged) and the earlier ones, newest first. */
export async function readTaxSettingsVersions(db: Database): Promise<ConsoleTaxSettingsAnswer> {
  const rows = await db
    .select({
      version: taxSettingsVersions.version,
      settings: taxSettingsVersions.settings,
      note: taxSettingsVersions.note,
      createdAt: taxSettingsVersions.createdAt,
      email: staff.email,
    })
    .from(taxSettingsVersions)
    .leftJoin(staff, eq(staff.id, taxSettingsVersions.createdBy))
    .orderBy(desc(taxSettingsVersions.version));
  const [current, ...earlier] = rows;
  const savedBy = (row: (typeof rows)[number]) => row.email ?? 'system';
  return {
    current: current
      ? {
          version: current.version,
          settings: current.settings,
          saved_at: current.createdAt.getTime(),
          saved_by: savedBy(current),
          note: current.note,
        }
      : { version: 0, settings: NO_TAX_SETTINGS, saved_at: null, saved_by: null, note: '' },
    earlier: earlier.map((row) => ({
      version: row.version,
      saved_at: row.createdAt.getTime(),
      saved_by: savedBy(row),
      note: row.note,
    })),
  };
}

/**
 * Saves the settings as the next version (an old version is never changed), audited with the
 * settings before and after, and notifies TAX_CHANGED, in one transaction. 409 when `version_seen`
 * is not the version in force, or another save took the next number first.
 */
export async function saveTaxSettings(db: Database, actor: TaxActor, body: ConsoleTaxSettingsSaveBody): Promise<number> {
  const settings = checkedTaxSettings(body.settings);
  try {
    return await db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ version: taxSettingsVersions.version, settings: taxSettingsVersions.settings })
        .from(taxSettingsVersions)
        .orderBy(desc(taxSettingsVersions.version))
        .limit(1);
      const inForce = latest?.version ?? 0;
      if (inForce !== body.version_seen) throw new AppError('CONFLICT', TAX_SETTINGS_CHANGED_MEANWHILE);
      const version = inForce + 1;
      await tx
        .insert(taxSettingsVersions)
        .values({ version, settings, note: body.note, createdBy: actor.staffId, createdAt: new Date() });
      await auditTaxChange(tx, actor, {
        accountId: null,
        groupKey: '',
        action: 'tax_settings_saved',
        subjectId: String(version),
        before: latest ? { version: inForce, settings: latest.settings } : null,
        after: { version, settings, note: body.note },
      });
      return version;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TAX_SETTINGS_CHANGED_MEANWHILE);
    throw error;
  }
}

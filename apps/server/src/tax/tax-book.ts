import { desc, eq, isNull, sql } from 'drizzle-orm';
import { NO_TAX_SETTINGS, type TaxExemption, type TaxSettings, type UsState } from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, taxExemptions, taxSettingsVersions } from '../db/schema';

/** The provider's tax settings in force: the newest saved version, or none (version null) before any was saved. */
export interface TaxSettingsInForce {
  version: number | null;
  settings: TaxSettings;
}

/** The newest version of the provider's tax settings; NO_TAX_SETTINGS (version null) when none was ever saved. */
export async function readTaxSettings(db: Database): Promise<TaxSettingsInForce> {
  const [row] = await db
    .select({ version: taxSettingsVersions.version, settings: taxSettingsVersions.settings })
    .from(taxSettingsVersions)
    .orderBy(desc(taxSettingsVersions.version))
    .limit(1);
  return row ? { version: row.version, settings: row.settings } : { version: null, settings: NO_TAX_SETTINGS };
}

/** The key of a billing account in the book: its group and store ('' for the group's own account). */
export const accountKey = (groupKey: string, storeCode: string): string => `${groupKey}/${storeCode}`;

/**
 * Every billing account with the certificates on file for it that staff have not withdrawn, keyed by
 * accountKey (an account with none holds an empty list: a store's own account exempts nothing of
 * its group's). One query: the accounts are few, the certificates fewer.
 */
export async function readOpenExemptions(db: Database): Promise<Map<string, TaxExemption[]>> {
  const rows = await db
    .select({
      groupKey: billingAccounts.groupKey,
      storeCode: billingAccounts.storeCode,
      certificateNumber: taxExemptions.certificateNumber,
      state: taxExemptions.state,
      expiresOn: taxExemptions.expiresOn,
    })
    .from(billingAccounts)
    .leftJoin(taxExemptions, sql`${eq(taxExemptions.accountId, billingAccounts.id)} and ${isNull(taxExemptions.withdrawnAt)}`);
  const book = new Map<string, TaxExemption[]>();
  for (const row of rows) {
    const key = accountKey(row.groupKey, row.storeCode);
    const held = book.get(key) ?? [];
    book.set(key, held);
    if (row.certificateNumber !== null && row.state !== null && row.expiresOn !== null)
      held.push({ certificate_number: row.certificateNumber, state: row.state as UsState, expires_on: row.expiresOn });
  }
  return book;
}

/**
 * Saves `settings` as version 1 when no version was ever saved (the demo data of an embedded
 * database); answers whether it did. Two instances at once: the second's insert meets the first's
 * version 1 and does nothing.
 */
export async function ensureFirstTaxSettings(db: Database, settings: TaxSettings, note: string): Promise<boolean> {
  const [saved] = await db.select({ version: taxSettingsVersions.version }).from(taxSettingsVersions).limit(1);
  if (saved) return false;
  const inserted = await db
    .insert(taxSettingsVersions)
    .values({ version: 1, settings, note })
    .onConflictDoNothing()
    .returning({ version: taxSettingsVersions.version });
  return inserted.length > 0;
}

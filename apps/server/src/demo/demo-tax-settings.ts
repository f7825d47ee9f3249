import type { TaxSettings } from '@portal/domain';
import type { Database } from '../db/database';
import { ensureFirstTaxSettings } from '../tax/tax-book';

/**
 * Saves the provider's demo tax settings (packages/tenants/tax-settings.json) as version 1 of a
 * database that has none: an embedded database for trying the portal charges tax as the demo says.
 * Answers whether it did.
 */
export function ensureDemoTaxSettings(db: Database, settings: TaxSettings): Promise<boolean> {
  return ensureFirstTaxSettings(db, settings, 'The demo tax settings (packages/tenants/tax-settings.json).');
}

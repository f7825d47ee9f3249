import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { taxSettingsSchema, type TaxSettings } from '@portal/domain';
import { TENANTS_ROOT } from './paths';

/**
 * The provider's demo tax settings (tax-settings.json): the first version an embedded database
 * starts with, checked by the same schema the console saves through.
 */
export function readDemoTaxSettings(root: string = TENANTS_ROOT): TaxSettings {
  return taxSettingsSchema.parse(JSON.parse(readFileSync(join(root, 'tax-settings.json'), 'utf8')));
}

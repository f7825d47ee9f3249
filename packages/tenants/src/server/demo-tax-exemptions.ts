import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { taxExemptionSchema, type TaxExemption } from '@portal/domain';
import { TENANTS_ROOT } from './paths';

/** A demo certificate, and the billing account (group and store, '' for the group's own) it is on file for. */
export type DemoTaxExemption = TaxExemption & { group_key: string; store_code: string };

/**
 * The demo's tax exemption certificates (demo-tax-exemptions.json), put on file with the demo
 * billing accounts on an embedded database, checked by the schema the console's go through.
 */
export function readDemoTaxExemptions(root: string = TENANTS_ROOT): DemoTaxExemption[] {
  const schema = z.array(taxExemptionSchema.extend({ group_key: z.string().min(1), store_code: z.string() }));
  return schema.parse(JSON.parse(readFileSync(join(root, 'demo-tax-exemptions.json'), 'utf8')));
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { consoleBillingAccountAddBodySchema, type ConsoleBillingAccountAddBody } from '@portal/domain';
import { TENANTS_ROOT } from './paths';

/**
 * The demo groups' billing accounts (demo-billing-accounts.json), which the server opens on an
 * embedded database that has none: each is what staff would enter in the console, checked by the
 * same contract.
 */
export function readDemoBillingAccounts(root: string = TENANTS_ROOT): ConsoleBillingAccountAddBody[] {
  return z
    .array(consoleBillingAccountAddBodySchema)
    .parse(JSON.parse(readFileSync(join(root, 'demo-billing-accounts.json'), 'utf8')));
}

import { z } from 'zod';
import { productTypeSchema } from '../catalogue/catalogue-item.schema';
import { MAX_RATE_THOUSANDTHS, type StateTax, type TaxExemption, type TaxSettings } from './sales-tax';
import { isUsState, SHIP_TO_MESSAGES, type UsState } from './ship-to';

// The provider's tax settings and exemption certificates as the console saves them: checked on the
// server only, so the checkout's bundle carries the computation (sales-tax.ts) and not these schemas.

const usState = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isUsState, SHIP_TO_MESSAGES.state)
  .transform((value) => value as UsState);

const rate = z
  .number()
  .int('at most three decimals')
  .min(0, 'a rate cannot be negative')
  .max(MAX_RATE_THOUSANDTHS, 'a rate cannot be over 20 %');

export const zipRateSchema = z
  .object({
    /** The first three to five digits of the ZIP codes this rate applies to. */
    prefix: z.string().regex(/^\d{3,5}$/, 'three to five digits of a ZIP code'),
    rate_thousandths: rate,
  })
  .strict();

export const stateTaxSchema = z
  .object({
    state: usState,
    rate_thousandths: rate,
    /** Whether this state taxes the freight charged with taxable goods. */
    freight_taxed: z.boolean(),
    /** Categories this state does not tax (clothing, in some states). */
    exempt_types: z.array(productTypeSchema).default([]),
    /** Where a state's rate differs by place: the longest matching prefix wins. */
    zip_rates: z.array(zipRateSchema).max(200).default([]),
  })
  .strict()
  .superRefine((state, ctx) => {
    const seen = new Set<string>();
    state.zip_rates.forEach((zip, index) => {
      if (seen.has(zip.prefix))
        ctx.addIssue({
          code: 'custom',
          path: ['zip_rates', index, 'prefix'],
          message: `ZIP prefix ${zip.prefix} is listed twice`,
        });
      seen.add(zip.prefix);
    });
  });

/** The provider's tax settings: the states where it collects. A state not listed is charged no tax. */
export const taxSettingsSchema = z
  .object({ states: z.array(stateTaxSchema).max(60) })
  .strict()
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.states.forEach((state, index) => {
      if (seen.has(state.state))
        ctx.addIssue({ code: 'custom', path: ['states', index, 'state'], message: `${state.state} is listed twice` });
      seen.add(state.state);
    });
  });
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;

// The schemas answer the domain's own types: a field added to one and not the other fails to build.
const _settingsAreTheDomains: (parsed: z.output<typeof taxSettingsSchema>) => TaxSettings = (parsed) => parsed;
const _stateIsTheDomains: (parsed: z.output<typeof stateTaxSchema>) => StateTax = (parsed) => parsed;
const _exemptionIsTheDomains: (parsed: z.output<typeof taxExemptionSchema>) => TaxExemption = (parsed) => parsed;
void _settingsAreTheDomains;
void _stateIsTheDomains;
void _exemptionIsTheDomains;

/** A tax exemption certificate on file for a billing account: good in one state until it expires. */
export const taxExemptionSchema = z
  .object({
    certificate_number: z.string().trim().min(1, 'a certificate needs its number').max(40),
    state: usState,
    /** The last day it is good, 'YYYY-MM-DD' in the provider's calendar. */
    expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day like 2027-12-31'),
  })
  .strict();

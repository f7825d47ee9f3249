import { z } from 'zod';
import { productTypeSchema } from '../catalogue/catalogue-item.schema';
import type { ProductType } from '../catalogue/product-type';
import { usStateSchema, type ShipToAddress, type UsState } from './ship-to';

/**
 * Rates are whole thousandths of a percent (7.25 % is 7250), so every rate a state publishes,
 * 8.875 % included, is exact and tax is integer arithmetic on cents.
 */
export const RATE_SCALE = 100_000;
/** No US sales tax comes near it; a rate above is a typo and is refused. */
export const MAX_RATE_THOUSANDTHS = 20_000;

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
    state: usStateSchema,
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
export type StateTax = z.output<typeof stateTaxSchema>;

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
export type TaxSettings = z.output<typeof taxSettingsSchema>;
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;

export const NO_TAX_SETTINGS: TaxSettings = { states: [] };

/** 7250 → '7.25', 6000 → '6', 8875 → '8.875'. */
export function percentText(rateThousandths: number): string {
  const whole = Math.trunc(rateThousandths / 1000);
  const fraction = String(rateThousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** '7.25' or '7.25 %' → 7250; null for anything that is not a percent with at most three decimals. */
export function parsePercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,3}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** The rate that applies to an address, with the name the invoice and the accounting files give it. */
export interface AppliedRate {
  state: UsState;
  /** The ZIP prefix whose rate applies, or null for the state's own. */
  zip_prefix: string | null;
  rate_thousandths: number;
  /** 'OH 5.75%', 'TX 787 8.25%': the rate's name on documents and in Xero. */
  name: string;
  freight_taxed: boolean;
  exempt_types: ProductType[];
}

/** The rate for a ship-to address, or null when the provider does not collect in its state. */
export function rateFor(settings: TaxSettings, address: Pick<ShipToAddress, 'state' | 'zip'>): AppliedRate | null {
  const state = settings.states.find((entry) => entry.state === address.state);
  if (!state) return null;
  const byPlace = state.zip_rates
    .filter((zip) => address.zip.startsWith(zip.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const rateThousandths = byPlace?.rate_thousandths ?? state.rate_thousandths;
  return {
    state: state.state,
    zip_prefix: byPlace?.prefix ?? null,
    rate_thousandths: rateThousandths,
    name: `${state.state}${byPlace ? ` ${byPlace.prefix}` : ''} ${percentText(rateThousandths)}%`,
    freight_taxed: state.freight_taxed,
    exempt_types: state.exempt_types,
  };
}

/**
 * Tax on an amount at a rate, in cents, rounded half up once per order (docs/decisions/031):
 * the taxable goods and taxed freight are added first, then taxed.
 */
export function taxOn(taxableCents: number, rateThousandths: number): number {
  return Math.floor((taxableCents * rateThousandths + RATE_SCALE / 2) / RATE_SCALE);
}

/** A tax exemption certificate on file for a billing account: good in one state until it expires. */
export const taxExemptionSchema = z
  .object({
    certificate_number: z.string().trim().min(1, 'a certificate needs its number').max(40),
    state: usStateSchema,
    /** The last day it is good, 'YYYY-MM-DD' in the provider's calendar. */
    expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day like 2027-12-31'),
  })
  .strict();
export type TaxExemption = z.output<typeof taxExemptionSchema>;

/**
 * Which certificate exempts an order shipped to `state` on `day`: one that is good (`applies`),
 * or, when the only ones for the state have run out, the latest of them (`expired`), which stops the
 * exemption and is what staff are told about.
 */
export function exemptionFor(
  exemptions: readonly TaxExemption[],
  state: UsState,
  day: string,
): { applies: TaxExemption } | { expired: TaxExemption } | null {
  const forState = exemptions.filter((exemption) => exemption.state === state);
  const good = forState.find((exemption) => exemption.expires_on >= day);
  if (good) return { applies: good };
  const latest = [...forState].sort((a, b) => b.expires_on.localeCompare(a.expires_on))[0];
  return latest ? { expired: latest } : null;
}

import type { ProductType } from '../catalogue/product-type';
import type { ShipToAddress, UsState } from './ship-to';

/**
 * Rates are whole thousandths of a percent (7.25 % is 7250), so every rate a state publishes,
 * 8.875 % included, is exact and tax is integer arithmetic on cents.
 */
export const RATE_SCALE = 100_000;
/** No US sales tax comes near it; a rate above is a typo and is refused. */
export const MAX_RATE_THOUSANDTHS = 20_000;

/** Where a state's rate differs by place: the first three to five digits of its ZIP codes. */
export interface ZipRate {
  prefix: string;
  rate_thousandths: number;
}

/** A state where the provider collects: its rate, whether it taxes freight, what it does not tax. */
export interface StateTax {
  state: UsState;
  rate_thousandths: number;
  freight_taxed: boolean;
  /** Categories this state does not tax (clothing, in some states). */
  exempt_types: ProductType[];
  /** The longest matching prefix wins over the state's own rate. */
  zip_rates: ZipRate[];
}

/** The provider's tax settings: the states where it collects. A state not listed is charged no tax. */
export interface TaxSettings {
  states: StateTax[];
}

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

/** A tax exemption certificate on file for a billing account: good in one state through its last day. */
export interface TaxExemption {
  certificate_number: string;
  state: UsState;
  /** The last day it is good, 'YYYY-MM-DD' in the provider's calendar. */
  expires_on: string;
}

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

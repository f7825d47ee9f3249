import {
  CATEGORY_TITLES,
  MAX_RATE_THOUSANDTHS,
  PRODUCT_TYPES,
  US_STATES,
  isUsState,
  parsePercent,
  percentText,
  type ConsoleTaxSettingsAnswer,
  type ProductType,
  type StateTax,
  type UsState,
} from '@portal/domain';

// A state of the tax settings as its dialog types it, read into what the server takes; and the
// words the screen writes a state's rates and categories in.

/** Said at a rate that is not one: the server refuses more than three decimals and over 20 %. */
export const RATE_PROBLEM = 'Enter a rate like 5.75 (at most three decimals, up to 20).';
export const PREFIX_PROBLEM = 'Enter three to five digits of a ZIP code, such as 432.';
export const PREFIX_TWICE = 'This prefix is listed already.';
export const STATE_PROBLEM = 'Choose the state.';

/** A state of the settings as the server answers it (its code a string on the wire). */
export type ListedState = ConsoleTaxSettingsAnswer['current']['settings']['states'][number];

/** '5.75 %'. */
export const percent = (rateThousandths: number) => `${percentText(rateThousandths)} %`;

/** 'Ohio (OH)'. */
export const stateName = (state: string) => (isUsState(state) ? `${US_STATES[state]} (${state})` : state);

/** A state's rates by ZIP prefix: '432: 7.5 %'. */
export const zipRateWords = (state: ListedState) =>
  state.zip_rates.map((zip) => `${zip.prefix}: ${percent(zip.rate_thousandths)}`);

/** The categories a state does not tax, in the catalogue's words and order. */
export const exemptWords = (state: ListedState) =>
  PRODUCT_TYPES.filter((type) => state.exempt_types.includes(type)).map((type) => CATEGORY_TITLES[type]);

export interface ZipRateDraft {
  /** Keys the row while rows are added and removed. */
  key: number;
  prefix: string;
  rate: string;
}

export interface StateDraft {
  state: UsState | '';
  rate: string;
  freightTaxed: boolean;
  exemptTypes: ProductType[];
  zipRates: ZipRateDraft[];
}

export const emptyStateDraft = (): StateDraft => ({ state: '', rate: '', freightTaxed: true, exemptTypes: [], zipRates: [] });

export const stateDraftOf = (state: ListedState): StateDraft => ({
  state: isUsState(state.state) ? state.state : '',
  rate: percentText(state.rate_thousandths),
  freightTaxed: state.freight_taxed,
  exemptTypes: [...state.exempt_types],
  zipRates: state.zip_rates.map((zip, index) => ({ key: index, prefix: zip.prefix, rate: percentText(zip.rate_thousandths) })),
});

/** What is wrong with a draft, by field: `zip` by the row's key. */
export interface StateProblems {
  state?: string;
  rate?: string;
  zip: Record<number, { prefix?: string; rate?: string }>;
}

/** A percent typed, in thousandths, or null when it is not a rate the server takes. */
export function readRate(text: string): number | null {
  const rate = parsePercent(text);
  return rate === null || rate > MAX_RATE_THOUSANDTHS ? null : rate;
}

/**
 * The draft as the settings hold it, or its problems. `taken` are the states listed already (a
 * state is listed once).
 */
export function readStateDraft(
  draft: StateDraft,
  taken: readonly string[],
): { state: StateTax | null; problems: StateProblems; wrong: boolean } {
  const problems: StateProblems = { zip: {} };
  if (!draft.state) problems.state = STATE_PROBLEM;
  else if (taken.includes(draft.state)) problems.state = `${stateName(draft.state)} is listed already: edit it instead.`;
  const rate = readRate(draft.rate);
  if (rate === null) problems.rate = RATE_PROBLEM;
  const seen = new Set<string>();
  const zipRates = draft.zipRates.map((zip) => {
    const prefix = zip.prefix.trim();
    const zipRate = readRate(zip.rate);
    const wrong: { prefix?: string; rate?: string } = {};
    if (!/^\d{3,5}$/.test(prefix)) wrong.prefix = PREFIX_PROBLEM;
    else if (seen.has(prefix)) wrong.prefix = PREFIX_TWICE;
    seen.add(prefix);
    if (zipRate === null) wrong.rate = RATE_PROBLEM;
    if (wrong.prefix || wrong.rate) problems.zip[zip.key] = wrong;
    return { prefix, rate_thousandths: zipRate ?? 0 };
  });
  const wrong = Boolean(problems.state || problems.rate || Object.keys(problems.zip).length > 0);
  if (wrong || !draft.state || rate === null) return { state: null, problems, wrong: true };
  return {
    state: {
      state: draft.state,
      rate_thousandths: rate,
      freight_taxed: draft.freightTaxed,
      exempt_types: PRODUCT_TYPES.filter((type) => draft.exemptTypes.includes(type)),
      zip_rates: zipRates,
    },
    problems,
    wrong: false,
  };
}

/** Whether two lists of states are the same settings (the draft has no change to save). */
export const sameStates = (a: readonly ListedState[], b: readonly ListedState[]) => JSON.stringify(a) === JSON.stringify(b);

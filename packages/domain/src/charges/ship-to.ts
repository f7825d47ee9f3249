// zod/mini: the checkout checks a typed address with these very schemas (decision 015's budget).
import * as z from 'zod/mini';

/** The states, the District and the territories a US address may name, by their postal codes. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
} as const;

export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsState[];

export function isUsState(value: string): value is UsState {
  return Object.hasOwn(US_STATES, value);
}

/** Five digits, or ZIP+4 ('43215' or '43215-1234'). */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const SHIP_TO_NAME_MAX = 80;
export const SHIP_TO_STREET_MAX = 120;
export const SHIP_TO_CITY_MAX = 60;

/** The words a field shows when it is wrong: the buyer's form and the API say the same. */
export const SHIP_TO_MESSAGES = {
  name: 'Enter who receives the order.',
  street: 'Enter the street address.',
  city: 'Enter the city.',
  state: 'Choose a US state.',
  zip: 'Enter a ZIP code like 43215 or 43215-1234.',
} as const;

const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `at most ${max} characters`));

export const usStateSchema = z.pipe(
  z.string().check(z.trim(), z.toUpperCase(), z.refine(isUsState, SHIP_TO_MESSAGES.state)),
  z.transform((value) => value as UsState),
);

/** A ship-to address: who receives it, one or two street lines, a US city, state and ZIP (or ZIP+4). */
export const shipToAddressSchema = z.strictObject({
  name: text(SHIP_TO_NAME_MAX, SHIP_TO_MESSAGES.name),
  street: text(SHIP_TO_STREET_MAX, SHIP_TO_MESSAGES.street),
  street2: z.optional(z.string().check(z.trim(), z.maxLength(SHIP_TO_STREET_MAX, `at most ${SHIP_TO_STREET_MAX} characters`))),
  city: text(SHIP_TO_CITY_MAX, SHIP_TO_MESSAGES.city),
  state: usStateSchema,
  zip: z.string().check(z.trim(), z.regex(ZIP_PATTERN, SHIP_TO_MESSAGES.zip)),
});

export type ShipToAddress = z.output<typeof shipToAddressSchema>;

/**
 * A kept ship-to address as an answer carries it: the same fields, checked but never changed.
 * Answers are encoded through their schema, and the input schema's trimming and upper-casing are
 * one-way transforms that cannot be encoded (a 500); an address once kept is already in shape.
 */
export const shipToAnswerSchema = z.strictObject({
  name: z.string(),
  street: z.string(),
  street2: z.optional(z.string()),
  city: z.string(),
  state: z.enum(Object.keys(US_STATES) as [UsState, ...UsState[]]),
  zip: z.string().check(z.regex(ZIP_PATTERN)),
});
export type ShipToAddressInput = z.input<typeof shipToAddressSchema>;

/** Where an order's address came from: the chosen store's, the group's own, or typed by the buyer. */
export const SHIP_TO_SOURCES = ['store', 'group', 'typed'] as const;
export type ShipToSource = (typeof SHIP_TO_SOURCES)[number];

/** What an order placed before ship-to addresses were kept says in their place. */
export const NO_ADDRESS_RECORDED = 'no address recorded';

/** The field of a typed address that is wrong, and why; null when the address is good. */
export function shipToProblems(input: unknown): Partial<Record<keyof ShipToAddress, string>> | null {
  const parsed = shipToAddressSchema.safeParse(input);
  if (parsed.success) return null;
  const problems: Partial<Record<keyof ShipToAddress, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in SHIP_TO_MESSAGES && !(field in problems))
      problems[field as keyof ShipToAddress] = issue.message;
  }
  return problems;
}

/**
 * A one-line address as stores and groups keep it ('6102 Brambleton Rd, Port Alder, ME 04010',
 * or with a second street part before the city) made into a ship-to for `name`; null when it is
 * not one a parcel can be sent to (no state, a state that does not exist, a ZIP of the wrong shape).
 */
export function parseOneLineAddress(line: string | undefined, name: string): ShipToAddress | null {
  if (!line) return null;
  const parts = line.split(',').map((part) => part.trim());
  if (parts.length < 3 || parts.length > 4) return null;
  const last = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts[parts.length - 1] ?? '');
  if (!last) return null;
  const [street = '', maybeStreet2, city = ''] = parts.length === 4 ? parts : [parts[0], undefined, parts[1]];
  const parsed = shipToAddressSchema.safeParse({
    name: name.slice(0, SHIP_TO_NAME_MAX),
    street,
    ...(maybeStreet2 ? { street2: maybeStreet2 } : {}),
    city,
    state: last[1],
    zip: last[2],
  });
  return parsed.success ? parsed.data : null;
}

/** The address as lines on a label, a document or a screen. */
export function shipToLines(address: ShipToAddress): string[] {
  return [
    address.name,
    address.street,
    ...(address.street2 ? [address.street2] : []),
    `${address.city}, ${address.state} ${address.zip}`,
  ];
}

/** The address on one line, for a CSV cell or a table. */
export function shipToOneLine(address: ShipToAddress | null): string {
  return address ? shipToLines(address).join(', ') : NO_ADDRESS_RECORDED;
}

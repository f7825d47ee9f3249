/**
 * What is wrong with a request's fields, in words a person reads (docs/decisions/012): one sentence
 * per problem, naming the field by its label ('Last name can be at most 80 characters.'), never the
 * validator's own wording. The server answers every refused body with these sentences.
 */

/** A validation issue as zod reports it, reduced to what the sentences need. */
export interface InputIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  /** A message the schema wrote itself ('is not an order id'); absent for the validator's own. */
  readonly message?: string | undefined;
  readonly input?: unknown;
  readonly origin?: string;
  readonly maximum?: number | bigint;
  readonly minimum?: number | bigint;
  readonly inclusive?: boolean;
  readonly expected?: string;
  readonly format?: string;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly divisor?: number | bigint;
  readonly errors?: readonly (readonly InputIssue[])[];
}

/** Labels that are not simply the field's wire name in words. */
const LABELS: Readonly<Record<string, string>> = {
  companyName: 'Group',
  group_key: 'Group',
  email: 'E-mail',
  customer_po: 'Customer PO',
  po: 'PO',
  color: 'Colour',
  embroidery: 'Logo',
  secondEmbroidery: 'Second logo',
  to: 'Status',
  expected_status: 'Expected status',
  created_at: 'Order date',
  est_ship_date: 'Est. ship date',
  order_id: 'Order',
  order_ids: 'Orders',
  invoice_id: 'Invoice',
  line_no: 'Line number',
  csv: 'Bank file',
  at: 'Publish time',
  codes: 'Bypass codes',
  invoice_when: 'Invoice when',
  received_on: 'Received on',
  until: 'Hold until',
  terms: 'Payment terms',
  email_recipients: 'E-mail recipients',
  pdf_base64: 'PDF',
  w: 'Width',
  logo2: 'Second logo',
  at2: 'Second placement',
  colors: 'Colours',
  default_color: 'Default colour',
  halfColors: 'Two-tone colours',
  fullname: 'Full name',
  sub_category: 'Sub-category',
};

/** What one entry of a list is called, where it is not the list's name without its s. */
const ENTRY_NAMES: Readonly<Record<string, string>> = { cart: 'cart line', discount: 'discount tier' };

/** Fields whose keys are data (a size, a colour, a cart key): an entry is named by its key. */
const RECORD_ENTRIES: Readonly<Record<string, (key: string) => string>> = {
  sizes: (size) => `Size ${size}`,
  photos: (colour) => `The photo of ${colour}`,
  cart: () => 'A cart line',
  logo_files: (logo) => `The file of ${logo}`,
};

const isWireName = (segment: PropertyKey | undefined): segment is string =>
  typeof segment === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(segment);

/** A wire name in words: 'accounting_name' → 'Accounting name', 'storeCode' → 'Store code'. */
export function labelOfWireName(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/_cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of the field a path points at: the last field name in it, and which entry of a list
 * ('Address (entry 2)'). A path naming no field is the request itself.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  for (let at = path.length - 1; at >= 0; at -= 1) {
    const segment = path[at];
    const parent = path[at - 1];
    const entry = typeof parent === 'string' ? RECORD_ENTRIES[parent] : undefined;
    if (entry && typeof segment === 'string') return entry(segment);
    if (!isWireName(segment)) continue;
    const label = labelOfWireName(segment);
    const index = path.slice(at + 1).find((inner) => typeof inner === 'number');
    if (typeof index === 'number') return `${label} (entry ${index + 1})`;
    // A field of a list's entry: 'stores.3.code' is the code of store 4.
    const [owner, row] = [path[at - 2], path[at - 1]];
    if (typeof row === 'number' && isWireName(owner))
      return `${label} of ${
        ENTRY_NAMES[owner] ??
        labelOfWireName(owner)
          .toLowerCase()
          .replace(/([^s])s$/, '$1')
      } ${row + 1}`;
    return label;
  }
  return 'The request';
}

// A schema's own phrase either says something of the field ('is not an order id') or stands alone
// ('a price cannot be negative').
const PREDICATE = /^(is|are|must|needs?|has|have|can|cannot|should)\b/;

const grouped = (n: number | bigint | undefined) => (n === undefined ? '' : n.toLocaleString('en-US'));
const plural = (n: number | bigint | undefined, one: string, many: string) => `${grouped(n)} ${Number(n) === 1 ? one : many}`;

const KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'a set of fields',
  record: 'a set of fields',
  date: 'a date',
  null: 'empty (null)',
};

const FORMATS: Readonly<Record<string, (label: string) => string>> = {
  email: (label) => `Enter an e-mail address for ${label}.`,
  url: (label) => `Enter a web address for ${label}.`,
  uuid: (label) => `${label} is not a valid id.`,
  guid: (label) => `${label} is not a valid id.`,
  date: (label) => `${label} must be a date written YYYY-MM-DD.`,
  datetime: (label) => `${label} must be a date and time.`,
  time: (label) => `${label} must be a time of day.`,
};

function listOf(values: readonly unknown[]): string | null {
  if (values.length === 0 || values.length > 8) return null;
  if (!values.every((value) => ['string', 'number', 'boolean'].includes(typeof value))) return null;
  return values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ');
}

/**
 * The issues of the option of a union that came closest (the first that failed inside the value,
 * not on its kind), with their full paths; none when every option failed on the kind.
 */
function closestOption(issue: InputIssue): InputIssue[] {
  for (const option of issue.errors ?? []) {
    const first = option[0];
    if (first && !(first.code === 'invalid_type' && first.path.length === 0))
      return option.flatMap((inner) => plainIssues({ ...inner, path: [...issue.path, ...inner.path] }));
  }
  return [];
}

/** An issue, or for a union the issues of its closest option. */
function plainIssues(issue: InputIssue): InputIssue[] {
  if (issue.code !== 'invalid_union' || issue.message) return [issue];
  const closest = closestOption(issue);
  return closest.length > 0 ? closest : [issue];
}

function sizeProblem(issue: InputIssue, label: string, big: boolean): string {
  const limit = big ? issue.maximum : issue.minimum;
  const exact = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (!big && Number(limit) === 1) return `${label} is required.`;
      return big
        ? `${label} can be at most ${plural(limit, 'character', 'characters')}.`
        : `${label} needs at least ${plural(limit, 'character', 'characters')}.`;
    case 'array':
    case 'set':
    case 'map':
      if (!big && Number(limit) === 1) return `${label} needs at least one entry.`;
      return big
        ? `${label} can have at most ${plural(limit, 'entry', 'entries')}.`
        : `${label} needs at least ${plural(limit, 'entry', 'entries')}.`;
    case 'file':
      return big ? `${label} can be at most ${plural(limit, 'byte', 'bytes')}.` : `${label} is too small.`;
    case 'date':
      return big ? `${label} is too late.` : `${label} is too early.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return exact ? `${label} can be at most ${grouped(limit)}.` : `${label} must be less than ${grouped(limit)}.`;
      return exact ? `${label} must be at least ${grouped(limit)}.` : `${label} must be more than ${grouped(limit)}.`;
    default:
      return big ? `${label} is too large.` : `${label} is too small.`;
  }
}

/** One issue as a sentence naming its field. */
export function inputProblem(issue: InputIssue): string {
  const label = fieldLabel(issue.path);
  // A schema's own words: a sentence as it is, a phrase after the field's label.
  if (issue.message) {
    const text = issue.message.trim().replace(/\.$/, '');
    if (/^[A-Z]/.test(text)) return `${text}.`;
    return PREDICATE.test(text) ? `${label} ${text}.` : `${label}: ${text}.`;
  }
  switch (issue.code) {
    case 'too_big':
      return sizeProblem(issue, label, true);
    case 'too_small':
      return sizeProblem(issue, label, false);
    case 'invalid_type': {
      if (issue.input === undefined) return `${label} is required.`;
      const kind = KINDS[issue.expected ?? ''];
      return kind ? `${label} must be ${kind}.` : `${label} has the wrong kind of value.`;
    }
    case 'invalid_format': {
      const format = FORMATS[issue.format ?? ''];
      return format ? format(label) : `${label} is not written in the expected form.`;
    }
    case 'invalid_value': {
      if (issue.input === undefined) return `${label} is required.`;
      const options = listOf(issue.values ?? []);
      return options ? `${label} must be one of ${options}.` : `${label} is not one of the values allowed.`;
    }
    case 'unrecognized_keys': {
      const keys = (issue.keys ?? []).slice(0, 5).map((key) => `'${key}'`);
      const where = issue.path.some(isWireName) ? ` in ${label}` : '';
      return keys.length === 1
        ? `${keys[0]} is not a field this request takes${where}.`
        : `${keys.join(', ')} are not fields this request takes${where}.`;
    }
    case 'invalid_union': {
      const [closest] = closestOption(issue);
      return closest ? inputProblem(closest) : `${label} is not in a form this request takes.`;
    }
    case 'invalid_key':
      return `${label} has a key that is not allowed.`;
    case 'invalid_element':
      return `${label} has an entry that is not allowed.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${grouped(issue.divisor)}.`;
    default:
      return `${label} is not valid.`;
  }
}

/** Every issue as a sentence, each said once, at most `limit` of them. */
export function inputProblems(issues: readonly InputIssue[], limit = 5): string {
  return [...new Set(issues.flatMap(plainIssues).map(inputProblem))].slice(0, limit).join(' ');
}

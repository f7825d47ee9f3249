import {
  MAX_ADDRESS_LINES,
  MAX_LINE_LENGTH,
  billingAccountProblems,
  DEFAULT_REMINDER_DAYS,
  type BillingAccount,
  type BillingAccountSettings,
  type ConsoleBillingAccountAddBody,
  type ConsoleBillingAccountUpdateBody,
  type InvoiceMoment,
  type PaymentTerms,
} from '@portal/domain';

/** What the account dialog's fields hold, as typed: lists one item a line (or, for the days, by commas), money in dollars. */
export interface AccountDraft {
  groupKey: string;
  /** '' for the group's own account. */
  storeCode: string;
  name: string;
  accountingName: string;
  address: string;
  terms: PaymentTerms;
  creditLimit: string;
  contacts: string;
  invoiceWhen: InvoiceMoment;
  reminderDays: string;
}

/** A field of the dialog that can be wrong. */
export type DraftField = 'name' | 'accountingName' | 'address' | 'creditLimit' | 'contacts' | 'reminderDays';

export type DraftProblems = Partial<Record<DraftField, string>>;

/** The contract's bounds (packages/domain/src/api/console/billing-accounts.ts). */
export { MAX_ADDRESS_LINES, MAX_LINE_LENGTH };
const MAX_CREDIT_LIMIT_CENTS = 100_000_000_00;

/** A new account's fields: the group's own account, the terms most groups have. */
export function emptyDraft(groupKey: string): AccountDraft {
  return {
    groupKey,
    storeCode: '',
    name: '',
    accountingName: '',
    address: '',
    terms: 'net_30',
    creditLimit: '',
    contacts: '',
    invoiceWhen: 'shipped',
    reminderDays: DEFAULT_REMINDER_DAYS.join(', '),
  };
}

/** Cents as the credit limit field shows them: plain dollars, cents only when there are some ('25000', '2500.50'). */
export function centsAsDollars(cents: number | null): string {
  if (cents === null) return '';
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** An account's fields as the edit dialog starts them. */
export function draftOf(account: BillingAccount): AccountDraft {
  return {
    groupKey: account.group_key,
    storeCode: account.store_code,
    name: account.name,
    accountingName: account.accounting_name,
    address: account.address.join('\n'),
    terms: account.terms,
    creditLimit: centsAsDollars(account.credit_limit_cents),
    contacts: account.contacts.join('\n'),
    invoiceWhen: account.invoice_when,
    reminderDays: account.reminder_days.join(', '),
  };
}

const CREDIT_LIMIT_FORM = 'Type the credit limit in dollars, such as 25000 or 25,000.50, or leave it empty for no limit.';

/**
 * Dollars as typed ('$25,000.50', '25000') as whole cents, read from the text so no float rounds
 * them: null for an empty field (no limit), or why the text is not an amount. Never more than two
 * decimals: a limit of $10.005 would be a rounding the staff member did not choose.
 */
export function dollarsToCents(text: string): { ok: true; cents: number | null } | { ok: false; problem: string } {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (plain === '') return { ok: true, cents: null };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { ok: false, problem: CREDIT_LIMIT_FORM };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'A credit limit has at most two decimals (whole cents).' };
  const cents = Number(match[1]!.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CREDIT_LIMIT_CENTS) return { ok: false, problem: 'A credit limit is at most $100,000,000.00.' };
  return { ok: true, cents };
}

/** A list typed one item a line, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Days typed '0, 30, 60'; a word that is not a whole number stays as NaN, for the rule to refuse. */
const daysOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter((word) => word !== '')
    .map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));

/** What the draft says, read into the values the server takes. */
export interface ReadDraft {
  settings: BillingAccountSettings;
  address: string[];
  problems: DraftProblems;
}

/** Reads the fields and checks them with the rule the server applies (billingAccountProblems), and the contract's bounds. */
export function readDraft(draft: AccountDraft): ReadDraft {
  const limit = dollarsToCents(draft.creditLimit);
  const address = linesOf(draft.address);
  const settings: BillingAccountSettings = {
    name: draft.name.trim(),
    accountingName: draft.accountingName.trim(),
    terms: draft.terms,
    creditLimitCents: limit.ok ? limit.cents : null,
    contacts: linesOf(draft.contacts),
    invoiceWhen: draft.invoiceWhen,
    reminderDays: daysOf(draft.reminderDays),
  };
  const rule = billingAccountProblems(settings);
  const problems: DraftProblems = {
    name: rule.name,
    accountingName: rule.accountingName,
    creditLimit: limit.ok ? rule.creditLimitCents : limit.problem,
    contacts: rule.contacts,
    reminderDays: rule.reminderDays,
  };
  if (address.length > MAX_ADDRESS_LINES || address.some((line) => line.length > MAX_LINE_LENGTH))
    problems.address = `An address has at most ${MAX_ADDRESS_LINES} lines of ${MAX_LINE_LENGTH} characters.`;
  for (const field of Object.keys(problems) as DraftField[]) if (problems[field] === undefined) delete problems[field];
  return { settings, address, problems };
}

/** The body that opens an account from a draft that has no problems. */
export function addBody(draft: AccountDraft, read: ReadDraft): ConsoleBillingAccountAddBody {
  const { settings } = read;
  return {
    group_key: draft.groupKey,
    store_code: draft.storeCode.trim(),
    name: settings.name,
    accounting_name: settings.accountingName,
    address: read.address,
    terms: settings.terms,
    credit_limit_cents: settings.creditLimitCents,
    contacts: [...settings.contacts],
    invoice_when: settings.invoiceWhen,
    reminder_days: [...settings.reminderDays],
  };
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
const sortedDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);
/** As the server keeps contacts: lower case, each once. */
const keptContacts = (contacts: readonly string[]) => [...new Set(contacts.map((c) => c.toLowerCase()))];

/**
 * The change of an account: only the fields that differ from the account as the dialog opened it,
 * compared as the server keeps them (contacts in lower case, days in order), and the version read
 * then, so a change made meanwhile by someone else is refused (409) rather than overwritten.
 * Null when nothing differs.
 */
export function updateBody(account: BillingAccount, read: ReadDraft): ConsoleBillingAccountUpdateBody | null {
  const { settings } = read;
  const body: ConsoleBillingAccountUpdateBody = { version: account.version };
  if (settings.name !== account.name) body.name = settings.name;
  if (settings.accountingName !== account.accounting_name) body.accounting_name = settings.accountingName;
  if (!sameList(read.address, account.address)) body.address = read.address;
  if (settings.terms !== account.terms) body.terms = settings.terms;
  if (settings.creditLimitCents !== account.credit_limit_cents) body.credit_limit_cents = settings.creditLimitCents;
  if (!sameList(keptContacts(settings.contacts), account.contacts)) body.contacts = [...settings.contacts];
  if (settings.invoiceWhen !== account.invoice_when) body.invoice_when = settings.invoiceWhen;
  if (!sameList(sortedDays(settings.reminderDays), sortedDays(account.reminder_days)))
    body.reminder_days = [...settings.reminderDays];
  return Object.keys(body).length > 1 ? body : null;
}

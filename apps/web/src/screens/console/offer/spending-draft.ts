import {
  codeHoursText,
  DEFAULT_ESCALATE_AFTER_HOURS,
  DEFAULT_LINK_DAYS,
  DEFAULT_REMIND_AFTER_HOURS,
  formatCents,
  formatPrice,
  SPENDING_MAX_CENTS,
  toCents,
  type OfferSpendingRules,
  type OverBudgetRule,
} from '@portal/domain';

// A group's spending rules as the settings page types them (docs/approvals.md): dollars in the
// form, whole cents on the wire; a store's and a code's rules each changed in a dialog.

export type StoreRules = NonNullable<OfferSpendingRules['stores']>[string];
export type CodeRules = NonNullable<OfferSpendingRules['codes']>[string];
export interface ApproverRow {
  name: string;
  email: string;
}

/** The group's rules as the form holds them: amounts and counts as typed. */
export interface SpendingForm {
  /** Whether the group has rules at all; off removes them when saved. */
  on: boolean;
  approvalAbove: string;
  approvers: ApproverRow[];
  noStoreBudget: string;
  overBudget: OverBudgetRule;
  showBudget: boolean;
  linkDays: string;
  remindAfterHours: string;
  escalateAfterHours: string;
  /** By store code, in cents: changed in the store's dialog. */
  stores: Record<string, StoreRules>;
  /** By the code's key, in cents: changed in the code's dialog. */
  codes: Record<string, CodeRules>;
}

export type SpendingProblems = Partial<
  Record<
    | 'approvalAbove'
    | 'noStoreBudget'
    | 'linkDays'
    | 'remindAfterHours'
    | 'escalateAfterHours'
    | 'approvers'
    | `approvers.${number}.name`
    | `approvers.${number}.email`,
    string
  >
>;

/** Cents as an amount field shows them: '500', '1250.50'; '' for none. */
export const dollarsText = (cents: number | undefined | null) =>
  cents === undefined || cents === null ? '' : formatCents(cents).replace(/\.00$/, '');
const countText = (n: number | undefined) => (n === undefined ? '' : String(n));

export const OVER_BUDGET_WORDS: Readonly<Record<OverBudgetRule, string>> = {
  approval: 'Waits for approval',
  refuse: 'Is refused',
};

/** The rules as the form starts: the draft's, or a form for new rules (off until turned on). */
export function spendingForm(rules: OfferSpendingRules | null): SpendingForm {
  return {
    on: rules !== null,
    approvalAbove: dollarsText(rules?.approval_above_cents),
    approvers: rules?.approvers?.map((approver) => ({ ...approver })) ?? [],
    noStoreBudget: dollarsText(rules?.no_store_budget_cents),
    overBudget: rules?.over_budget ?? 'approval',
    showBudget: rules?.show_budget_to_buyers ?? false,
    linkDays: countText(rules?.link_days),
    remindAfterHours: countText(rules?.remind_after_hours),
    escalateAfterHours: countText(rules?.escalate_after_hours),
    stores: structuredClone(rules?.stores ?? {}),
    codes: structuredClone(rules?.codes ?? {}),
  };
}

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Dollars as typed ('$500', '1,250.50') as cents by the domain's toCents; '' is none. At most $10,000,000.00. */
export function readSpendingDollars(text: string): Read<number | undefined> {
  const plain = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!plain) return { ok: true, value: undefined };
  if (!/^\d+(\.\d{1,2})?$/.test(plain))
    return { ok: false, problem: 'Type dollars and at most two decimals, such as 500 or 1250.50.' };
  const cents = toCents(Number(plain));
  if (cents > SPENDING_MAX_CENTS) return { ok: false, problem: `At most ${formatPrice(SPENDING_MAX_CENTS)}.` };
  return { ok: true, value: cents };
}

/** A whole number from `min` to `max` as typed; '' is none (the default). */
function readCount(text: string, min: number, max: number): Read<number | undefined> {
  const plain = text.trim();
  if (!plain) return { ok: true, value: undefined };
  if (!/^\d+$/.test(plain) || Number(plain) < min || Number(plain) > max)
    return { ok: false, problem: `A whole number from ${min} to ${max}.` };
  return { ok: true, value: Number(plain) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One or two approvers as typed: a row left empty is no approver; each needs a name and an address. */
export function readApprovers(
  rows: readonly ApproverRow[],
  prefix = 'approvers',
): Read<ApproverRow[]> & { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const approvers: ApproverRow[] = [];
  rows.forEach((row, index) => {
    const [name, email] = [row.name.trim(), row.email.trim()];
    if (!name && !email) return;
    if (!name) problems[`${prefix}.${index}.name`] = 'Type the approver’s name.';
    if (!EMAIL.test(email)) problems[`${prefix}.${index}.email`] = 'Type an e-mail address, such as renata@dealer.example.';
    approvers.push({ name, email });
  });
  if (approvers.length > 2) problems[prefix] = 'One or two approvers: the second takes over when the first has not answered.';
  const [first, second] = approvers;
  if (first && second && first.email.toLowerCase() === second.email.toLowerCase())
    problems[`${prefix}.1.email`] = 'The second approver is someone else than the first.';
  return Object.keys(problems).length > 0
    ? { ok: false, problem: 'approvers', problems }
    : { ok: true, value: approvers, problems };
}

/** The rules the form holds, in cents as the server takes them (null: none), or each field's problem. */
export function readSpendingForm(form: SpendingForm): { rules: OfferSpendingRules | null } | { problems: SpendingProblems } {
  if (!form.on) return { rules: null };
  const problems: Record<string, string> = {};
  const take = <T>(field: keyof SpendingProblems, read: Read<T>): T | undefined => {
    if (read.ok) return read.value;
    problems[field] = read.problem;
    return undefined;
  };
  const approvalAbove = take('approvalAbove', readSpendingDollars(form.approvalAbove));
  const noStoreBudget = take('noStoreBudget', readSpendingDollars(form.noStoreBudget));
  const linkDays = take('linkDays', readCount(form.linkDays, 1, 30));
  const remind = take('remindAfterHours', readCount(form.remindAfterHours, 1, 24 * 14));
  const escalate = take('escalateAfterHours', readCount(form.escalateAfterHours, 1, 24 * 30));
  const approvers = readApprovers(form.approvers);
  Object.assign(problems, approvers.problems);
  if (approvers.ok && approvers.value.length === 0 && approvalAbove !== undefined)
    problems.approvers = 'An approval limit needs an approver: add one.';
  if (Object.keys(problems).length > 0) return { problems };
  const stores = Object.keys(form.stores).length > 0 ? form.stores : undefined;
  const codes = Object.keys(form.codes).length > 0 ? form.codes : undefined;
  const rules: OfferSpendingRules = {
    ...(approvalAbove !== undefined ? { approval_above_cents: approvalAbove } : {}),
    ...(approvers.ok && approvers.value.length > 0 ? { approvers: approvers.value } : {}),
    ...(noStoreBudget !== undefined ? { no_store_budget_cents: noStoreBudget } : {}),
    over_budget: form.overBudget,
    show_budget_to_buyers: form.showBudget,
    ...(linkDays !== undefined ? { link_days: linkDays } : {}),
    ...(remind !== undefined ? { remind_after_hours: remind } : {}),
    ...(escalate !== undefined ? { escalate_after_hours: escalate } : {}),
    ...(stores ? { stores } : {}),
    ...(codes ? { codes } : {}),
  };
  return { rules };
}

/** What each timing field says when left empty. */
export const TIMING_DEFAULTS = {
  linkDays: `Empty: ${DEFAULT_LINK_DAYS} days.`,
  remindAfterHours: `Empty: ${DEFAULT_REMIND_AFTER_HOURS} hours.`,
  escalateAfterHours: `Empty: ${DEFAULT_ESCALATE_AFTER_HOURS} hours.`,
} as const;

/** A store's rules as its row says them, each beside what the group's rule would be. */
export function storeRuleWords(store: StoreRules | undefined, form: SpendingForm) {
  const groupLimit = readSpendingDollars(form.approvalAbove);
  const groupLimitWords = groupLimit.ok && groupLimit.value !== undefined ? formatPrice(groupLimit.value) : 'none';
  const limit = store?.approval_above_cents;
  return {
    budget: store?.monthly_budget_cents === undefined ? 'None' : formatPrice(store.monthly_budget_cents),
    limit: limit === undefined ? `The group's (${groupLimitWords})` : limit === null ? 'None for this store' : formatPrice(limit),
    approvers: store?.approvers?.length ? store.approvers.map((approver) => approver.name).join(', ') : "The group's",
    overBudget: store?.over_budget
      ? OVER_BUDGET_WORDS[store.over_budget]
      : `The group's (${OVER_BUDGET_WORDS[form.overBudget].toLowerCase()})`,
  };
}

/** A code's caps as its row says them. */
export function codeRuleWords(code: CodeRules | undefined) {
  return {
    perOrder: code?.per_order_cents === undefined ? 'No cap' : formatPrice(code.per_order_cents),
    perMonth: code?.monthly_cents === undefined ? 'No cap' : formatPrice(code.monthly_cents),
    when: codeHoursText(code ?? {}),
  };
}

/** A store's rules as its dialog types them. */
export interface StoreRulesForm {
  budget: string;
  /** 'group': the group's limit; 'none': no limit for this store; 'own': the amount typed. */
  limitKind: 'group' | 'none' | 'own';
  limit: string;
  /** Its own approvers, or none typed: the group's. */
  approvers: ApproverRow[];
  overBudget: '' | OverBudgetRule;
}

export function storeRulesForm(store: StoreRules | undefined): StoreRulesForm {
  const limit = store?.approval_above_cents;
  return {
    budget: dollarsText(store?.monthly_budget_cents),
    limitKind: limit === undefined ? 'group' : limit === null ? 'none' : 'own',
    limit: dollarsText(limit),
    approvers: store?.approvers?.map((approver) => ({ ...approver })) ?? [],
    overBudget: store?.over_budget ?? '',
  };
}

/** The store's rules from its dialog, or each field's problem; no rule of its own at all is undefined. */
export function readStoreRulesForm(
  form: StoreRulesForm,
): { rules: StoreRules | undefined } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const budget = readSpendingDollars(form.budget);
  if (!budget.ok) problems.budget = budget.problem;
  const limit = form.limitKind === 'own' ? readSpendingDollars(form.limit) : null;
  if (limit && !limit.ok) problems.limit = limit.problem;
  if (limit?.ok && limit.value === undefined) problems.limit = 'Type the limit in dollars, or choose the group’s.';
  const approvers = readApprovers(form.approvers);
  Object.assign(problems, approvers.problems);
  if (Object.keys(problems).length > 0 || !budget.ok || !approvers.ok) return { problems };
  const rules: StoreRules = {
    ...(budget.value !== undefined ? { monthly_budget_cents: budget.value } : {}),
    ...(form.limitKind === 'none' ? { approval_above_cents: null } : {}),
    ...(limit?.ok && limit.value !== undefined ? { approval_above_cents: limit.value } : {}),
    ...(approvers.value.length > 0 ? { approvers: approvers.value } : {}),
    ...(form.overBudget ? { over_budget: form.overBudget } : {}),
  };
  return { rules: Object.keys(rules).length > 0 ? rules : undefined };
}

/** A code's caps as its dialog types them. */
export interface CodeRulesForm {
  perOrder: string;
  perMonth: string;
  /** 0 = Sunday … 6 = Saturday; all seven: any day. */
  days: number[];
  from: string;
  to: string;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function codeRulesForm(code: CodeRules | undefined): CodeRulesForm {
  return {
    perOrder: dollarsText(code?.per_order_cents),
    perMonth: dollarsText(code?.monthly_cents),
    days: code?.days ? [...code.days].sort((a, b) => a - b) : [0, 1, 2, 3, 4, 5, 6],
    from: code?.hours?.from ?? '',
    to: code?.hours?.to ?? '',
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The code's caps from its dialog, or each field's problem; no cap at all is undefined. */
export function readCodeRulesForm(form: CodeRulesForm): { rules: CodeRules | undefined } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const perOrder = readSpendingDollars(form.perOrder);
  if (!perOrder.ok) problems.perOrder = perOrder.problem;
  const perMonth = readSpendingDollars(form.perMonth);
  if (!perMonth.ok) problems.perMonth = perMonth.problem;
  if (form.days.length === 0) problems.days = 'Tick at least one day, or every day.';
  const [from, to] = [form.from.trim(), form.to.trim()];
  if ((from || to) && !(HHMM.test(from) && HHMM.test(to)))
    problems.hours = 'Give both times, such as 07:00 and 18:00, or neither.';
  else if (from && to && from >= to) problems.hours = 'The hours end after they start.';
  if (Object.keys(problems).length > 0 || !perOrder.ok || !perMonth.ok) return { problems };
  const rules: CodeRules = {
    ...(perOrder.value !== undefined ? { per_order_cents: perOrder.value } : {}),
    ...(perMonth.value !== undefined ? { monthly_cents: perMonth.value } : {}),
    ...(form.days.length < 7 ? { days: [...form.days].sort((a, b) => a - b) } : {}),
    ...(from && to ? { hours: { from, to } } : {}),
  };
  return { rules: Object.keys(rules).length > 0 ? rules : undefined };
}

/** The record with `key`'s entry set, or taken out when it has none. */
export function withEntry<T>(record: Record<string, T>, key: string, entry: T | undefined): Record<string, T> {
  const next = { ...record };
  if (entry === undefined) delete next[key];
  else next[key] = entry;
  return next;
}

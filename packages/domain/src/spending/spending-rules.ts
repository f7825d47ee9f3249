import { formatPrice } from '../money/cents';

// A dealership group's own brakes on spending (docs/approvals.md): who approves above which order
// total, each store's monthly budget, and caps on each bypass code. Set by provider staff in the
// console and published with the offer, kept in the group's server-only part (secrets), because
// approvers' e-mails never reach a browser. No zod here, so the checkout's bundle can read the words.

/** The largest amount a limit, budget or cap may name: $10,000,000.00, so a typo of a few digits is refused. */
export const SPENDING_MAX_CENTS = 1_000_000_000;
/** How long an approval link works unless the group says otherwise. */
export const DEFAULT_LINK_DAYS = 7;
/** After how many hours an unanswered approver is reminded, unless the group says otherwise. */
export const DEFAULT_REMIND_AFTER_HOURS = 24;
/** After how many hours the second approver takes over, unless the group says otherwise. */
export const DEFAULT_ESCALATE_AFTER_HOURS = 48;

/** Someone who decides on a store's (or the group's) orders, reached by e-mail. */
export interface Approver {
  name: string;
  email: string;
}

/** What an order over a store's budget does: waits for approval, or is refused. */
export const OVER_BUDGET_RULES = ['approval', 'refuse'] as const;
export type OverBudgetRule = (typeof OVER_BUDGET_RULES)[number];

/** A store's own rules; each absent one falls back to the group's. */
export interface StoreSpendingRules {
  /** An order total above which approval is needed; null: none for this store even where the group has one. */
  approval_above_cents?: number | null | undefined;
  /** The store's budget for each calendar month (provider's time zone); absent: none. */
  monthly_budget_cents?: number | undefined;
  /** One or two approvers: the first is asked, the second takes over when the first has not answered. */
  approvers?: Approver[] | undefined;
  /** What an order over this store's budget does, where it differs from the group's rule. */
  over_budget?: OverBudgetRule | undefined;
}

/**
 * A bypass code's key: twelve characters of its stored scrypt hash. Orders record it and the caps
 * are kept by it, as the plain code is never kept; it tells nothing of the code without the salt,
 * and stays the same until the group's codes are replaced (which makes them all new).
 */
export function bypassCodeKey(hash: string): string {
  return (hash.split('$')[5] ?? '').slice(0, 12);
}

/** Caps on one bypass code, by its key (bypassCodeKey). */
export interface CodeSpendingRules {
  per_order_cents?: number | undefined;
  monthly_cents?: number | undefined;
  /** The days it works, 0 = Sunday … 6 = Saturday (provider's time zone); absent: every day. */
  days?: number[] | undefined;
  /** The hours it works, 'HH:MM' to 'HH:MM' (the end excluded); absent: all day. */
  hours?: { from: string; to: string } | undefined;
}

export interface SpendingRules {
  /** The group's order total above which approval is needed; absent: none. */
  approval_above_cents?: number | undefined;
  /** The group's approvers: for its orders with no store, and for stores that name none. */
  approvers?: Approver[] | undefined;
  /** The budget for the group's orders that name no store; absent: none. */
  no_store_budget_cents?: number | undefined;
  /** What an order over a budget does. */
  over_budget: OverBudgetRule;
  /** Whether buyers see, at checkout, how much of the store's budget is left this month. */
  show_budget_to_buyers: boolean;
  link_days?: number | undefined;
  remind_after_hours?: number | undefined;
  escalate_after_hours?: number | undefined;
  /** By store code. */
  stores?: Record<string, StoreSpendingRules> | undefined;
  /** By the code's key (bypassCodeKey). */
  codes?: Record<string, CodeSpendingRules> | undefined;
}

/** The rules that apply to one store's orders ('' for the group's orders with no store). */
export interface EffectiveRules {
  approvalAboveCents: number | null;
  budgetCents: number | null;
  approvers: Approver[];
  overBudget: OverBudgetRule;
  showBudget: boolean;
}

/** The rules for a store's orders: its own, else the group's. */
export function rulesForStore(rules: SpendingRules | undefined, storeCode: string): EffectiveRules | null {
  if (!rules) return null;
  const store = storeCode ? rules.stores?.[storeCode] : undefined;
  const above = store && store.approval_above_cents !== undefined ? store.approval_above_cents : rules.approval_above_cents;
  const budget = storeCode ? store?.monthly_budget_cents : rules.no_store_budget_cents;
  const approvers = store?.approvers?.length ? store.approvers : (rules.approvers ?? []);
  return {
    approvalAboveCents: above ?? null,
    budgetCents: budget ?? null,
    approvers,
    overBudget: store?.over_budget ?? rules.over_budget,
    showBudget: rules.show_budget_to_buyers,
  };
}

/** A store's month: its budget and what counts against it. `left` may be below zero once spent passes it. */
export interface BudgetMonth {
  budgetCents: number;
  spentCents: number;
  committedCents: number;
}

export const leftOf = (month: BudgetMonth): number => month.budgetCents - month.spentCents - month.committedCents;

/** Why an order waits for approval. */
export const APPROVAL_REASONS = ['over_limit', 'over_budget'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

export type SpendingVerdict =
  | { kind: 'free' }
  | { kind: 'approval'; reasons: ApprovalReason[]; approvers: Approver[] }
  | { kind: 'refused'; message: string };

export const OVER_BUDGET_REFUSED = (storeName: string, left: number): string =>
  `This order is over ${storeName}'s budget for this month: ${formatPrice(Math.max(0, left))} is left. Remove some items, or ask your purchasing manager to raise the budget.`;

/**
 * What the rules say of an order of `totalCents` for a store: placed freely, placed to wait for
 * approval, or refused. `month` is the store's month before this order (null: no budget).
 */
export function spendingVerdict(
  rules: EffectiveRules | null,
  totalCents: number,
  month: BudgetMonth | null,
  storeName: string,
): SpendingVerdict {
  if (!rules) return { kind: 'free' };
  const reasons: ApprovalReason[] = [];
  if (rules.approvalAboveCents !== null && totalCents > rules.approvalAboveCents) reasons.push('over_limit');
  if (month && totalCents > leftOf(month)) {
    if (rules.overBudget === 'refuse') return { kind: 'refused', message: OVER_BUDGET_REFUSED(storeName, leftOf(month)) };
    reasons.push('over_budget');
  }
  if (reasons.length === 0) return { kind: 'free' };
  return { kind: 'approval', reasons, approvers: rules.approvers };
}

/** Why it waits, in the buyer's words: 'the order is over $500.00' / 'it is over the store's budget'. */
export function approvalReasonText(reason: ApprovalReason, rules: Pick<EffectiveRules, 'approvalAboveCents'>): string {
  return reason === 'over_limit'
    ? `orders over ${formatPrice(rules.approvalAboveCents ?? 0)} need approval`
    : "it is over the store's budget for this month";
}

/** 'Waiting for approval by Dana Whitfield': what the success screen and the orders screen say. */
export const waitingForApprovalText = (approverName: string): string => `Waiting for approval by ${approverName}`;

/** What checkout says before placing an order that will wait. */
export const willWaitForApprovalText = (approverName: string): string =>
  `This order will wait for approval by ${approverName} before it goes into production.`;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** When a code may be used, in words: 'Monday to Friday, 07:00–18:00'. */
export function codeHoursText(rules: CodeSpendingRules): string {
  const days =
    rules.days && rules.days.length < 7
      ? [...rules.days]
          .sort((a, b) => a - b)
          .map((day) => DAY_NAMES[day])
          .join(', ')
      : 'any day';
  const hours = rules.hours ? `${rules.hours.from}–${rules.hours.to}` : 'any time';
  return `${days}, ${hours}`;
}

/** A code's use so far this month. */
export interface CodeMonth {
  orders: number;
  amountCents: number;
}

/**
 * Why a code may not pay for this order, or null: over its cap per order or per month, or outside
 * its days and hours. `local` is now in the provider's time zone: its weekday and minutes.
 */
export function codeCapProblem(
  rules: CodeSpendingRules | undefined,
  totalCents: number,
  month: CodeMonth,
  local: { weekday: number; minutes: number },
  repPhone: string,
): string | null {
  if (!rules) return null;
  const call = `Please call your account representative at ${repPhone}.`;
  if (rules.per_order_cents !== undefined && totalCents > rules.per_order_cents)
    return `This bypass code covers orders up to ${formatPrice(rules.per_order_cents)}. ${call}`;
  if (rules.monthly_cents !== undefined && month.amountCents + totalCents > rules.monthly_cents)
    return `This bypass code has reached its limit of ${formatPrice(rules.monthly_cents)} for this month. ${call}`;
  const outsideDays = rules.days !== undefined && !rules.days.includes(local.weekday);
  const outsideHours =
    rules.hours !== undefined && (local.minutes < minutesOf(rules.hours.from) || local.minutes >= minutesOf(rules.hours.to));
  if (outsideDays || outsideHours) return `This bypass code works ${codeHoursText(rules)} only. ${call}`;
  return null;
}

import type { StaffRole } from '../api/console/common';
import { CREDIT_HOLD_LABELS, type CreditHoldReason } from '../billing/billing-account';
import type { FulfilmentStatus } from '../fulfilment/fulfilment-status';

/**
 * Why an order waits (docs/console.md#holds). Every reason is one row of HOLD_REASON_TABLE: a new
 * one (a dealership's approval, a proof for printed items) is a row there, and the rules below
 * hold for it with no other change.
 */
export const HOLD_REASONS = ['credit', 'approval'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export interface HoldReasonRow {
  /** What staff call it: 'Credit hold'. */
  label: string;
  /** What the order waits for, as it ends 'waiting for …'. */
  waitsFor: string;
  /** Who may release it, in words, as it starts '… can release it'. */
  whoCanRelease: string;
  /** The staff roles that may release it. */
  releaseRoles: readonly StaffRole[];
}

export const HOLD_REASON_TABLE: Readonly<Record<HoldReason, HoldReasonRow>> = {
  credit: {
    label: 'Credit hold',
    waitsFor: 'payment on the account',
    whoCanRelease: "the provider's accounts team",
    releaseRoles: ['admin', 'accounts'],
  },
  // The dealership decides (docs/approvals.md): its approver, by the e-mail's link, or the group's
  // admin on the orders screen. No staff role releases it: staff may only remind the approver.
  approval: {
    label: 'Approval',
    waitsFor: "the dealership's approval",
    whoCanRelease: "the dealership's approver",
    releaseRoles: [],
  },
};

/** A hold that is open: the rules need only its reason. */
export interface OpenHold {
  reason: HoldReason;
}

export function isHoldReason(value: unknown): value is HoldReason {
  return typeof value === 'string' && (HOLD_REASONS as readonly string[]).includes(value);
}

/** An order goes into production only with no hold open. */
export function mayMoveToProduction(openHolds: readonly OpenHold[]): boolean {
  return openHolds.length === 0;
}

/** An order is invoiced only with no hold open; once the last is released the usual path issues it. */
export function mayInvoice(openHolds: readonly OpenHold[]): boolean {
  return openHolds.length === 0;
}

/** The words of a hold as every screen shows them, from its reason's row or from an answer that carries them. */
export function onHoldText(words: { waits_for: string; who_can_release: string }): string {
  return `On hold: waiting for ${words.waits_for} — ${words.who_can_release} can release it.`;
}

/** The words a hold of this reason shows: 'On hold: waiting for payment on the account — the provider's … can release it.' */
export function holdText(reason: HoldReason): string {
  const row = HOLD_REASON_TABLE[reason];
  return onHoldText({ waits_for: row.waitsFor, who_can_release: row.whoCanRelease });
}

export const ON_HOLD_NO_PRODUCTION = 'This order cannot go into production while it is on hold.';

/**
 * Why a move is refused for the order's holds, or null: a move whose steps go into production
 * (moveSteps: shipping a received order goes through it) while a hold is open. The message names
 * what each hold waits for and who can release it. Other moves (a cancel) are not held.
 */
export function holdMoveProblem(steps: readonly FulfilmentStatus[], openHolds: readonly OpenHold[]): string | null {
  if (!steps.includes('in_production') || mayMoveToProduction(openHolds)) return null;
  const reasons = [...new Set(openHolds.map((hold) => hold.reason))];
  return [ON_HOLD_NO_PRODUCTION, ...reasons.map(holdText)].join(' ');
}

const ROLE_WORDS: Readonly<Record<StaffRole, string>> = {
  admin: 'an admin',
  rep: 'a rep',
  accounts: 'the accounts role',
  viewer: 'a viewer',
};

/** Whether a staff member of this role may release a hold of this reason. */
export function mayReleaseHold(role: StaffRole, reason: HoldReason): boolean {
  return HOLD_REASON_TABLE[reason].releaseRoles.includes(role);
}

/** What a staff member reads who may not release a hold of this reason. */
export function holdReleaseRefusal(reason: HoldReason): string {
  const row = HOLD_REASON_TABLE[reason];
  const roles = row.releaseRoles.map((role) => ROLE_WORDS[role]);
  if (roles.length === 0)
    return `Staff cannot release an ${row.label.toLowerCase()} hold: ${row.whoCanRelease} decides it. Remind the approver instead.`;
  const listed = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)!}` : roles[0]!;
  return `Only ${row.whoCanRelease} (${listed}) can release a ${row.label.toLowerCase()}.`;
}

export const HOLD_RELEASED_ALREADY = 'This hold was released already. Reload the order.';
export const NO_SUCH_HOLD = 'This order has no such hold.';

/** Why a credit hold opened, kept with the hold: the account and what put it on hold. */
export function creditHoldNote(accountName: string, reason: CreditHoldReason): string {
  return `${accountName} is on credit hold: ${reason === 'over_limit' ? 'the account is' : 'it has'} ${CREDIT_HOLD_LABELS[reason]}.`;
}

/** A hold's words as the answers carry them. */
export function holdWords(reason: HoldReason): { label: string; waits_for: string; who_can_release: string } {
  const row = HOLD_REASON_TABLE[reason];
  return { label: row.label, waits_for: row.waitsFor, who_can_release: row.whoCanRelease };
}

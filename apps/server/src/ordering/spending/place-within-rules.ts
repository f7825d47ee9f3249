import {
  approvalReasonText,
  DEFAULT_ESCALATE_AFTER_HOURS,
  DEFAULT_LINK_DAYS,
  DEFAULT_REMIND_AFTER_HOURS,
  rulesForStore,
  spendingVerdict,
  type Approver,
  type EffectiveRules,
  type SpendingRules,
  type SpendingVerdict,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { AppContext } from '../../context/app-context';
import type { Database } from '../../db/database';
import { runInTransaction } from '../../db/statement-in-transaction';
import { AppError } from '../../errors/app-error';
import { openHold } from '../../order-store/order-holds';
import { insertOrder, insertOrderWithinBudget, type NewOrder, type OrderRow } from '../../order-store/order-store';
import { insertApproval, lockBudgetMonth } from '../../order-store/spending-store';
import { sendApprovalLinks } from '../approvals/approval-links';
import { budgetMonthOf } from './spending-month';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The order placed under the rules, and the approver it waits for (null: it needs no approval). */
export interface PlacedWithinRules {
  order: OrderRow;
  approver: Approver | null;
}

const HOUR_MS = 3_600_000;

/**
 * Places an order on account of a group with spending rules (docs/approvals.md, decision 032).
 *
 * The fast path first: an order the rules' limit lets through (no limit, or its total within it)
 * needs no approval unless it is over its store's budget, so it is written in one statement that
 * places it only if it fits (insertOrderWithinBudget: the budget month's row locked inside the
 * statement, for one round trip instead of a transaction's five); a store without a budget needs no
 * check nor lock at all. A second order of the same store waits on that lock and sees the first.
 *
 * Otherwise, or when it did not fit, one transaction as before: the store's budget month made sure
 * of and locked, the rules' verdict on the order's total against what is left; refused, nothing is
 * written (422 with the verdict's words); otherwise the order is written with its budget month (the
 * trigger adds it to the locked row), and when it must wait, its approval, its 'approval' hold (so
 * neither production nor its invoice may go on) and the approver's links, all committed together.
 * The verdict is made again there from what the lock reads: the budget may have changed since.
 */
export async function placeWithinRules(
  ctx: Pick<AppContext, 'db' | 'run' | 'timeZone' | 'registry' | 'orderEmails' | 'site'>,
  tenant: Tenant,
  rules: SpendingRules,
  order: NewOrder,
  placing: { storeName: string; now: Date; requestId: string },
): Promise<PlacedWithinRules> {
  const groupKey = tenant.config.key;
  const storeCode = order.checked.store?.code ?? '';
  const effective = rulesForStore(rules, storeCode)!;
  const month = budgetMonthOf(placing.now, ctx.timeZone);
  const totalCents = order.charges.totalCents;
  if (effective.approvalAboveCents === null || totalCents <= effective.approvalAboveCents) {
    const free = { ...order, budgetMonth: month, approval: null };
    const placed =
      effective.budgetCents === null
        ? await insertOrder(ctx.run, free, ctx.orderEmails)
        : await insertOrderWithinBudget(ctx.run, free, ctx.orderEmails, effective.budgetCents);
    if (placed) return { order: placed, approver: null };
  }
  return ctx.db.transaction(async (tx) => {
    const used = effective.budgetCents === null ? null : await lockBudgetMonth(tx, { groupKey, month, storeCode });
    const budget = used && effective.budgetCents !== null ? { budgetCents: effective.budgetCents, ...used } : null;
    const verdict = spendingVerdict(effective, totalCents, budget, placing.storeName);
    if (verdict.kind === 'refused') throw new AppError('UNPROCESSABLE', verdict.message);
    const waits = verdict.kind === 'approval';
    const placed = await insertOrder(
      runInTransaction(tx),
      { ...order, budgetMonth: month, approval: waits ? 'waiting' : null },
      ctx.orderEmails,
    );
    if (!waits) return { order: placed, approver: null };
    return { order: placed, approver: await openApproval(tx, ctx, rules, effective, placed, verdict, placing) };
  });
}

/** The order's approval, its hold and the first approver's links, in the transaction that placed it. */
async function openApproval(
  tx: Tx,
  ctx: Pick<AppContext, 'timeZone' | 'registry' | 'site'>,
  rules: SpendingRules,
  effective: EffectiveRules,
  order: OrderRow,
  verdict: Extract<SpendingVerdict, { kind: 'approval' }>,
  { now, requestId }: { now: Date; requestId: string },
): Promise<Approver> {
  const { approvers, reasons } = verdict;
  const first = approvers[0];
  // The rules' check refuses a limit or a budget that waits with no one to approve it.
  if (!first) throw new Error(`${order.groupKey}'s spending rules send an order to approval with no approver`);
  const after = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const approval = await insertApproval(tx, {
    orderId: order.id,
    groupKey: order.groupKey,
    storeCode: order.storeCode,
    reasons,
    // As the rules name them now: a later change of the rules does not change who decides this order.
    approvers,
    openedAt: now,
    expiresAt: after(24 * (rules.link_days ?? DEFAULT_LINK_DAYS)),
    remindAt: after(rules.remind_after_hours ?? DEFAULT_REMIND_AFTER_HOURS),
    escalateAt: approvers.length > 1 ? after(rules.escalate_after_hours ?? DEFAULT_ESCALATE_AFTER_HOURS) : null,
  });
  const why = reasons.map((reason) => approvalReasonText(reason, effective)).join('; ');
  await openHold(tx, { staffId: null, label: 'system', requestId }, order, 'approval', `Waiting for ${first.name}: ${why}`);
  await sendApprovalLinks(tx, ctx, approval.id, 0, 'request', now);
  return first;
}

import { bypassCodeKey, codeCapProblem } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { codeMonthUse } from '../../order-store/spending-store';
import { budgetMonthOf, localWeekdayAndMinutes, monthBounds } from './spending-month';

/** The key of the group's bypass code at `index` (bypassCodeKey): what the order records, and its caps are kept by. */
export const codeKeyAt = (tenant: Tenant, index: number): string | null => {
  const hash = tenant.secrets.bypass_codes[index];
  return hash === undefined ? null : bypassCodeKey(hash);
};

/**
 * Refuses (422) an order a bypass code may not pay for under the group's caps on it
 * (docs/approvals.md#bypass-codes): over its cap per order, over its cap this month (its counted
 * orders of the provider's month, this one added), or outside its days and hours. The message
 * names the account representative's phone. Called only once the code is known to be right, so a
 * stranger guessing codes learns nothing of their caps. A code without caps costs no query, and
 * this month's orders are read only for a code with a monthly cap.
 */
export async function assertCodeCaps(
  db: Database,
  settings: { timeZone: string },
  tenant: Tenant,
  codeKey: string,
  totalCents: number,
  now: Date,
): Promise<void> {
  const caps = tenant.secrets.spending?.codes?.[codeKey];
  if (!caps) return;
  const month =
    caps.monthly_cents === undefined
      ? { orders: 0, amountCents: 0 }
      : await codeMonthUse(db, {
          groupKey: tenant.config.key,
          codeKey,
          ...monthBounds(budgetMonthOf(now, settings.timeZone), settings.timeZone),
        });
  const phone = tenant.config.account_reps[0]?.phone ?? 'the number on your invoices';
  const problem = codeCapProblem(caps, totalCents, month, localWeekdayAndMinutes(now, settings.timeZone), phone);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { billingAudit } from '../db/schema';
import { TAX_CHANGED } from './tax-channel';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who changes the tax settings or a certificate: a staff member (admin or accounts), or 'system' for the demo's. */
export interface TaxActor {
  staffId: string | null;
  /** The staff member's e-mail, or 'system'. */
  label: string;
  requestId: string;
}

/**
 * Audits a tax change where billing's changes are (billing_audit: who, before, after) and tells
 * every instance to read the settings and certificates again, in the change's transaction: the
 * notification goes out only if the change commits.
 */
export async function auditTaxChange(
  tx: Tx,
  actor: TaxActor,
  entry: { accountId: string | null; groupKey: string; action: string; subjectId: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(billingAudit).values({
    accountId: entry.accountId,
    groupKey: entry.groupKey,
    action: entry.action,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actor: actor.label,
    staffId: actor.staffId,
    requestId: actor.requestId,
  });
  await tx.execute(sql`select pg_notify(${TAX_CHANGED}, '')`);
}

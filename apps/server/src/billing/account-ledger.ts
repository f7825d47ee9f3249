import { accountBalance, accountCreditCents, aging, type ConsoleAccountLedgerAnswer, type Payment } from '@portal/domain';
import type { Database } from '../db/database';
import type { Scope } from '../order-store/board-query';
import { localDay } from '../time/local-time';
import { findAccount, toBillingAccount } from './account-store';
import type { BillingSettings } from './invoice-issuing';
import { accountEntries, creditNoteSummaryOf, invoiceSummariesOf, ledgerOf, paymentsOf } from './ledger-store';

/** An account's money at a glance: balance, credit, aging today, and every entry. */
export async function accountLedgerAnswer(
  db: Database,
  settings: BillingSettings,
  scope: Scope,
  accountId: string,
): Promise<ConsoleAccountLedgerAnswer> {
  const account = await findAccount(db, scope, accountId);
  const entries = await accountEntries(db, accountId);
  const ledger = ledgerOf(entries);
  return {
    account: toBillingAccount(settings.registry, account),
    balance_cents: accountBalance(ledger),
    credit_cents: accountCreditCents(ledger),
    aging: aging(ledger, localDay(Date.now(), settings.timeZone)),
    invoices: invoiceSummariesOf(entries, account.name).reverse(),
    credit_notes: entries.creditNotes.map(creditNoteSummaryOf).reverse(),
    payments: await paymentsOf(db, entries),
  };
}

/** One payment as the ledger shows it. */
export async function paymentAnswer(db: Database, accountId: string, paymentId: string): Promise<Payment> {
  const entries = await accountEntries(db, accountId);
  return (await paymentsOf(db, entries)).find((p) => p.id === paymentId)!;
}

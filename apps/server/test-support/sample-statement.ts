// Test helper, not used by the app.
import { buildStatement, type StatementEntryInput, type StatementSnapshot } from '@portal/domain';

// A made-up account's October 2026, for the statement's PDF and CSV tests: built by the domain's
// buildStatement, so the figures drawn are the ones a real statement would carry.

export const statementHeader: Pick<StatementSnapshot, 'provider' | 'account' | 'group'> = {
  provider: {
    name: 'Crestline Branded Supply',
    address: ['4800 Quarry Bend Parkway, Suite 210', 'Brindlewood, OH 43999'],
    phone: '(555) 010-4400',
    email: 'billing@crestline-supply.example',
    remit_to: ['Crestline Branded Supply — Accounts Receivable', 'PO Box 4471', 'Brindlewood, OH 43999'],
  },
  account: {
    id: '7d1c2b9e-0000-4000-8000-000000000001',
    name: 'Harbor Point Motors',
    accounting_name: 'HARBOR POINT MOTORS',
    address: ['210 Lantern Wharf Road', 'Port Alder, OH 43990'],
  },
  group: { key: 'harbor', title: 'Harbor Point Auto Group', logo: 'harbor.png' },
};

const STORES = ['Harbor Point Ford', 'Harbor Point Toyota', null] as const;

/** An invoice of the account, numbered `n`, issued on `on` and due 30 days later. */
export function statementInvoice(n: number, on: string, amountCents: number, fields: Partial<StatementEntryInput> = {}) {
  const issued = new Date(`${on}T00:00:00Z`);
  const due = new Date(issued.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    kind: 'invoice' as const,
    id: `inv-${n}`,
    on,
    reference: `INV-2026-${String(n).padStart(6, '0')}`,
    amountCents,
    store: STORES[n % STORES.length] ?? null,
    customerPo: n % 4 === 0 ? '' : `HP-${5500 + (n % 3)}`,
    dueOn: due,
    ...fields,
  };
}

/**
 * The account's October: $1,250.00 owed from September (one invoice, part of it 45 days past due
 * by the 31st), three invoices, a credit note and a cheque in the month.
 */
export function octoberStatement(): StatementSnapshot {
  const entries: StatementEntryInput[] = [
    statementInvoice(401, '2026-08-20', 125_000, { store: 'Harbor Point Ford', customerPo: 'HP-5401' }),
    statementInvoice(417, '2026-10-05', 31_636, { store: 'Harbor Point Ford', customerPo: 'HP-5521' }),
    statementInvoice(418, '2026-10-12', 8_400, { store: 'Harbor Point Toyota', customerPo: 'HP-5521' }),
    statementInvoice(422, '2026-10-26', 4_150, { store: null, customerPo: '' }),
    {
      kind: 'credit_note',
      id: 'cn-31',
      on: '2026-10-14',
      reference: 'CN-2026-000031',
      amountCents: -8_175,
      invoiceId: 'inv-417',
    },
    { kind: 'payment', id: 'pay-1', on: '2026-10-20', reference: 'Cheque 10442', amountCents: -60_000 },
  ];
  return buildStatement(statementHeader, '2026-10', entries, [{ invoiceId: 'inv-401', on: '2026-10-20', amountCents: 60_000 }]);
}

/** A month with `count` invoices of the same store and PO, one a day from October 1. */
export function busyStatement(count: number): StatementSnapshot {
  const entries = Array.from({ length: count }, (_, i) =>
    statementInvoice(500 + i, `2026-10-${String(1 + (i % 30)).padStart(2, '0')}`, 10_000 + i * 137),
  );
  return buildStatement(statementHeader, '2026-10', entries, []);
}

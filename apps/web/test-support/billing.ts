import type {
  AgingRow,
  BillingAccount,
  ConsoleBillingAccountsAnswer,
  ConsoleTaxExemptionsAnswer,
  InvoiceSummary,
  Payment,
  TaxExemptionCertificate,
} from '@portal/domain';

// The billing records the console's billing tests start from, as its calls answer them: Harbor
// Point Motors' account, an invoice of its order CB-100042, a cheque and what it paid. A test
// patches what it is about. Fictional accounts, stores and people only.

export const HARBOR_ACCOUNT_ID = '5b8c2f14-7e3a-4d69-a0b1-9c4e2d7f3a10';
export const HARBOR_INVOICE_ID = '3f1c2b7a-9d4e-4a61-8b0f-5e2d7c9a1b34';
export const HARBOR_ORDER_ID = '0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a';

export function billingAccount(patch: Partial<BillingAccount> = {}): BillingAccount {
  return {
    id: HARBOR_ACCOUNT_ID,
    group_key: 'harbor',
    group_title: 'Harbor Point Auto Group',
    store_code: '',
    store_name: null,
    name: 'Harbor Point Motors',
    accounting_name: 'HARBOR POINT MOTORS',
    address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
    terms: 'net_30',
    credit_limit_cents: 4_000_000,
    contacts: ['accounts.payable@harbor-auto.example'],
    invoice_when: 'shipped',
    reminder_days: [0, 30, 60],
    hold_lifted_until: null,
    version: 3,
    ...patch,
  };
}

/** Cedar Creek's group account, for the tests that read an account other than Harbor's. */
export const CEDAR_CREEK: Partial<BillingAccount> = {
  group_key: 'cedar',
  group_title: 'Cedar Creek Automotive',
  name: 'Cedar Creek Automotive',
  accounting_name: 'CEDAR CREEK AUTO',
};

export type AgingBuckets = AgingRow['aging'];

/** Nothing in any bucket: a new object each time, as tests add to it. */
export const noAging = (): AgingBuckets => ({ current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 });

/** An account's row of GET /api/console/billing/aging: owing nothing, not on hold unless the patch says so. */
export function agingRow(patch: Partial<Omit<AgingRow, 'account'>> = {}, account: Partial<BillingAccount> = {}): AgingRow {
  return {
    account: billingAccount(account),
    balance_cents: 0,
    credit_cents: 0,
    aging: noAging(),
    most_days_overdue: 0,
    hold: null,
    ...patch,
  };
}

/** Invoice INV-2026-000012 of order CB-100042, $599.76 issued on Oct 1 and due on Oct 31, unpaid. */
export function invoiceSummary(patch: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: HARBOR_INVOICE_ID,
    number: 'INV-2026-000012',
    account_id: HARBOR_ACCOUNT_ID,
    account_name: 'Harbor Point Motors',
    group_key: 'harbor',
    order_id: HARBOR_ORDER_ID,
    order_number: 'CB-100042',
    issued_on: '2026-10-01',
    due_on: '2026-10-31',
    goods_cents: 59_976,
    freight_cents: 0,
    tax_cents: 0,
    total_cents: 59_976,
    credited_cents: 0,
    paid_cents: 0,
    outstanding_cents: 59_976,
    status: 'open',
    ...patch,
  };
}

export type Allocation = Payment['allocations'][number];

/** Cheque 10452 of $200.00, received on Nov 10 and recorded that afternoon, all of it allocated. */
export function payment(patch: Partial<Payment> = {}): Payment {
  return {
    id: '7a1e3c5b-9d2f-4a6b-8c0e-1f3a5b7d9e11',
    account_id: HARBOR_ACCOUNT_ID,
    amount_cents: 20_000,
    received_on: '2026-11-10',
    method: 'cheque',
    reference: '10452',
    reverses_id: null,
    reversed: false,
    unallocated_cents: 0,
    allocations: [],
    recorded_by: 'rosalind.achebe@crestline.example',
    at: Date.UTC(2026, 10, 10, 15),
    ...patch,
  };
}

/** The cheque's $200.00 allocated to invoice INV-2026-000041. */
export function allocation(patch: Partial<Allocation> = {}): Allocation {
  return {
    id: '31',
    invoice_id: '2c4e6a80-1b3d-4f57-9a1c-3e5f7a9b1d01',
    invoice_number: 'INV-2026-000041',
    amount_cents: 20_000,
    takes_back_id: null,
    taken_back: false,
    at: Date.UTC(2026, 10, 10, 15),
    ...patch,
  };
}

/** The provider as an invoice's or a statement's snapshot names it. */
export const PROVIDER_SNAPSHOT = {
  name: 'Crestline Branded Supply',
  address: ['4800 Quarry Bend Parkway, Suite 210', 'Brindlewood, OH 43999'],
  phone: '(555) 010-4400',
  email: 'billing@crestline-supply.example',
  remit_to: ['Crestline Branded Supply', 'PO Box 4471', 'Brindlewood, OH 43999'],
};

/** Harbor's account and group as an invoice's or a statement's snapshot names them. */
export const HARBOR_SNAPSHOT = {
  account: {
    id: HARBOR_ACCOUNT_ID,
    name: 'Harbor Point Motors',
    accounting_name: 'HARBOR POINT MOTORS',
    address: ['18 Lighthouse Row', 'Harbor Point, ME 04999'],
  },
  group: { key: 'harbor', title: 'Harbor Point Auto Group', logo: null },
};

/** GET /api/console/billing/accounts's answer: the accounts, with no tax exemption certificate on file unless a patch says so. */
export function accountsListed(
  accounts: readonly (BillingAccount & { tax_exemptions?: ConsoleBillingAccountsAnswer['accounts'][number]['tax_exemptions'] })[],
): ConsoleBillingAccountsAnswer {
  return { accounts: accounts.map((account) => ({ tax_exemptions: [], ...account })) };
}

export const KS_CERTIFICATE_ID = '6e2a9c41-3b7d-4f15-8a2c-9d4e6f1b3a71';

/** A tax exemption certificate of Harbor's account: KS-EX-20417 in Kansas, good through 2027, its PDF on file. */
export function taxCertificate(patch: Partial<TaxExemptionCertificate> = {}): TaxExemptionCertificate {
  return {
    id: KS_CERTIFICATE_ID,
    account_id: HARBOR_ACCOUNT_ID,
    certificate_number: 'KS-EX-20417',
    state: 'KS',
    expires_on: '2027-12-31',
    expired: false,
    has_file: true,
    file_name: 'KS-EX-20417.pdf',
    added_by: 'rosalind.achebe@crestline.example',
    added_at: Date.UTC(2026, 9, 5, 14),
    withdrawn_at: null,
    withdrawn_by: null,
    withdrawn_reason: null,
    ...patch,
  };
}

/** GET …/tax-exemptions: the account's certificates, judged on the provider's day given (none on file unless given). */
export function taxExemptionsAnswer(
  exemptions: readonly TaxExemptionCertificate[] = [],
  today = '2026-11-20',
): ConsoleTaxExemptionsAnswer {
  return { today, exemptions: [...exemptions] };
}

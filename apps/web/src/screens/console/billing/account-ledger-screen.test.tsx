// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAccountLedgerAnswer, InvoiceSummary, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { viewport } from '../../../../test-support/browser';
import {
  accountsListed,
  allocation,
  billingAccount,
  invoiceSummary,
  noAging,
  payment,
  taxExemptionsAnswer,
} from '../../../../test-support/billing';
import { agingAnswer, statementAnswer } from '../../../../test-support/billing-ledger';
import { meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./account-ledger-screen');
}, 120_000);

const ACCOUNT = billingAccount();
const OLDER = '2c4e6a80-1b3d-4f57-9a1c-3e5f7a9b1d01';
const NEWER = '2c4e6a80-1b3d-4f57-9a1c-3e5f7a9b1d02';
const PAYMENT_ID = '7a1e3c5b-9d2f-4a6b-8c0e-1f3a5b7d9e11';
const REVERSAL_ID = '7a1e3c5b-9d2f-4a6b-8c0e-1f3a5b7d9e12';
const LEDGER_PATH = `/api/console/billing/accounts/${ACCOUNT.id}/ledger`;
const PAYMENTS_PATH = `/api/console/billing/accounts/${ACCOUNT.id}/payments`;
const ADDRESS = `/console/billing/accounts/${ACCOUNT.id}`;

const invoice = (patch: Partial<InvoiceSummary>) =>
  invoiceSummary({ id: OLDER, number: 'INV-2026-000041', issued_on: '2026-10-02', due_on: '2026-11-01', ...patch });

/** Two invoices, the older one partly paid by a cheque of $200.00, and no credit. */
function ledger(patch: Partial<ConsoleAccountLedgerAnswer> = {}): ConsoleAccountLedgerAnswer {
  return {
    account: ACCOUNT,
    balance_cents: 39_976 + 12_000,
    credit_cents: 0,
    aging: { ...noAging(), current: 12_000, days_1_30: 39_976 },
    invoices: [
      invoice({
        id: NEWER,
        number: 'INV-2026-000057',
        order_number: 'CB-100057',
        issued_on: '2026-11-12',
        due_on: '2026-12-12',
        total_cents: 12_000,
        outstanding_cents: 12_000,
      }),
      invoice({ paid_cents: 20_000, outstanding_cents: 39_976, status: 'partly_paid' }),
    ],
    credit_notes: [],
    payments: [
      payment({
        allocations: [allocation({})],
      }),
    ],
    ...patch,
  };
}

function serve(
  role: StaffRole,
  answer: ConsoleAccountLedgerAnswer | (() => ConsoleAccountLedgerAnswer),
  extra: Parameters<typeof mockConsole>[0] = {},
) {
  return mockConsole({
    'GET /api/console/me': { body: { ...meAs(role), time_zone: 'America/New_York' } },
    [`GET ${LEDGER_PATH}`]: () => ({ body: typeof answer === 'function' ? answer() : answer }),
    'GET /api/console/billing/aging': { body: agingAnswer() },
    [`GET ${LEDGER_PATH.replace(/ledger$/, 'statement')}`]: (call) => ({
      body: statementAnswer(call.url.searchParams.get('period') ?? ''),
    }),
    [`GET ${LEDGER_PATH.replace(/ledger$/, 'tax-exemptions')}`]: { body: taxExemptionsAnswer() },
    ...extra,
  });
}

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** A figure of the account's balance and aging: the definition after its term (the statement has figures of its own). */
const figure = (name: string) =>
  within(screen.getByRole('region', { name: 'Balance and aging' })).getByText(name, { selector: 'dt' }).nextElementSibling!;

async function openAccount() {
  renderApp(ADDRESS);
  return screen.findByRole('heading', { level: 2, name: 'Harbor Point Motors' });
}

describe("a billing account's page", () => {
  it.each(['rep', 'viewer'] as const)(
    'shows a %s the balance, aging, invoices and payments, with no button to change them',
    async (role) => {
      serve(
        role,
        ledger({
          credit_notes: [
            {
              id: 'n1',
              number: 'CN-2026-000003',
              invoice_id: NEWER,
              issued_on: '2026-11-13',
              amount_cents: 1_500,
              goods_cents: 1_500,
              freight_cents: 0,
              tax_cents: 0,
              reason: 'Two shirts missing',
              voids: false,
            },
          ],
        }),
      );
      await openAccount();
      expect(document.title).toBe('Harbor Point Motors — Billing account — Crestline Console');
      const tabs = within(screen.getByRole('navigation', { name: 'Billing' }));
      expect(tabs.getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('page');
      expect(tabs.getByRole('link', { name: 'Invoices' }).getAttribute('aria-current')).toBeNull();
      expect(screen.getByText('Net 30')).toBeDefined();
      expect(screen.getByText('$40,000.00')).toBeDefined();
      expect(screen.getByText('accounts.payable@harbor-auto.example')).toBeDefined();
      expect(figure('Balance').textContent).toBe('$519.76');
      expect(figure('Credit (unallocated payments)').textContent).toBe('$0.00');
      expect(figure('Current').textContent).toBe('$120.00');
      expect(figure('1–30 days past due').textContent).toBe('$399.76');
      expect(figure('Over 90 days past due').textContent).toBe('$0.00');

      const rows = within(screen.getByRole('table', { name: 'Invoices' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        ['INV-2026-000057', 'CB-100057', 'Nov 12, 2026', 'Dec 12, 2026', '$120.00', '$120.00', 'Open'],
        ['INV-2026-000041', 'CB-100042', 'Oct 2, 2026', 'Nov 1, 2026', '$599.76', '$399.76', 'Partly paid'],
      ]);
      expect(within(rows[1]!).getByRole('link', { name: 'INV-2026-000041' }).getAttribute('href')).toBe(
        `/console/billing/invoices/${OLDER}`,
      );

      const payments = screen.getByRole('list', { name: 'Payments' });
      const cheque = within(payments).getByRole('listitem', { name: 'Payment $200.00' });
      expect(within(cheque).getByText('Cheque')).toBeDefined();
      expect(within(cheque).getByText('rosalind.achebe@crestline.example')).toBeDefined();
      expect(within(cheque).getByRole('link', { name: 'INV-2026-000041' })).toBeDefined();
      const notes = within(screen.getByRole('table', { name: 'Credit notes' })).getAllByRole('row');
      expect(notes[1]!.textContent).toContain('Two shirts missing');

      expect(
        screen.getByText(
          /payments, credit holds, sending statements and tax exemption certificates need an admin or the accounts role/,
        ),
      ).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Allocate|Reverse|Take back)/ })).toBeNull();
    },
  );

  it('says when the account has no invoice, payment or credit note yet', async () => {
    serve(
      'accounts',
      ledger({
        balance_cents: 0,
        invoices: [],
        payments: [],
        aging: noAging(),
      }),
    );
    await openAccount();
    expect(screen.getByText('No invoices yet: an order on account is invoiced when it ships.')).toBeDefined();
    expect(screen.getByText('No payments recorded yet.')).toBeDefined();
    expect(screen.getByText('No credit notes.')).toBeDefined();
    expect(figure('Balance').textContent).toBe('$0.00');
  });

  it("shows the server's refusal, with 'Try again' only where asking again can help", async () => {
    const server = serve('rep', ledger(), {
      [`GET ${LEDGER_PATH}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'No such billing account.' } },
    });
    renderApp(ADDRESS);
    expect((await screen.findByRole('alert')).textContent).toBe('No such billing account.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(server.callsTo('GET', LEDGER_PATH)).toHaveLength(1);
  });

  it('shows a reversal as such, and its payment as reversed with nothing left to take back or reverse', async () => {
    serve(
      'admin',
      ledger({
        payments: [
          payment({
            id: REVERSAL_ID,
            amount_cents: -20_000,
            received_on: '2026-11-14',
            reverses_id: PAYMENT_ID,
            unallocated_cents: 0,
            reference: 'Reversal of 10452: Cheque returned unpaid',
          }),
          payment({
            reversed: true,
            unallocated_cents: 0,
            allocations: [
              allocation({ taken_back: true }),
              allocation({ id: '38', amount_cents: -20_000, takes_back_id: '31', at: Date.UTC(2026, 10, 14, 15) }),
            ],
          }),
        ],
      }),
    );
    await openAccount();
    const reversal = screen.getByRole('listitem', { name: 'Reversal -$200.00' });
    expect(within(reversal).getByText('Reversal', { selector: '.MuiChip-label' })).toBeDefined();
    expect(within(reversal).getByText('the payment of $200.00 received Nov 10, 2026 (10452)')).toBeDefined();
    const reversed = screen.getByRole('listitem', { name: 'Payment $200.00' });
    expect(within(reversed).getByText('Reversed')).toBeDefined();
    expect(within(reversed).getByText('taken back Nov 14, 2026')).toBeDefined();
    expect(within(reversed).getByText('None: the payment was reversed')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^(Allocate|Reverse|Take back)/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record a payment' })).toBeDefined();
  });

  it('shows the invoices as cards on a phone', async () => {
    viewport('phone');
    serve('viewer', ledger());
    await openAccount();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Partly paid')).toBeDefined();
    expect(within(cards[1]!).getByText('$399.76')).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Invoices' })).toBeNull();
  });
});

describe('recording a payment', () => {
  it('previews oldest first, sends the amount in whole cents without allocations, and reads the ledger again', async () => {
    let answer = ledger();
    const server = serve('accounts', () => answer, {
      [`POST ${PAYMENTS_PATH}`]: () => {
        answer = ledger({ balance_cents: 51_976 - 1_010, credit_cents: 0 });
        return { status: 201, body: payment({ id: REVERSAL_ID, amount_cents: 1_010, unallocated_cents: 0 }) };
      },
    });
    await openAccount();
    const opener = screen.getByRole('button', { name: 'Record a payment' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment from Harbor Point Motors' });
    expect((within(dialog).getByLabelText(/Date received/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(within(dialog).getByText('Type the amount to see which invoices it pays.')).toBeDefined();
    change(within(dialog).getByRole('textbox', { name: 'Amount' }), '500.10');
    // The older invoice first: $399.76 of it, the rest to the newer one.
    const preview = within(dialog).getByRole('list', { name: 'Where oldest first puts it' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['INV-2026-000041$399.76', 'INV-2026-000057$100.34', 'Left as credit$0.00']);
    change(within(dialog).getByRole('textbox', { name: 'Amount' }), '10.10');
    change(within(dialog).getByRole('combobox', { name: 'Method' }), 'ach');
    change(within(dialog).getByRole('textbox', { name: 'Reference' }), ' ACH 20261120-7 ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('A payment of $10.10 was recorded: $10.10 allocated to invoices, nothing left as credit.'),
    ).toBeDefined();
    const body = server.callsTo('POST', PAYMENTS_PATH)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount_cents: 1010, method: 'ach', reference: 'ACH 20261120-7' });
    expect(body).not.toHaveProperty('allocations');
    expect(server.callsTo('GET', LEDGER_PATH)).toHaveLength(2);
    await waitFor(() => expect(figure('Balance').textContent).toBe('$509.66'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Record a payment' })));
  });

  it('sends the amounts chosen per invoice, shows what is left as credit, and checks them before sending', async () => {
    const server = serve('admin', ledger(), {
      [`POST ${PAYMENTS_PATH}`]: { status: 201, body: payment({ amount_cents: 50_000, unallocated_cents: 38_000 }) },
    });
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment from Harbor Point Motors' });
    change(within(dialog).getByRole('textbox', { name: 'Amount' }), '500');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Choose' }));
    const newer = within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000057' });
    change(newer, '120.01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    expect(within(dialog).getByText('The invoice has only $120.00 left to pay.')).toBeDefined();
    expect(server.callsTo('POST', PAYMENTS_PATH)).toHaveLength(0);

    change(newer, '120');
    expect(within(within(dialog).getByRole('list', { name: 'What is left' })).getByRole('listitem').textContent).toBe(
      'Left as credit$380.00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('A payment of $500.00 was recorded: $120.00 allocated to invoices, $380.00 left as credit.'),
    ).toBeDefined();
    expect(server.callsTo('POST', PAYMENTS_PATH)[0]!.body).toMatchObject({
      amount_cents: 50_000,
      method: 'cheque',
      allocations: [{ invoice_id: NEWER, amount_cents: 12_000 }],
    });
  });

  it("refuses a day after today and too many decimals before sending, and shows the server's 409 in the dialog", async () => {
    const refusal = 'INV-2026-000041: The invoice has only $0.00 left to pay.';
    const server = serve('accounts', ledger(), {
      [`POST ${PAYMENTS_PATH}`]: { status: 409, body: { code: 'CONFLICT', message: refusal } },
    });
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment from Harbor Point Motors' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    change(amount, '12.345');
    change(within(dialog).getByLabelText(/Date received/), '2999-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('An amount has at most two decimals (whole cents).')).toBeDefined();
    expect(within(dialog).getByText('A payment cannot be received after today.')).toBeDefined();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', PAYMENTS_PATH)).toHaveLength(0);

    change(amount, '12.34');
    change(within(dialog).getByLabelText(/Date received/), '2026-11-02');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Choose' }));
    change(within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000041' }), '12.34');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(refusal));
    expect(server.callsTo('POST', PAYMENTS_PATH)[0]!.body).toEqual({
      amount_cents: 1_234,
      received_on: '2026-11-02',
      method: 'cheque',
      reference: '',
      allocations: [{ invoice_id: OLDER, amount_cents: 1_234 }],
    });
    // The ledger is read again, so the dialog checks against what the server has now.
    await waitFor(() => expect(server.callsTo('GET', LEDGER_PATH)).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Record a payment from Harbor Point Motors' })).toBe(dialog);
  });
});

describe("a payment's changes", () => {
  const withCredit = () =>
    ledger({
      credit_cents: 5_000,
      balance_cents: 51_976 - 5_000,
      payments: [
        payment({
          amount_cents: 25_000,
          unallocated_cents: 5_000,
          allocations: [allocation({})],
        }),
      ],
    });

  it("allocates a payment's credit, the amounts starting oldest first", async () => {
    const path = `/api/console/billing/payments/${PAYMENT_ID}/allocations`;
    const server = serve('accounts', withCredit(), { [`POST ${path}`]: { body: payment({}) } });
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Allocate the payment of $250.00 received Nov 10, 2026 (10452)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate a payment’s credit' });
    expect((within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000041' }) as HTMLInputElement).value).toBe('50');
    expect((within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000057' }) as HTMLInputElement).value).toBe('');
    change(within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000041' }), '20');
    change(within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000057' }), '30.01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(within(dialog).getByText('The payment has only $30.00 left to allocate.')).toBeDefined();
    expect(server.callsTo('POST', path)).toHaveLength(0);
    change(within(dialog).getByRole('textbox', { name: 'Amount for INV-2026-000057' }), '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(
      await screen.findByText(
        '$50.00 of the payment of $250.00 received Nov 10, 2026 (10452) was allocated to INV-2026-000041 and INV-2026-000057.',
      ),
    ).toBeDefined();
    expect(server.callsTo('POST', path)[0]!.body).toEqual({
      allocations: [
        { invoice_id: OLDER, amount_cents: 2_000 },
        { invoice_id: NEWER, amount_cents: 3_000 },
      ],
    });
  });

  it('takes an allocation back once confirmed, and the notice takes the focus from the button that went with it', async () => {
    let answer = withCredit();
    const path = '/api/console/billing/allocations/31/take-back';
    const server = serve('admin', () => answer, {
      [`POST ${path}`]: () => {
        const before = withCredit().payments[0]!;
        answer = ledger({
          payments: [
            {
              ...before,
              unallocated_cents: 25_000,
              allocations: [
                allocation({ taken_back: true }),
                allocation({ id: '32', amount_cents: -20_000, takes_back_id: '31' }),
              ],
            },
          ],
        });
        return { body: answer.payments[0] };
      },
    });
    await openAccount();
    const takeBack = screen.getByRole('button', {
      name: 'Take back $200.00 from INV-2026-000041, of the payment of $250.00 received Nov 10, 2026 (10452)',
    });
    takeBack.focus();
    fireEvent.click(takeBack);
    const dialog = await screen.findByRole('dialog', { name: 'Take back $200.00 from INV-2026-000041?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take back' }));
    const notice = await screen.findByText(
      '$200.00 was taken back from INV-2026-000041: the invoice has it to pay again and the payment has it as credit.',
    );
    expect(server.callsTo('POST', path)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Take back/ })).toBeNull();
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toBe(document.activeElement));
  });

  it('offers to take back only what the server says still stands, of two equal allocations to one invoice', async () => {
    // The later of two $100.00 allocations to the older invoice was taken back: the earlier one stands.
    const path = '/api/console/billing/allocations/31/take-back';
    const server = serve(
      'accounts',
      ledger({
        payments: [
          payment({
            allocations: [
              allocation({ amount_cents: 10_000 }),
              allocation({ id: '35', amount_cents: 10_000, taken_back: true }),
              allocation({ id: '38', amount_cents: -10_000, takes_back_id: '35', at: Date.UTC(2026, 10, 14, 15) }),
            ],
            unallocated_cents: 10_000,
          }),
        ],
      }),
      { [`POST ${path}`]: { body: payment({}) } },
    );
    await openAccount();
    const buttons = screen.getAllByRole('button', { name: /^Take back/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Take back $100.00 from INV-2026-000041?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(server.callsTo('POST', path)).toHaveLength(1));
  });

  it('reverses a payment with a reason, warning which invoices have to be paid again', async () => {
    const path = `/api/console/billing/payments/${PAYMENT_ID}/reverse`;
    const server = serve('accounts', withCredit(), {
      [`POST ${path}`]: { status: 201, body: payment({ id: REVERSAL_ID, amount_cents: -25_000, reverses_id: PAYMENT_ID }) },
    });
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Reverse the payment of $250.00 received Nov 10, 2026 (10452)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the payment of $250.00?' });
    expect(within(dialog).getByText(/these invoices have it to pay again: INV-2026-000041 \(\$200\.00\)\./)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(within(dialog).getByText('Say why the payment is reversed (a few words at least).')).toBeDefined();
    expect(server.callsTo('POST', path)).toHaveLength(0);
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Cheque returned unpaid ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText('The payment of $250.00 received Nov 10, 2026 (10452) was reversed.')).toBeDefined();
    expect(server.callsTo('POST', path)[0]!.body).toEqual({ reason: 'Cheque returned unpaid' });
  });
});

describe('the accounts page', () => {
  it("opens an account's page from its name", async () => {
    serve('viewer', ledger(), { 'GET /api/console/billing/accounts': { body: accountsListed([ACCOUNT]) } });
    renderApp('/console/billing');
    fireEvent.click(await screen.findByRole('link', { name: 'Harbor Point Motors' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbor Point Motors' })).toBeDefined();
    expect(figure('Balance').textContent).toBe('$519.76');
  });
});

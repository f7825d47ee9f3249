// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAccountLedgerAnswer, ConsoleInvoiceAnswer, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { billingAccount, HARBOR_INVOICE_ID, invoiceSummary, noAging, payment } from '../../../../test-support/billing';
import { creditNote, invoiceDetail } from '../../../../test-support/billing-invoices';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./invoice-screen');
}, 120_000);

const ACCOUNT = billingAccount();
const INVOICE = `/api/console/billing/invoices/${HARBOR_INVOICE_ID}`;
const ALLOCATION: ConsoleInvoiceAnswer['allocations'][number] = {
  id: '41',
  payment_id: 'e4c2a1b0-7d3f-4e58-9b16-2a0c8f7d5e39',
  received_on: '2026-10-20',
  method: 'cheque' as const,
  reference: 'Cheque 10442',
  amount_cents: 10_000,
  at: Date.UTC(2026, 9, 20, 16),
};

function serve(role: StaffRole, detail: ConsoleInvoiceAnswer | (() => ConsoleInvoiceAnswer), extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${INVOICE}`]: () => ({ body: typeof detail === 'function' ? detail() : detail }),
    ...extra,
  });
}

async function openInvoice() {
  renderApp(`/console/billing/invoices/${HARBOR_INVOICE_ID}`);
  return screen.findByRole('heading', { level: 2, name: 'Invoice INV-2026-000012' });
}

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const LEDGER = `/api/console/billing/accounts/${ACCOUNT.id}/ledger`;
const OTHER_INVOICE = '7c1e4b2a-5d3f-4a80-9e61-0b2c4d6f8a13';

/** The invoice's account: this invoice open, and an older one open too (oldest first would pay that one). */
function accountLedger(invoice = invoiceSummary()): ConsoleAccountLedgerAnswer {
  return {
    account: ACCOUNT,
    balance_cents: invoice.outstanding_cents + 15_000,
    credit_cents: 0,
    aging: { ...noAging(), current: invoice.outstanding_cents, days_1_30: 15_000 },
    invoices: [
      invoiceSummary({
        id: OTHER_INVOICE,
        number: 'INV-2026-000007',
        due_on: '2026-10-20',
        total_cents: 15_000,
        outstanding_cents: 15_000,
      }),
      invoice,
    ],
    credit_notes: [],
    payments: [],
  };
}

describe("an invoice's page", () => {
  it("records a payment from the invoice's page, the dialog starting with what it has left given to it", async () => {
    let detail = invoiceDetail({ status: 'partly_paid', credited_cents: 2_499, outstanding_cents: 57_477 });
    let ledger = accountLedger(detail.invoice);
    const server = serve('accounts', () => detail, {
      [`GET ${LEDGER}`]: () => ({ body: ledger }),
      [`POST /api/console/billing/accounts/${ACCOUNT.id}/payments`]: (call) => {
        detail = invoiceDetail({ status: 'paid', credited_cents: 2_499, paid_cents: 57_477, outstanding_cents: 0 });
        ledger = accountLedger(detail.invoice);
        return {
          status: 201,
          body: payment({
            id: 'c3d9e1f2-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
            amount_cents: (call.body as { amount_cents: number }).amount_cents,
            received_on: '2026-11-20',
            reference: '',
            at: Date.UTC(2026, 10, 20, 15),
          }),
        };
      },
    });
    await openInvoice();
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment from Harbor Point Motors' });
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('574.77');
    expect((within(dialog).getByRole('radio', { name: 'Choose' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('A payment of $574.77 was recorded: $574.77 allocated to invoices, nothing left as credit.'),
    ).toBeDefined();
    const sent = server.callsTo('POST', `/api/console/billing/accounts/${ACCOUNT.id}/payments`)[0]!.body as {
      amount_cents: number;
      allocations: unknown;
    };
    // To this invoice, not to the older one oldest first would have paid.
    expect(sent.amount_cents).toBe(57_477);
    expect(sent.allocations).toEqual([{ invoice_id: HARBOR_INVOICE_ID, amount_cents: 57_477 }]);
    // Paid now: nothing is left to record a payment for.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull());
  });

  it.each([
    ['a viewer', 'viewer', invoiceDetail()],
    ['a paid invoice', 'accounts', invoiceDetail({ status: 'paid', paid_cents: 59_976, outstanding_cents: 0 })],
    ['a void invoice', 'admin', invoiceDetail({ status: 'void', credited_cents: 59_976, outstanding_cents: 0 })],
  ] as const)('offers no payment for %s', async (_, role, detail) => {
    const server = serve(role, detail, { [`GET ${LEDGER}`]: { body: accountLedger(detail.invoice) } });
    await openInvoice();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
    // The account's ledger is read only while the invoice has something to pay.
    expect(server.callsTo('GET', LEDGER)).toHaveLength(detail.invoice.outstanding_cents > 0 ? 1 : 0);
  });

  it.each(['rep', 'viewer'] as const)(
    'shows a %s the invoice as issued, its credit notes and payments, its PDF, and no button to change it',
    async (role) => {
      serve(
        role,
        invoiceDetail(
          { status: 'partly_paid', credited_cents: 2_499, paid_cents: 10_000, outstanding_cents: 47_477 },
          { credit_notes: [creditNote()], allocations: [ALLOCATION] },
        ),
      );
      await openInvoice();
      expect(document.title).toBe('Invoice INV-2026-000012 — Crestline Console');
      expect(screen.getByRole('region', { name: 'Standing' }).textContent).toBe(
        'Total$599.76Credited$24.99Paid$100.00Outstanding$474.77',
      );
      const billed = screen.getByRole('region', { name: 'Billed to' });
      expect(within(billed).getByText('HARBOR POINT MOTORS')).toBeDefined();
      expect(within(billed).getByText('jane.okafor@example.com')).toBeDefined();
      expect(within(billed).getByText('410 Quay Street')).toBeDefined();
      // The account as billed opens the account's page, under the Accounts tab.
      expect(within(billed).getByRole('link', { name: 'Harbor Point Motors' }).getAttribute('href')).toBe(
        `/console/billing/accounts/${ACCOUNT.id}`,
      );
      expect(within(billed).getByText('18 Lighthouse Row')).toBeDefined();
      const order = screen.getByRole('region', { name: 'Order and dates' });
      expect(within(order).getByRole('link', { name: 'CB-100042' }).getAttribute('href')).toBe(
        '/console/orders/0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a',
      );
      expect(within(order).getByText('HPFD01')).toBeDefined();
      expect(within(order).getByText('Net 30')).toBeDefined();
      expect(within(order).getByText('Oct 31, 2026')).toBeDefined();
      const lines = within(screen.getByRole('table', { name: 'Lines as billed' }))
        .getAllByRole('row')
        .slice(1);
      expect(lines).toHaveLength(2);
      expect(lines[0]!.textContent).toContain('1240 Performance Polo');
      expect(lines[0]!.textContent).toContain('Harbor Point Ford, Left Chest');
      expect(lines[1]!.textContent).toContain('PO HP-7781');
      const notes = screen.getByRole('region', { name: 'Credit notes' });
      expect(within(notes).getByText('CN-2026-000004')).toBeDefined();
      expect(within(notes).getByText('One polo arrived with the logo on the wrong side.')).toBeDefined();
      expect(within(notes).getByRole('link', { name: 'PDF of CN-2026-000004' }).getAttribute('href')).toBe(
        '/api/console/billing/credit-notes/9a7e5c31-2d4b-4f86-a1e0-7c3b5d9f2e18/pdf',
      );
      const payments = screen.getByRole('region', { name: 'Payments' });
      expect(payments.textContent).toContain('Cheque');
      expect(payments.textContent).toContain('Cheque 10442');
      expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`${INVOICE}/pdf`);
      expect(
        screen.getByText('You can read this invoice; payments, credit notes and voids need an admin or the accounts role.'),
      ).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
    },
  );

  it('issues a credit note typed in dollars, sent in whole cents, and names it once the invoice is read again', async () => {
    let detail = invoiceDetail();
    const server = serve('accounts', () => detail, {
      [`POST ${INVOICE}/credit-notes`]: (call) => {
        const note = creditNote({ amount_cents: 1_010, reason: 'Short one tee.', number: 'CN-2026-000005' });
        detail = invoiceDetail(
          { status: 'partly_paid', credited_cents: 1_010, outstanding_cents: 58_966 },
          { credit_notes: [note] },
        );
        expect(call.body).toEqual({ amount_cents: 1_010, reason: 'Short one tee.' });
        return { status: 201, body: { credit_note: note, invoice: detail.invoice } };
      },
    });
    await openInvoice();
    const open = screen.getByRole('button', { name: 'Issue a credit note' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note against INV-2026-000012' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });

    change(amount, '10.105');
    change(reason, 'ok');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(within(dialog).getByText('The amount has at most two decimals (whole cents).')).toBeDefined();
    expect(within(dialog).getByText('Say why in a few words: the reason is printed on the credit note.')).toBeDefined();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    // More than the invoice has left: the domain's rule says so before anything is sent.
    change(amount, '600');
    expect(within(dialog).getByText('A credit note cannot exceed what the invoice has left to pay ($599.76).')).toBeDefined();
    expect(server.callsTo('POST', `${INVOICE}/credit-notes`)).toHaveLength(0);

    change(amount, '10.10');
    change(reason, '  Short one tee. ');
    // Once no field needs a change, the dialog stops saying so.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(
      await screen.findByText('Credit note CN-2026-000005 of $10.10 issued against INV-2026-000012: $589.66 left to pay.'),
    ).toBeDefined();
    expect(server.callsTo('POST', `${INVOICE}/credit-notes`)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Credit notes' })).getByText('CN-2026-000005')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Standing' }).textContent).toContain('Outstanding$589.66');
    // The button that opened the dialog is still there: the focus goes back to it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Issue a credit note' })));
  });

  /** The invoice of an order shipped to Columbus by Ground: $599.76 of goods, $12.50 of freight, 7.5 % on both. */
  function chargedDetail(records: Parameters<typeof invoiceDetail>[1] = {}): ConsoleInvoiceAnswer {
    const base = invoiceDetail(
      { goods_cents: 59_976, freight_cents: 1_250, tax_cents: 4_592, total_cents: 65_818, outstanding_cents: 65_818 },
      records,
    );
    return {
      ...base,
      snapshot: {
        ...base.snapshot,
        ship_to: { name: 'Harbor Point Ford', street: '12 Gull Street', city: 'Columbus', state: 'OH', zip: '43215' },
        charges: {
          goods_cents: 59_976,
          freight_cents: 1_250,
          freight_method: { code: 'GROUND', name: 'Ground' },
          tax_cents: 4_592,
          tax: { name: 'OH 432 7.5%', state: 'OH', rate_thousandths: 7_500, taxable_cents: 61_226, freight_taxed: true },
          exemption: null,
        },
        total_cents: 65_818,
      },
    };
  }

  it('shows where the order ships and, under the lines, the subtotal, the freight, the sales tax and the total', async () => {
    serve('viewer', chargedDetail());
    await openInvoice();
    expect(screen.getByRole('region', { name: 'Billed to' }).textContent).toContain(
      'Ship toHarbor Point Ford12 Gull StreetColumbus, OH 43215',
    );
    const totals = within(screen.getByRole('region', { name: 'Lines' })).getByLabelText('Totals');
    expect(totals.textContent).toBe('Subtotal$599.76Freight (Ground)$12.50Sales tax (OH 432 7.5%)$45.92Total$658.18');
  });

  it('credits goods, freight and tax apart on an invoice charged with them, each at most what is left of it', async () => {
    const server = serve('accounts', chargedDetail(), {
      [`POST ${INVOICE}/credit-notes`]: (call) => {
        expect(call.body).toEqual({
          goods_cents: 0,
          freight_cents: 1_250,
          tax_cents: 94,
          reason: 'Freight refunded: shipped late.',
        });
        const note = creditNote({
          amount_cents: 1_344,
          goods_cents: 0,
          freight_cents: 1_250,
          tax_cents: 94,
          number: 'CN-2026-000007',
        });
        return { status: 201, body: { credit_note: note, invoice: { ...chargedDetail().invoice, outstanding_cents: 64_474 } } };
      },
    });
    await openInvoice();
    fireEvent.click(screen.getByRole('button', { name: 'Issue a credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note against INV-2026-000012' });
    const freight = within(dialog).getByRole('textbox', { name: 'Freight (Ground)' });
    const tax = within(dialog).getByRole('textbox', { name: 'Sales tax (OH 432 7.5%)' });
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Freight refunded: shipped late.');

    change(freight, '12.51');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(within(dialog).getByText('At most $12.50 of the freight is left to credit.')).toBeDefined();
    expect(server.callsTo('POST', `${INVOICE}/credit-notes`)).toHaveLength(0);

    change(freight, '12.50');
    change(tax, '0.94');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText(/Credit note CN-2026-000007 of \$13\.44 issued against INV-2026-000012/)).toBeDefined();
    expect(server.callsTo('POST', `${INVOICE}/credit-notes`)).toHaveLength(1);
  });

  it("voids the invoice after a clear warning, shows the server's refusal when payments are allocated, then the void", async () => {
    const refusal = 'Take back the payments allocated to this invoice before voiding it.';
    let detail = invoiceDetail();
    let refuse = true;
    const server = serve('admin', () => detail, {
      [`POST ${INVOICE}/void`]: () => {
        // Someone allocated a payment after the page was read.
        if (refuse) return { status: 409, body: { code: 'CONFLICT', message: refusal } };
        const note = creditNote({ number: 'CN-2026-000006', amount_cents: 59_976, voids: true, reason: 'Ordered twice.' });
        detail = invoiceDetail({ status: 'void', credited_cents: 59_976, outstanding_cents: 0 }, { credit_notes: [note] });
        return { status: 201, body: { credit_note: note, invoice: detail.invoice } };
      },
    });
    await openInvoice();
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-2026-000012' });
    expect(within(dialog).getByRole('note').textContent).toContain(
      'Voiding issues a credit note of all the invoice has left to credit ($599.76)',
    );
    expect(within(dialog).getByRole('note').textContent).toContain('A void cannot be undone');
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Ordered twice.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: 'Void invoice INV-2026-000012' })).toBe(dialog);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    const done = 'Invoice INV-2026-000012 is void: credit note CN-2026-000006 credits the $599.76 it had left.';
    expect(await screen.findByText(done)).toBeDefined();
    expect(server.callsTo('POST', `${INVOICE}/void`).map((call) => call.body)).toEqual([
      { reason: 'Ordered twice.' },
      { reason: 'Ordered twice.' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice INV-2026-000012' }).parentElement!.textContent).toContain(
      'Void',
    );
    expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
    // The buttons went with the void: the notice takes the focus.
    await waitFor(() => expect(screen.getByText(done).closest('[tabindex="-1"]')).toBe(document.activeElement));
  });

  it('says before anything is typed that an invoice with payments allocated cannot be voided', async () => {
    const server = serve(
      'accounts',
      invoiceDetail({ status: 'partly_paid', paid_cents: 10_000, outstanding_cents: 49_976 }, { allocations: [ALLOCATION] }),
    );
    await openInvoice();
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-2026-000012' });
    expect(within(dialog).getByText('Take back the payments allocated to this invoice before voiding it.')).toBeDefined();
    change(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Ordered twice.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Take back the payments allocated to this invoice before voiding it.',
    );
    expect(server.callsTo('POST', `${INVOICE}/void`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no credit note on an invoice with nothing left to pay', async () => {
    serve(
      'admin',
      invoiceDetail(
        { status: 'paid', paid_cents: 59_976, outstanding_cents: 0 },
        { allocations: [{ ...ALLOCATION, amount_cents: 59_976 }] },
      ),
    );
    await openInvoice();
    expect(screen.queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Void invoice' })).toBeDefined();
  });

  it('offers no void on an invoice credited in full: there is nothing left to void', async () => {
    serve(
      'accounts',
      invoiceDetail(
        { status: 'paid', credited_cents: 59_976, outstanding_cents: 0 },
        { credit_notes: [creditNote({ amount_cents: 59_976 })] },
      ),
    );
    await openInvoice();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
  });

  it('says there is no such invoice, without offering to ask again', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${INVOICE}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'No such invoice.' } },
    });
    renderApp(`/console/billing/invoices/${HARBOR_INVOICE_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('No such invoice.');
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_ACCOUNT_ID, invoiceSummary } from '../../../../test-support/billing';
import { dayAfter } from '../../../../test-support/billing-invoices';
import { meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';
import { providerToday } from './invoice-standing';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./invoices-screen');
}, 120_000);

const INVOICES = '/api/console/billing/invoices';
// meAs answers the provider's zone as New York: 'overdue' is counted from its today.
const today = providerToday('America/New_York');

const overdue = invoiceSummary({
  id: 'a1f0c9e2-3b4d-4c5e-8f61-7a2b3c4d5e6f',
  number: 'INV-2026-000014',
  order_number: 'CB-100051',
  due_on: dayAfter(today, -12),
  status: 'partly_paid',
  paid_cents: 10_000,
  outstanding_cents: 49_976,
});
const current = invoiceSummary({
  id: 'b2e1d0f3-4c5e-4d6f-9a72-8b3c4d5e6f70',
  number: 'INV-2026-000013',
  order_number: 'CB-100050',
  account_name: 'Guardian Chevrolet of Ashford',
  due_on: dayAfter(today, 30),
});
const paid = invoiceSummary({ due_on: dayAfter(today, -40), status: 'paid', paid_cents: 59_976, outstanding_cents: 0 });

function serve(role: StaffRole, invoices: InvoiceSummary[] | ((url: URL) => InvoiceSummary[])) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${INVOICES}`]: (call) => ({ body: { invoices: typeof invoices === 'function' ? invoices(call.url) : invoices } }),
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the invoices tab', () => {
  it('lists the invoices with their dates, sums and status, an overdue one saying by how many days', async () => {
    serve('viewer', [overdue, current, paid]);
    renderApp('/console/billing/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(screen.getByRole('navigation', { name: 'Billing' }))
        .getByRole('link', { name: 'Invoices' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(document.title).toBe('Invoices — Crestline Console');
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'INV-2026-000014',
      'INV-2026-000013',
      'INV-2026-000012',
    ]);
    expect(within(rows[0]!).getByText('12 days overdue')).toBeDefined();
    expect(within(rows[0]!).getByText('Partly paid')).toBeDefined();
    expect(within(rows[0]!).getByText('$499.76')).toBeDefined();
    expect(within(rows[1]!).queryByText(/overdue/)).toBeNull();
    expect(within(rows[1]!).getByText('Guardian Chevrolet of Ashford')).toBeDefined();
    // Paid long after its due date: nothing is overdue on it.
    expect(within(rows[2]!).queryByText(/overdue/)).toBeNull();
    expect(within(rows[2]!).getByText('Paid')).toBeDefined();
    expect(within(rows[0]!).getByRole('link', { name: 'INV-2026-000014' }).getAttribute('href')).toBe(
      `/console/billing/invoices/${overdue.id}`,
    );
    expect(screen.getByText('3 invoices')).toBeDefined();
  });

  it('filters by status in the screen, without asking the server again, and keeps the filter in the address', async () => {
    const server = serve('rep', [overdue, current, paid]);
    const router = renderApp('/console/billing/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Open', 'Partly paid', 'Paid', 'Void', 'Overdue']);
    fireEvent.change(status, { target: { value: 'overdue' } });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(within(rowsOf(table)[0]!).getByRole('rowheader').textContent).toBe('INV-2026-000014');
    expect(screen.getByText('1 of 3 invoices')).toBeDefined();
    expect(router.state.location.search).toBe('?status=overdue');

    fireEvent.change(status, { target: { value: 'void' } });
    expect(await screen.findByRole('heading', { name: 'No invoice is void' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show every status' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Invoices' }))).toHaveLength(3));
    expect(server.callsTo('GET', INVOICES)).toHaveLength(1);
  });

  it('searches by invoice or order number on the server, and says when nothing starts so', async () => {
    const server = serve('accounts', (url) => (url.searchParams.get('q') === 'CB-10005' ? [overdue, current] : []));
    renderApp('/console/billing/invoices?q=CB-10005');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(rowsOf(table)).toHaveLength(2);
    const search = screen.getByRole('searchbox', { name: 'Search invoices' });
    expect((search as HTMLInputElement).value).toBe('CB-10005');

    fireEvent.change(search, { target: { value: '  INV-2027 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No invoice found' })).toBeDefined();
    expect(screen.getByText('No invoice or order number starts with ‘INV-2027’.')).toBeDefined();
    expect(server.callsTo('GET', INVOICES).map((call) => call.url.searchParams.get('q'))).toEqual(['CB-10005', 'INV-2027']);
  });

  it('passes an account named in the address to the server, and says whose invoices these are', async () => {
    const server = serve('viewer', [overdue]);
    renderApp(`/console/billing/invoices?account=${HARBOR_ACCOUNT_ID}`);
    expect(await screen.findByText('Only the invoices of Harbor Point Motors.')).toBeDefined();
    expect(server.callsTo('GET', INVOICES)[0]!.url.searchParams.get('account')).toBe(HARBOR_ACCOUNT_ID);
    expect(screen.getByRole('link', { name: 'Every account' }).getAttribute('href')).toBe('/console/billing/invoices');
  });

  it('says when there is no invoice yet', async () => {
    serve('admin', []);
    renderApp('/console/billing/invoices');
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeDefined();
    expect(
      screen.getByText(
        'An invoice is issued when an order on account ships, or when it is placed for an account that invoices then.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says why the invoices could not be read, and reads them again on 'Try again'", async () => {
    let answer: { status: number; body: unknown } = {
      status: 503,
      body: { code: 'UNAVAILABLE', message: 'The invoices could not be loaded.' },
    };
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('viewer') },
      [`GET ${INVOICES}`]: () => answer,
    });
    renderApp('/console/billing/invoices');
    expect((await screen.findByRole('alert')).textContent).toContain('The invoices could not be loaded.');
    answer = { status: 200, body: { invoices: [current] } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeDefined();
    expect(server.callsTo('GET', INVOICES)).toHaveLength(2);
  });
});

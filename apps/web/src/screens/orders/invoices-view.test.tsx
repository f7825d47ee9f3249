// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { viewport } from '../../../test-support/browser';
import {
  buyerAccount,
  buyerInvoice,
  buyerInvoices,
  buyerStatement,
  INVOICE_ID,
  STATEMENT_ID,
} from '../../../test-support/buyer-invoices';
import { ordersPage, placedOrder } from '../../../test-support/orders';
import { mockServer, type Routes } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const storefront = { 'GET /v1/storefront/cedar': { body: storefrontOf() } };
const INVOICES = 'GET /v1/invoices?companyName=cedar';
const REFUSED = { status: 403, body: { message: 'The invoices of Cedar Creek Automotive are shown in admin mode.' } };

/** The orders screen opened on its Invoices view, the server answering as `routes` says. */
async function openInvoices(routes: Routes) {
  const fetchMock = mockServer({ ...storefront, 'POST /v1/retrieve-orders': ordersPage([]), ...routes });
  renderApp('/cedar/orders?view=invoices');
  await screen.findByRole('heading', { level: 1, name: 'Orders' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockServer>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

describe("the orders screen's Invoices view", () => {
  // 'n days overdue' counts to the browser's today: 7 December 2026, at noon where the test runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 7, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('switches between Orders and Invoices with two links, the one shown marked as the current page', async () => {
    const fetchMock = await openInvoices({
      'POST /v1/retrieve-orders': ordersPage([placedOrder({ order_number: 'CB-100007' })]),
      [INVOICES]: { body: buyerInvoices() },
    });
    const views = screen.getByRole('navigation', { name: 'Orders and invoices' });
    expect(within(views).getByRole('link', { name: 'Invoices' }).getAttribute('aria-current')).toBe('page');
    expect(within(views).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/cedar/orders');
    expect(await screen.findByRole('heading', { level: 2, name: 'Invoices' })).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();

    fireEvent.click(within(views).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeDefined();
    expect(within(views).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { level: 2, name: 'Invoices' })).toBeNull();
    // The list is the one loaded with the screen: switching views asks the server for no orders again.
    expect(calls(fetchMock, '/v1/retrieve-orders')).toBe(1);
  });

  it('says the invoices are shown in admin mode where the server keeps them to it, and shows them once admin mode is on', async () => {
    let unlocked = false;
    await openInvoices({
      'POST /v1/admin/unlock': () => {
        unlocked = true;
        return { body: null };
      },
      [INVOICES]: () => (unlocked ? { body: buyerInvoices() } : REFUSED),
    });
    const notice = (await screen.findByText(/are shown in admin mode/)).closest('[role="status"]');
    expect(notice?.textContent).toBe(
      'The invoices of Cedar Creek Automotive are shown in admin mode. Staff unlock admin mode with the Admin button above.',
    );
    // Not an error: no alert, no toast.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Your invoices could not be loaded.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin password' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'crestline-admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeDefined();
    expect(screen.getByText("Admin mode is on: the group's invoices and statements are shown.")).toBeDefined();
  });

  it('asks a browser not logged in to the group for its password, and asks again once logged in', async () => {
    let loggedIn = false;
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf({ has_password: true }) },
      'POST /v1/session': { body: { logged_in: false } },
      'POST /v1/login': () => {
        loggedIn = true;
        return { body: { group: 'cedar', route_prefix: 'cedar' } };
      },
      'POST /v1/retrieve-orders': () => (loggedIn ? ordersPage([]) : { status: 401, body: { message: 'Please log in.' } }),
      [INVOICES]: () =>
        loggedIn ? { body: buyerInvoices() } : { status: 401, body: { message: 'Log in to see the invoices of Cedar Creek.' } },
    });
    renderApp('/cedar/orders?view=invoices');
    expect(await screen.findByText('Log in to see your invoices')).toBeDefined();
    expect(screen.queryByText('Log in to see your orders')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter password' });
    expect(within(dialog).getByText('Enter the password of Cedar Creek Automotive to see your invoices.')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'cedar-demo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeDefined();
  });

  it('says when the group has no account, no invoice and no statement yet', async () => {
    await openInvoices({ [INVOICES]: { body: { accounts: [], invoices: [], statements: [] } } });
    expect(await screen.findByText('Cedar Creek Automotive has no billing account yet.')).toBeDefined();
    expect(screen.getByText('No invoice yet. Invoices of orders placed on account are listed here once issued.')).toBeDefined();
    expect(screen.getByText("No statement yet. Each account's statement of the month is listed here once sent.")).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the invoices could not be loaded, and loads them on Try again', async () => {
    let asked = 0;
    await openInvoices({
      [INVOICES]: () =>
        ++asked === 1 ? { status: 503, body: { message: 'The service is busy. Please try again.' } } : { body: buyerInvoices() },
    });
    expect(await screen.findByText('Your invoices could not be loaded.')).toBeDefined();
    expect(within(await screen.findByRole('alert')).getByText('The service is busy. Please try again.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeDefined();
  });

  it("shows each account's balance and credit left, or that it has no limit", async () => {
    await openInvoices({
      [INVOICES]: {
        body: buyerInvoices({
          accounts: [
            buyerAccount(),
            buyerAccount({
              id: 'b1d3f5a7-9c2e-4b60-8d1f-3a5c7e9b2d40',
              name: 'Cedar Creek Volvo of Alder Glen',
              store_name: 'Cedar Creek Volvo of Alder Glen',
              terms: 'Due on receipt',
              balance_cents: 0,
              credit_limit_cents: null,
              credit_left_cents: null,
            }),
          ],
        }),
      },
    });
    const group = await screen.findByRole('listitem', { name: 'Cedar Creek Automotive' });
    expect(within(group).getByText('Net 30')).toBeDefined();
    expect(within(group).getByText('$125.50')).toBeDefined();
    expect(within(group).getByText('$14,874.50')).toBeDefined();
    expect(within(group).getByText('of $15,000.00')).toBeDefined();
    expect(within(group).queryByText('On hold')).toBeNull();
    const store = screen.getByRole('listitem', { name: 'Cedar Creek Volvo of Alder Glen' });
    expect(within(store).getByText('No credit limit')).toBeDefined();
    expect(within(store).getByText('Cedar Creek Volvo of Alder Glen, Due on receipt')).toBeDefined();
  });

  it('says an account on hold is on hold, and whom to call, a phone number that can be called', async () => {
    await openInvoices({
      [INVOICES]: {
        body: buyerInvoices({ accounts: [buyerAccount({ on_hold: true, credit_limit_cents: 1, credit_left_cents: 0 })] }),
      },
    });
    const account = await screen.findByRole('listitem', { name: 'Cedar Creek Automotive' });
    expect(within(account).getByText('On hold')).toBeDefined();
    expect(
      within(account).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Orders on account for Cedar Creek Automotive are on hold until the account is settled. Call Harriet Okafor at (555) 019-1182.',
      ),
    ).toBeDefined();
    expect(within(account).getByRole('link', { name: '(555) 019-1182' }).getAttribute('href')).toBe('tel:5550191182');
  });

  it('lists the invoices, each with its order, dates, amounts, status and PDF', async () => {
    await openInvoices({
      [INVOICES]: {
        body: buyerInvoices({
          invoices: [
            buyerInvoice(),
            buyerInvoice({
              id: 'e2b4d6f8-0a1c-4e35-9b57-7d9f1b3c5e20',
              number: 'INV-2026-000019',
              order_number: 'CB-100003',
              issued_on: '2026-10-01',
              due_on: '2026-10-31',
              total_cents: 4_600,
              outstanding_cents: 0,
              status: 'paid',
            }),
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Invoice No.',
      'Order No.',
      'Issued',
      'Due',
      'Subtotal',
      'Freight',
      'Tax',
      'Total',
      'Left to pay',
      'Status',
      'Download',
    ]);
    const open = within(table).getByRole('row', { name: /INV-2026-000031/ });
    expect(
      within(open)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'CB-100007',
      'November 02, 2026',
      'December 02, 20265 days overdue',
      '$110.00',
      '$9.50',
      '$6.00',
      '$125.50',
      '$125.50',
      'Open',
      'PDF',
    ]);
    expect(within(open).getByRole('link', { name: 'PDF of INV-2026-000031' }).getAttribute('href')).toBe(
      `/v1/invoices/${INVOICE_ID}/pdf?companyName=cedar`,
    );
    // Paid: past its due date, and not overdue.
    const paid = within(table).getByRole('row', { name: /INV-2026-000019/ });
    expect(within(paid).getByText('Paid')).toBeDefined();
    expect(within(paid).queryByText(/overdue/)).toBeNull();
  });

  it('counts overdue days from the day after the due date, and never for a void invoice', async () => {
    await openInvoices({
      [INVOICES]: {
        body: buyerInvoices({
          invoices: [
            buyerInvoice({ number: 'INV-2026-000040', id: '1b3d5f7a-9c0e-4a24-8b6d-0f2e4c6a8b10', due_on: '2026-12-07' }),
            buyerInvoice({ number: 'INV-2026-000041', id: '2c4e6a8b-0d1f-4b35-9c7e-1a3f5d7b9c21', due_on: '2026-12-06' }),
            buyerInvoice({
              number: 'INV-2026-000042',
              id: '3d5f7b9c-1e2a-4c46-8d8f-2b4a6e8c0d32',
              due_on: '2026-11-01',
              status: 'partly_paid',
              outstanding_cents: 5_000,
            }),
            buyerInvoice({
              number: 'INV-2026-000043',
              id: '4e6a8c0d-2f3b-4d57-9e9a-3c5b7f9d1e43',
              due_on: '2026-11-01',
              status: 'void',
            }),
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = (number: string) => within(table).getByRole('row', { name: new RegExp(number) });
    expect(within(row('INV-2026-000040')).queryByText(/overdue/)).toBeNull();
    expect(within(row('INV-2026-000041')).getByText('1 day overdue')).toBeDefined();
    expect(within(row('INV-2026-000042')).getByText('36 days overdue')).toBeDefined();
    expect(within(row('INV-2026-000042')).getByText('Partly paid')).toBeDefined();
    expect(within(row('INV-2026-000043')).queryByText(/overdue/)).toBeNull();
    expect(within(row('INV-2026-000043')).getByText('Void')).toBeDefined();
  });

  it('names the account of each invoice where the group bills more than one', async () => {
    await openInvoices({
      [INVOICES]: {
        body: buyerInvoices({
          accounts: [buyerAccount(), buyerAccount({ id: 'f0e1d2c3-b4a5-4697-8877-665544332211', name: 'Cedar Creek Volvo' })],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: 'Cedar Creek Automotive' })).toBeDefined();
  });

  it('lists the statements by month, each with its closing balance and PDF', async () => {
    await openInvoices({
      [INVOICES]: {
        body: buyerInvoices({
          statements: [
            buyerStatement(),
            buyerStatement({ id: 'a9b8c7d6-e5f4-4321-8765-0fedcba98765', period: '2026-10', closing_balance_cents: 0 }),
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['November 2026', 'October 2026']);
    const november = within(table).getByRole('row', { name: /November 2026/ });
    expect(within(november).getByText('$125.50')).toBeDefined();
    expect(
      within(november)
        .getByRole('link', { name: 'PDF of the statement of November 2026, Cedar Creek Automotive' })
        .getAttribute('href'),
    ).toBe(`/v1/statements/${STATEMENT_ID}/pdf?companyName=cedar`);
  });

  it('shows each invoice and statement on a phone as a card of labelled values, not as a table', async () => {
    viewport('phone');
    await openInvoices({ [INVOICES]: { body: buyerInvoices() } });
    const cards = await screen.findByRole('list', { name: 'Invoices' });
    const card = within(cards).getByRole('listitem');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Order No.', 'Issued', 'Due', 'Subtotal', 'Freight', 'Tax', 'Total', 'Left to pay']);
    expect(within(card).getByText('5 days overdue')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'PDF of INV-2026-000031' })).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Invoices' })).toBeNull();
    const statement = within(screen.getByRole('list', { name: 'Statements' })).getByRole('listitem');
    expect(within(statement).getByText('November 2026')).toBeDefined();
    expect(
      within(statement)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Cedar Creek Automotive', '$125.50']);
    expect(
      within(statement).getByRole('link', { name: 'PDF of the statement of November 2026, Cedar Creek Automotive' }),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("an order's row", () => {
  it('names its invoice, with its status and its PDF, once it has one', async () => {
    mockServer({
      ...storefront,
      'POST /v1/retrieve-orders': ordersPage([
        placedOrder({
          order_number: 'CB-100007',
          invoice: {
            id: INVOICE_ID,
            number: 'INV-2026-000031',
            status: 'partly_paid',
            due_on: '2026-12-02',
            outstanding_cents: 5_000,
          },
        }),
        placedOrder({ order_number: 'CB-100006' }),
      ]),
    });
    renderApp('/cedar/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Invoice' })).toBeDefined();
    const invoiced = within(table).getByRole('row', { name: /CB-100007/ });
    const cell = within(invoiced).getByRole('cell', { name: /INV-2026-000031/ });
    expect(within(cell).getByText('Partly paid')).toBeDefined();
    expect(within(cell).getByRole('link', { name: 'PDF of INV-2026-000031' }).getAttribute('href')).toBe(
      `/v1/invoices/${INVOICE_ID}/pdf?companyName=cedar`,
    );
    const waiting = within(table).getByRole('row', { name: /CB-100006/ });
    expect(within(waiting).getAllByRole('cell').at(-1)?.textContent).toBe('N/A');
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuyerBudgetsAnswer } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { viewport } from '../../../test-support/browser';
import { ordersPage } from '../../../test-support/orders';
import { mockServer, type Routes } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const storefront = { 'GET /v1/storefront/cedar': { body: storefrontOf() } };
const BUDGETS = 'GET /v1/budgets?companyName=cedar';

/** Cedar's March 2030 in admin mode: a store with room left, one past its budget, the orders with no store. */
function budgets(patch: Partial<BuyerBudgetsAnswer> = {}): BuyerBudgetsAnswer {
  return {
    month: '2030-03',
    current_month: '2030-03',
    has_rules: true,
    rows: [
      {
        store_code: 'CCFD01',
        store_name: 'Cedar Creek Ford',
        budget_cents: 200_000,
        spent_cents: 30_000,
        committed_cents: 60_000,
        left_cents: 110_000,
        orders: 2,
      },
      {
        store_code: 'CCHN01',
        store_name: 'Cedar Creek Honda',
        budget_cents: 80_000,
        spent_cents: 92_500,
        committed_cents: 0,
        left_cents: -12_500,
        orders: 3,
      },
      {
        store_code: '',
        store_name: 'Orders with no store',
        budget_cents: null,
        spent_cents: 7_000,
        committed_cents: 0,
        left_cents: null,
        orders: 1,
      },
    ],
    ...patch,
  };
}

/** The orders screen, in admin mode unless told, the server answering as `routes` says. */
async function open(address: string, routes: Routes, admin = true) {
  const fetchMock = mockServer({ ...storefront, 'POST /v1/retrieve-orders': ordersPage([], { admin }), ...routes });
  renderApp(address);
  await screen.findByRole('heading', { level: 1, name: 'Orders' });
  return fetchMock;
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe("the orders screen's Budgets view", () => {
  it("offers Budgets in admin mode, each store's month as a table, the month's CSV, and another month when picked", async () => {
    const fetchMock = await open('/cedar/orders', {
      [BUDGETS]: { body: budgets() },
      [`${BUDGETS}&month=2030-02`]: { body: budgets({ month: '2030-02', rows: budgets().rows.slice(0, 1) }) },
    });
    const views = await screen.findByRole('navigation', { name: 'Orders, invoices and budgets' });
    fireEvent.click(within(views).getByRole('link', { name: 'Budgets' }));
    const table = await screen.findByRole('table', { name: 'Budgets of March 2030' });
    expect(within(views).getByRole('link', { name: 'Budgets' }).getAttribute('aria-current')).toBe('page');
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      ['Store', 'Budget', 'Spent', 'Waiting for approval', 'Left', 'Orders'],
      ['Cedar Creek Ford (CCFD01)', '$2,000.00', '$300.00', '$600.00', '$1,100.00', '2'],
      ['Cedar Creek Honda (CCHN01)', '$800.00', '$925.00', '$0.00', '-$125.00', '3'],
      ['Orders with no store', 'No budget', '$70.00', '$0.00', '—', '1'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/v1/budgets/export?companyName=cedar&month=2030-03',
    );
    expect(
      screen.getByText("Admin mode is on: each store's budget of the month and what counts against it are shown."),
    ).toBeDefined();
    const month = screen.getByRole('combobox', { name: 'Month' });
    const offered = within(month)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toHaveLength(12);
    expect(offered.slice(0, 3)).toEqual(['March 2030', 'February 2030', 'January 2030']);
    fireEvent.change(month, { target: { value: '2030-02' } });
    expect(await screen.findByRole('table', { name: 'Budgets of February 2030' })).toBeDefined();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/v1/budgets?companyName=cedar&month=2030-02');
  });

  it("does not offer Budgets out of admin mode, and says the server's words where the address opens it", async () => {
    await open(
      '/cedar/orders?view=budgets',
      {
        [BUDGETS]: { status: 403, body: { message: 'The budgets of Cedar Creek Automotive are shown in admin mode.' } },
      },
      false,
    );
    const notice = (await screen.findByText(/are shown in admin mode/)).closest('[role="status"]');
    expect(notice?.textContent).toBe(
      'The budgets of Cedar Creek Automotive are shown in admin mode. Staff unlock admin mode with the Admin button above.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(screen.getByRole('navigation', { name: /Orders/ })).getByRole('link', { name: 'Orders' }));
    expect(
      within(await screen.findByRole('navigation', { name: 'Orders and invoices' })).queryByRole('link', { name: 'Budgets' }),
    ).toBeNull();
  });

  it('shows a card a store on a phone', async () => {
    viewport('phone');
    await open('/cedar/orders?view=budgets', { [BUDGETS]: { body: budgets() } });
    const cards = await screen.findByRole('list', { name: 'Budgets of March 2030' });
    expect(within(cards).getAllByRole('listitem')[1]!.textContent).toBe(
      'Cedar Creek Honda (CCHN01)Budget$800.00Spent$925.00Waiting for approval$0.00Left-$125.00Orders3',
    );
  });

  it('says where the group has no budgets', async () => {
    await open('/cedar/orders?view=budgets', { [BUDGETS]: { body: budgets({ has_rules: false, rows: [] }) } });
    expect(await screen.findByText(/has no budgets: ask your account representative to set them\./)).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});

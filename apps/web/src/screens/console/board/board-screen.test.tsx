// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test-support/app';
import { viewport } from '../../../../test-support/browser';
import { boardRow, meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

const page = (rows = [boardRow()], next: string | null = null, total = rows.length) => ({
  body: { rows, total, total_capped: false, next_cursor: next },
});
const storefront = { body: { stores: [{ code: 'HPFD01', name: 'Harbor Point Ford', address: '', password_protected: false }] } };

/** The query of the last board call, without the page size. */
function lastQuery(server: ReturnType<typeof mockConsole>): Record<string, string> {
  const calls = server.callsTo('GET', '/api/console/orders');
  const query = Object.fromEntries(calls.at(-1)!.url.searchParams);
  delete query.limit;
  return query;
}

beforeAll(warmConsoleScreens, 120_000);

describe('the order board', () => {
  it('asks the server for the filters and search the address names, and shows them in the controls', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': page(),
      'GET /v1/storefront/harbor': storefront,
    });
    renderApp('/console?group=harbor&store=HPFD01&status=shipped&payment=on_account&from=2026-11-01&to=2026-11-30&q=PO-2231');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    expect(lastQuery(server)).toEqual({
      group: 'harbor',
      store: 'HPFD01',
      status: 'shipped',
      payment: 'on_account',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'PO-2231',
    });
    expect((screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement).value).toBe('harbor');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('shipped');
    expect((screen.getByRole('combobox', { name: 'Payment' }) as HTMLSelectElement).value).toBe('on_account');
    expect((screen.getByLabelText('Placed from') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe('PO-2231');
  });

  it('leaves out what an address names wrongly, and a store without its group', async () => {
    const server = mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/orders': page() });
    renderApp('/console?status=paid&from=11/01/2026&store=HPFD01&payment=cash');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    expect(lastQuery(server)).toEqual({});
  });

  it('writes each filter and the search into the address, and asks again from the first page', async () => {
    const server = mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/orders': page() });
    const router = renderApp('/console?cursor=abc');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'in_production' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_production'));
    await waitFor(() => expect(lastQuery(server)).toEqual({ status: 'in_production' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '  jane.okafor ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_production&q=jane.okafor'));
    await waitFor(() => expect(lastQuery(server)).toEqual({ status: 'in_production', q: 'jane.okafor' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps every filter when two change before the address has caught up', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/orders': page() });
    const router = renderApp('/console?status=shipped');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();

    // 'Placed from' then 'Placed to' before React has drawn the first change, as in a browser: events
    // sent straight to the inputs, not through act(), which would draw between the two.
    const type = (label: string, value: string) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('Placed from', '2026-11-01');
    type('Placed to', '2026-11-15');
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&from=2026-11-01&to=2026-11-15'));
    await waitFor(() => expect((screen.getByLabelText('Placed from') as HTMLInputElement).value).toBe('2026-11-01'));
  });

  it('says plainly when the board is refused, without a retry that cannot help', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You do not work for Guardian Motor Group.' },
      },
    });
    renderApp('/console?group=guardian');
    expect((await screen.findByRole('alert')).textContent).toBe('You do not work for Guardian Motor Group.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to ask again when the server could not answer', async () => {
    let calls = 0;
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': () =>
        ++calls === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } }
          : page(),
    });
    renderApp('/console');
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
  });

  it('says so when no order matches the filters', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, 'GET /api/console/orders': page([]) });
    renderApp('/console?status=cancelled');
    expect(await screen.findByText('No orders match these filters.')).toBeDefined();
  });

  it('pages by keyset: next carries the cursor in the address, previous goes back', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? page([boardRow({ id: '5e2c1a90-7b3d-4f6e-8a14-9c0d2b7e6f51', order_number: 'CB-100001' })])
          : page([boardRow()], 'page-2'),
    });
    const router = renderApp('/console?group=harbor');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'CB-100001' })).toBeDefined();
    expect(router.state.location.search).toBe('?group=harbor&cursor=page-2');
    expect(lastQuery(server)).toEqual({ group: 'harbor', cursor: 'page-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    expect(router.state.location.search).toBe('?group=harbor');
  });

  it('returns to the pages before with Back, each keeping its own way back', async () => {
    // Three keyset pages of one order each, the cursor of the next with each.
    const pages: Record<string, ReturnType<typeof page>> = {
      '': page([boardRow()], 'page-2'),
      'page-2': page([boardRow({ id: '5e2c1a90-7b3d-4f6e-8a14-9c0d2b7e6f51', order_number: 'CB-100021' })], 'page-3'),
      'page-3': page([boardRow({ id: '8f1d2c3b-4a5e-4f60-9b7c-1d2e3f4a5b6c', order_number: 'CB-100001' })]),
    };
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': ({ url }) => pages[url.searchParams.get('cursor') ?? '']!,
    });
    const router = renderApp('/console?group=harbor');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'CB-100021' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'CB-100001' })).toBeDefined();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'CB-100021' })).toBeDefined();
    expect(router.state.location.search).toBe('?group=harbor&cursor=page-2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    expect(router.state.location.search).toBe('?group=harbor');
  });

  it('sorts on the server by a header, largest first, then the other way, and keeps the sort in the address', async () => {
    const server = mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/orders': page() });
    const router = renderApp('/console?status=shipped');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    fireEvent.click(
      screen.getByRole('columnheader', { name: /Total/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!,
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&sort=total&dir=desc'));
    await waitFor(() => expect(lastQuery(server)).toEqual({ status: 'shipped', sort: 'total', dir: 'desc' }));
    fireEvent.click(
      screen.getByRole('columnheader', { name: /Total/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!,
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&sort=total&dir=asc'));
    // Clearing the filters keeps the sort.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=total&dir=asc'));
  });

  it('says how many orders match in all, and which of them the page shows', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      'GET /api/console/orders': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? page([boardRow({ id: '5e2c1a90-7b3d-4f6e-8a14-9c0d2b7e6f51', order_number: 'CB-100001' })], null, 1234)
          : page([boardRow()], 'page-2', 1234),
    });
    renderApp('/console?group=harbor');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Orders 1–1 of 1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Orders 51–51 of 1,234'));
  });

  it('exports the selected orders alone once some are chosen', async () => {
    const other = '5e2c1a90-7b3d-4f6e-8a14-9c0d2b7e6f51';
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': page([boardRow(), boardRow({ id: other, order_number: 'CB-100043' })]),
    });
    renderApp('/console?status=received');
    expect(await screen.findByRole('link', { name: 'CB-100043' })).toBeDefined();
    const every = screen.getByRole('link', { name: 'Export these orders as CSV, every page, one row per line' });
    expect(every.getAttribute('href')).toBe('/api/console/orders/export?status=received');
    fireEvent.click(screen.getByRole('checkbox', { name: /select all rows/i }));
    const chosen = await screen.findByRole('link', { name: 'Export the 2 selected orders as CSV, one row per line' });
    const href = new URL(chosen.getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('status')).toBe('received');
    expect(href.searchParams.get('ids')?.split(',').sort()).toEqual([boardRow().id, other].sort());
  });

  it('offers bulk actions on selected orders and shows what each order came to', async () => {
    const other = '5e2c1a90-7b3d-4f6e-8a14-9c0d2b7e6f51';
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': page([boardRow(), boardRow({ id: other, order_number: 'CB-100043', status: 'shipped' })]),
      'POST /api/console/orders/bulk/in-production': ({ body }) => ({
        body: {
          results: (body as { order_ids: string[] }).order_ids.map((id) =>
            id === other
              ? { order_id: id, ok: false, code: 'CONFLICT', message: 'Cannot move an order from Shipped to In production.' }
              : {
                  order_id: id,
                  ok: true,
                  order: {
                    id,
                    order_number: 'CB-100042',
                    status: 'in_production',
                    version: 1,
                    carrier: null,
                    tracking_number: null,
                    est_ship_date: null,
                    lines: [],
                    next_statuses: [],
                  },
                },
          ),
        },
      }),
    });
    renderApp('/console');
    expect(await screen.findByRole('link', { name: 'CB-100043' })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: /select all rows/i }));
    const bar = await screen.findByRole('region', { name: 'Selected orders' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Move to In production' }));
    const outcome = await screen.findByText(/Move to In production: 1 of 2 done/);
    const notice = outcome.closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByText(/now In production/)).toBeDefined();
    expect(within(notice).getByText(/not changed\. Cannot move an order from Shipped to In production\./)).toBeDefined();
    expect(server.callsTo('POST', '/api/console/orders/bulk/in-production')[0]!.body).toEqual({
      order_ids: [boardRow().id, other],
    });
  });

  it('reads the same page again after a bulk action, nothing selected any more', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      'GET /api/console/orders': page([boardRow()], 'page-3'),
      'POST /api/console/orders/bulk/in-production': {
        body: { results: [{ order_id: boardRow().id, ok: false, code: 'CONFLICT', message: 'Not now.' }] },
      },
    });
    renderApp('/console?status=received&cursor=page-2');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    const before = server.callsTo('GET', '/api/console/orders').length;
    fireEvent.click(screen.getByRole('checkbox', { name: /select all rows/i }));
    const bar = await screen.findByRole('region', { name: 'Selected orders' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Move to In production' }));
    expect(await screen.findByText(/Move to In production: 0 of 1 done/)).toBeDefined();
    await waitFor(() => expect(server.callsTo('GET', '/api/console/orders')).toHaveLength(before + 1));
    expect(lastQuery(server)).toEqual({ status: 'received', cursor: 'page-2' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull());
  });

  it('offers no selection to a viewer', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('viewer') }, 'GET /api/console/orders': page() });
    renderApp('/console');
    expect(await screen.findByRole('link', { name: 'CB-100042' })).toBeDefined();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  describe('on a phone', () => {
    it('reads a card per order, each an article headed by its number, with its key fields and its checkbox', async () => {
      viewport('phone');
      const server = mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, 'GET /api/console/orders': page() });
      renderApp('/console');
      const list = await screen.findByRole('list', { name: 'Orders' });
      expect(screen.queryByRole('grid')).toBeNull();
      const [card] = within(list).getAllByRole('article');
      expect(within(card!).getByRole('heading', { level: 2, name: 'CB-100042' })).toBeDefined();
      expect(within(card!).getByRole('link', { name: 'CB-100042' }).getAttribute('href')).toMatch(/\/console\/orders\//);
      for (const field of ['Placed', 'Group', 'Total', 'Items', 'Est. ship', 'PO'])
        expect(within(card!).getByText(field)).toBeDefined();
      fireEvent.click(within(card!).getByRole('checkbox', { name: 'Select CB-100042' }));
      expect(await screen.findByRole('button', { name: /Move to In production/ })).toBeDefined();
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: '2' } });
      await waitFor(() => expect(lastQuery(server)).toEqual({ sort: 'total', dir: 'desc' }));
    });

    it('reaches every section from one menu button, which says whether it is open', async () => {
      viewport('phone');
      mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/orders': page() });
      renderApp('/console');
      const button = await screen.findByRole('button', { name: 'Menu' });
      expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const nav = await screen.findByRole('navigation', { name: 'Console' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Orders', 'Reports', 'Budgets', 'Groups', 'Catalogue', 'Billing', 'Sales tax', 'Staff']);
      expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: /Your account/ })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
    });
  });
});

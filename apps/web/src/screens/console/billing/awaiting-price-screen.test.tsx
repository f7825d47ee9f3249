// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingPriceOrder, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { awaitingOrder } from '../../../../test-support/billing-invoices';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./awaiting-price-screen');
}, 120_000);

const AWAITING = '/api/console/billing/awaiting-price';
const store = awaitingOrder();
const PRICE = `/api/console/billing/orders/${store.order_id}/lines/1/price`;
const notShipped = awaitingOrder({
  order_id: 'f7b3c2d1-0e9a-4b8c-a7d6-5e4f3a2b1c0d',
  order_number: 'CB-100078',
  store_name: 'Keystone Valley Ford of Hemlock Gap',
  account_name: 'Keystone Valley Motors',
  total_cents: 4_998,
  due: false,
  lines: [
    { line_no: 2, code: '1240', name: 'Brookfield Performance Polo', size: 'Medium', color: 'Navy', quantity: 3 },
    { line_no: 3, code: '1240', name: 'Brookfield Performance Polo', size: 'Large', color: 'Navy', quantity: 1 },
  ],
});

function serve(role: StaffRole, orders: () => AwaitingPriceOrder[], extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${AWAITING}`]: () => ({ body: { orders: orders() } }),
    ...extra,
  });
}

const orderCard = (number: string) => screen.getByRole('article', { name: number });
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the awaiting a price tab', () => {
  it.each(['rep', 'viewer'] as const)('shows a %s each order and its lines on quote, with no price field', async (role) => {
    serve(role, () => [store, notShipped]);
    renderApp('/console/billing/awaiting-price');
    const card = await screen.findByRole('article', { name: 'CB-100077' });
    expect(document.title).toBe('Awaiting a price — Crestline Console');
    expect(within(card).getByRole('link', { name: 'CB-100077' }).getAttribute('href')).toBe(`/console/orders/${store.order_id}`);
    expect(within(card).getByText('Ready to invoice once priced')).toBeDefined();
    expect(within(card).getByText('Tomas Weller')).toBeDefined();
    expect(within(card).getAllByText('Keystone Valley Chevrolet of Hemlock Gap')).toHaveLength(2);
    expect(within(card).getByText('Line 1: 1240 Brookfield Performance Polo')).toBeDefined();
    expect(within(card).getByText('Large, Black · 2 units')).toBeDefined();
    expect(within(card).getByText('Price on quote')).toBeDefined();
    const other = orderCard('CB-100078');
    expect(within(other).getByText('Not shipped yet')).toBeDefined();
    expect(within(other).getByText('$49.98')).toBeDefined();
    expect(within(other).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Set price/ })).toBeNull();
    expect(
      screen.getByText('You can read these orders here; setting a price needs an admin or the accounts role.'),
    ).toBeDefined();
  });

  it('says when no order is waiting for a price', async () => {
    serve('accounts', () => []);
    renderApp('/console/billing/awaiting-price');
    expect(await screen.findByRole('heading', { name: 'No order is waiting for a price.' })).toBeDefined();
  });

  it('sets a price typed in dollars in whole cents, and says which invoice it issued', async () => {
    let orders = [store, notShipped];
    const server = serve('accounts', () => orders, {
      [`POST ${PRICE}`]: (call) => {
        orders = [notShipped];
        return {
          body: {
            order_id: store.order_id,
            line_no: 1,
            unit_price_cents: (call.body as { unit_price_cents: number }).unit_price_cents,
            total_cents: 4_820,
            invoice_number: 'INV-2026-000031',
          },
        };
      },
    });
    renderApp('/console/billing/awaiting-price');
    const card = await screen.findByRole('article', { name: 'CB-100077' });
    const price = within(card).getByRole('textbox', { name: 'Unit price of line 1' });
    change(price, '24.105');
    fireEvent.click(within(card).getByRole('button', { name: 'Set price of line 1' }));
    expect(within(card).getByText('The unit price has at most two decimals (whole cents).')).toBeDefined();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', PRICE)).toHaveLength(0);

    change(price, '24.10');
    fireEvent.click(within(card).getByRole('button', { name: 'Set price of line 1' }));
    const done = await screen.findByText('Line 1 of CB-100077 (1240) priced at $24.10 each. Invoice INV-2026-000031 issued.');
    expect(server.callsTo('POST', PRICE)[0]!.body).toEqual({ unit_price_cents: 2_410 });
    expect(screen.getByRole('link', { name: 'Open INV-2026-000031' }).getAttribute('href')).toBe(
      '/console/billing/invoices?q=INV-2026-000031',
    );
    // The order priced has left the list, with the button that priced it: the notice has the focus.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CB-100077' })).toBeNull());
    expect(document.activeElement).toBe(done.closest('[role="status"]'));
    expect(server.callsTo('GET', AWAITING)).toHaveLength(2);
  });

  it("says what an order's invoice still waits for when a price issues none", async () => {
    serve('admin', () => [notShipped], {
      [`POST /api/console/billing/orders/${notShipped.order_id}/lines/2/price`]: {
        body: { order_id: notShipped.order_id, line_no: 2, unit_price_cents: 1_999, total_cents: 10_995, invoice_number: null },
      },
    });
    renderApp('/console/billing/awaiting-price');
    const card = await screen.findByRole('article', { name: 'CB-100078' });
    change(within(card).getByRole('textbox', { name: 'Unit price of line 2' }), '$19.99');
    fireEvent.click(within(card).getByRole('button', { name: 'Set price of line 2' }));
    expect(
      await screen.findByText(
        'Line 2 of CB-100078 (1240) priced at $19.99 each. 1 more line on quote before the order is invoiced.',
      ),
    ).toBeDefined();
  });

  it("shows the server's refusal of a line priced meanwhile, and reads the list again", async () => {
    const refusal = 'This line has a price already: a correction after the invoice is a credit note.';
    let orders = [store];
    const server = serve('admin', () => orders, {
      [`POST ${PRICE}`]: () => {
        orders = [];
        return { status: 409, body: { code: 'CONFLICT', message: refusal } };
      },
    });
    renderApp('/console/billing/awaiting-price');
    const card = await screen.findByRole('article', { name: 'CB-100077' });
    change(within(card).getByRole('textbox', { name: 'Unit price of line 1' }), '30');
    fireEvent.click(within(card).getByRole('button', { name: 'Set price of line 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(await screen.findByRole('heading', { name: 'No order is waiting for a price.' })).toBeDefined();
    expect(server.callsTo('GET', AWAITING)).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { ordersPage, placedOrder } from '../../../test-support/orders';
import { viewport } from '../../../test-support/browser';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const storefront = { 'GET /v1/storefront/cedar': { body: storefrontOf() } };
const noOrders = ordersPage([]);

const placed = placedOrder({ order_number: 'CB-100007' });
const oneOrder = ordersPage([placed]);

describe('the orders screen', () => {
  it('is drawn once its first page is there, so nothing below the orders moves when they arrive', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockServer({
      ...storefront,
      'POST /v1/retrieve-orders': async () => {
        await held;
        return oneOrder;
      },
    });
    renderApp('/cedar/orders');
    // While the first page is asked for, the screen (and the footer under it) is not drawn yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1, name: 'Orders' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeDefined();
    expect(screen.getByText('CB-100007')).toBeDefined();
    expect(screen.queryByText('Loading your orders…')).toBeNull();
  });

  it('says when the group has no orders yet', async () => {
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': noOrders });
    renderApp('/cedar/orders');
    expect(await screen.findByText('No orders yet. Orders you place will be listed here.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/cedar');
  });

  it('says when the orders could not be loaded, and loads them on Try again', async () => {
    let calls = 0;
    mockServer({
      ...storefront,
      'POST /v1/retrieve-orders': () =>
        ++calls === 1 ? { status: 503, body: { message: 'The service is busy. Please try again.' } } : noOrders,
    });
    renderApp('/cedar/orders');
    expect(await screen.findByText('Your orders could not be loaded.')).toBeDefined();
    // The toast is raised by an effect of the failed page, a render after it.
    expect(within(await screen.findByRole('alert')).getByText('The service is busy. Please try again.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet. Orders you place will be listed here.')).toBeDefined();
  });

  it('moves focus to the admin notice of an open group once its reloaded list shows it, however late', async () => {
    let reloaded!: () => void;
    const reload = new Promise<void>((resolve) => (reloaded = resolve));
    let calls = 0;
    mockServer({
      ...storefront,
      'POST /v1/admin/unlock': { body: null },
      // The first page shows this browser's orders only; admin mode reloads every order of the group.
      'POST /v1/retrieve-orders': async () => {
        if (++calls === 1) return { body: { ...noOrders.body, own_orders_only: true } };
        await reload;
        return { body: { ...noOrders.body, admin: true } };
      },
    });
    renderApp('/cedar/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin password' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'crestline-admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    // The dialog has gone while the list still reloads: there is no notice to focus yet.
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.queryByText(/Admin mode is on/)).toBeNull();
    reloaded();
    const notice = (await screen.findByText(/Admin mode is on/)).closest<HTMLElement>('[role="status"]');
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('asks a browser not logged in to the group for its password', async () => {
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf({ has_password: true }) },
      'POST /v1/session': { body: { logged_in: false } },
      'POST /v1/retrieve-orders': { status: 401, body: { message: 'Please log in.' } },
    });
    renderApp('/cedar/orders');
    expect(await screen.findByText('Log in to see your orders')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Enter password' }));
    expect(await screen.findByRole('dialog', { name: 'Enter password' })).toBeDefined();
  });

  it("opens an order's items under its row and closes them again, its button saying which", async () => {
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': oneOrder });
    renderApp('/cedar/orders');
    const button = await screen.findByRole('button', { name: 'Show items of order CB-100007' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Items of order CB-100007' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The button names what it opens: the timeline and the lines.
    const opened = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(opened).not.toBeNull();
    expect(within(opened!).getByRole('heading', { name: 'Progress of order CB-100007: Received' })).toBeDefined();
    expect(within(opened!).getByRole('heading', { name: 'Items of order CB-100007' })).toBeDefined();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Items of order CB-100007' })).toBeNull();
  });

  it('shows the lines of an order as a table on a wider screen', async () => {
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': oneOrder });
    renderApp('/cedar/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of order CB-100007' }));
    const table = screen.getByRole('table', { name: 'Items of order CB-100007' });
    expect(within(table).getByRole('cell', { name: '1240' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Items of order CB-100007' })).toBeNull();
  });

  it("tells the buyer's PO from the supplier's: each named for whose it is, with a line saying which is which", async () => {
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': oneOrder });
    renderApp('/cedar/orders');
    expect(await screen.findByRole('columnheader', { name: 'Your PO' })).toBeDefined();
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of order CB-100007' }));
    const lines = screen.getByRole('table', { name: 'Items of order CB-100007' });
    const headers = within(lines)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Your PO');
    expect(headers).toContain('Supplier PO');
    expect(headers).not.toContain('PO');
    expect(headers).not.toContain('Customer PO');
    expect(
      screen.getByText(
        "Your PO is the purchase order number you gave at checkout. Supplier PO is Crestline Branded Supply's own number for the order, once it sets one.",
      ),
    ).toBeDefined();
  });

  it('shows the lines of an order on a phone as cards of labelled values, not as a table', async () => {
    viewport('phone');
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': oneOrder });
    renderApp('/cedar/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of order CB-100007' }));
    const cards = screen.getByRole('list', { name: 'Items of order CB-100007' });
    const card = within(cards).getByRole('listitem');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Item Code',
      'Quantity',
      'Price',
      'Description',
      'Size',
      'Color',
      'Embroidery',
      'Your PO',
      'Supplier PO',
      'Est. Ship Date',
    ]);
    expect(within(card).getAllByRole('definition')[0]?.textContent).toBe('1240');
    expect(screen.queryByRole('table', { name: 'Items of order CB-100007' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlacedOrderSummary } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import '../../../test-support/browser';
import { ordersPage } from '../../../test-support/orders';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';
import { OrderTimeline, orderShipDate } from './order-timeline';

const PLACED = Date.UTC(2026, 10, 2, 15);
const DAY = 86_400_000;

function order(patch: Partial<PlacedOrderSummary> = {}): PlacedOrderSummary {
  return {
    order_number: 'CB-100042',
    email: 'jane.okafor@example.com',
    created_at: PLACED,
    first_name: 'Jane',
    last_name: 'Okafor',
    company_name: 'Cedar Ridge Motors',
    store: '',
    paid: 29988,
    status: 'on_account',
    total: 29988,
    customer_po: 'PO-2231',
    order: [
      {
        line_no: 1,
        code: '1240',
        quantity: 12,
        price: 2499,
        description: 'Mens Performance Polo',
        size: 'Large',
        color: 'Navy',
        embroidery: 'Cedar Ridge',
        secondEmbroidery: null,
        placement: 'Left Chest',
        secondPlacement: null,
        type: 'mens',
        name: 'Performance Polo',
        po: null,
        customer_po: 'PO-2231',
        est_ship_date: '2026-11-20',
      },
    ],
    fulfilment_status: 'received',
    timeline: [step('received', 'Received', PLACED)],
    invoice: null,
    holds: [],
    ship_to: null,
    charges: null,
    approval: null,
    ...patch,
  };
}

type Step = PlacedOrderSummary['timeline'][number];

/** A step of the timeline at a time, with no carrier, tracking number or reason unless told. */
const step = (status: Step['status'], label: string, at: number, patch: Partial<Step> = {}): Step => ({
  status,
  label,
  at,
  carrier: null,
  tracking_number: null,
  reason: null,
  ...patch,
});

/** The timeline of an order at `status`, received at PLACED and then through the `later` steps. */
const renderTimeline = (status: PlacedOrderSummary['fulfilment_status'], ...later: Step[]) =>
  render(
    <OrderTimeline order={order({ fulfilment_status: status, timeline: [step('received', 'Received', PLACED), ...later] })} />,
  );

const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("an order's timeline", () => {
  it('shows the steps done with their dates, the shipment with its tracking number, and what is still to come', () => {
    renderTimeline(
      'shipped',
      step('in_production', 'In production', PLACED + DAY),
      step('shipped', 'Shipped', PLACED + 3 * DAY, { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }),
    );
    expect(screen.getByRole('heading', { name: 'Progress of order CB-100042: Shipped' })).toBeDefined();
    expect(steps()).toEqual([
      'ReceivedNovember 02, 2026',
      'In productionNovember 03, 2026',
      'ShippedNovember 05, 2026UPS, tracking 1Z999AA10123456784',
      'DeliveredNot yet',
    ]);
    // Shipped: the est. ship date has had its day.
    expect(screen.queryByText(/Est. ship date/)).toBeNull();
    const link = screen.getByRole('link', { name: /1Z999AA10123456784/ });
    expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('aria-label')).toBe('Track 1Z999AA10123456784 on the UPS website (opens in a new tab)');
  });

  it('leaves the tracking number of a carrier without a tracking page as text', () => {
    renderTimeline('shipped', step('shipped', 'Shipped', PLACED + DAY, { carrier: 'Our own truck', tracking_number: 'ROUTE-7' }));
    expect(screen.getByText('ROUTE-7')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('ends a cancelled order at its cancel', () => {
    renderTimeline('cancelled', step('cancelled', 'Cancelled', PLACED + DAY));
    expect(steps()).toEqual(['ReceivedNovember 02, 2026', 'CancelledNovember 03, 2026']);
  });

  it('tells the buyer why their order was cancelled, as text', () => {
    renderTimeline('cancelled', step('cancelled', 'Cancelled', PLACED + DAY, { reason: 'Ordered twice: <b>see</b> CB-100043' }));
    expect(steps()).toEqual([
      'ReceivedNovember 02, 2026',
      'CancelledNovember 03, 2026Reason: Ordered twice: <b>see</b> CB-100043',
    ]);
  });

  it('gives the est. ship date of an open order', () => {
    render(<OrderTimeline order={order()} />);
    expect(screen.getByText(/Est. ship date/).textContent).toBe('Est. ship date: November 20, 2026');
  });
});

describe('the est. ship date of an order', () => {
  const line = order().order[0]!;
  it('is the latest day of its lines', () => {
    expect(orderShipDate({ order: [line, { ...line, est_ship_date: '2026-12-04' }, { ...line, est_ship_date: null }] })).toBe(
      '2026-12-04',
    );
  });
  it('falls back on an older free-text date, and is null when no line has one', () => {
    expect(orderShipDate({ order: [{ ...line, est_ship_date: 'early December' }] })).toBe('early December');
    expect(orderShipDate({ order: [{ ...line, est_ship_date: ' ' }] })).toBeNull();
  });
});

describe('the orders screen', () => {
  it('has a Status column, and the timeline in the open row', async () => {
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf() },
      'POST /v1/retrieve-orders': ordersPage([order({ fulfilment_status: 'in_production' })]),
    });
    renderApp('/cedar/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: 'In production' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show items of order CB-100042' }));
    expect(await screen.findByRole('heading', { name: 'Progress of order CB-100042: In production' })).toBeDefined();
  });

  it("writes every date of an order one way: placed, timeline and each line's est. ship date", async () => {
    const line = order().order[0]!;
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf() },
      'POST /v1/retrieve-orders': ordersPage([
        order({
          order: [
            line,
            { ...line, line_no: 2, est_ship_date: '2026-12-04' },
            { ...line, line_no: 3, est_ship_date: 'early December' },
          ],
        }),
      ]),
    });
    renderApp('/cedar/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('November 02, 2026')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show items of order CB-100042' }));
    await screen.findByRole('heading', { name: 'Progress of order CB-100042: Received' });
    expect(screen.getByText(/Est. ship date/).textContent).toBe('Est. ship date: December 04, 2026');
    const items = screen.getByRole('region', { name: 'Items of order CB-100042' });
    expect(within(items).getByText('November 20, 2026')).toBeDefined();
    expect(within(items).getByText('December 04, 2026')).toBeDefined();
    expect(within(items).getByText('early December')).toBeDefined();
    expect(screen.queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
  });
});

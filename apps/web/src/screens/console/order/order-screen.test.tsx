// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULFILMENT_STATUS_LABELS, FULFILMENT_STATUSES, statusChoices, type FulfilmentStatus } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, ORDER_ID, orderDetail, orderState, warmConsoleScreens } from '../../../../test-support/console';
import { moveLabel } from './status-actions';

const ORDER_PATH = `/api/console/orders/${ORDER_ID}`;

async function openOrder() {
  renderApp(`/console/orders/${ORDER_ID}`);
  return screen.findByRole('heading', { level: 1, name: 'Order CB-100042' });
}

const statusSection = () => screen.getByRole('region', { name: 'Status' });

beforeAll(warmConsoleScreens, 120_000);

describe("an order's page", () => {
  it.each(FULFILMENT_STATUSES)('offers the moves staff may choose from %s, and only those', async (status) => {
    mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, [`GET ${ORDER_PATH}`]: { body: orderDetail(status) } });
    await openOrder();
    const buttons = within(statusSection())
      .queryAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(statusChoices(status).map(moveLabel));
    if (statusChoices(status).length === 0) expect(within(statusSection()).getByText(/moves no further/)).toBeDefined();
  });

  it('ships a received order in one go: the carrier and tracking asked, the move sent with the version shown', async () => {
    let status: FulfilmentStatus = 'received';
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${ORDER_PATH}`]: () => ({ body: orderDetail(status, { version: status === 'received' ? 3 : 4 }) }),
      [`POST ${ORDER_PATH}/status`]: () => {
        status = 'shipped';
        return { body: orderState('shipped', { version: 4, carrier: 'UPS', tracking_number: '1Z999AA10123456784' }) };
      },
    });
    await openOrder();
    const buttons = within(statusSection())
      .queryAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Move to In production', 'Mark as Shipped…', 'Cancel order…']);
    fireEvent.click(within(statusSection()).getByRole('button', { name: 'Mark as Shipped…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order CB-100042' });
    expect(within(dialog).getByText(/goes through In production on the way/)).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText(/Carrier/), { target: { value: 'UPS' } });
    fireEvent.change(within(dialog).getByLabelText(/Tracking number/), { target: { value: '1Z999AA10123456784' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order CB-100042 is now Shipped.')).toBeDefined();
    expect(server.callsTo('POST', `${ORDER_PATH}/status`)[0]!.body).toEqual({
      to: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      version: 3,
    });
  });

  it('moves the order with the version it shows, and shows its new state', async () => {
    let status: FulfilmentStatus = 'received';
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${ORDER_PATH}`]: () => ({ body: orderDetail(status, { version: status === 'received' ? 3 : 4 }) }),
      [`POST ${ORDER_PATH}/status`]: () => {
        status = 'in_production';
        return { body: orderState('in_production', { version: 4 }) };
      },
    });
    await openOrder();
    fireEvent.click(within(statusSection()).getByRole('button', { name: 'Move to In production' }));
    expect(await screen.findByText('Order CB-100042 is now In production.')).toBeDefined();
    expect(server.callsTo('POST', `${ORDER_PATH}/status`)[0]!.body).toEqual({ to: 'in_production', version: 3 });
    expect(within(statusSection()).getByRole('button', { name: 'Mark as Shipped…' })).toBeDefined();
  });

  it('sends the next change with the version the last one left, never the one before', async () => {
    let version = 3;
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      // Slow to read again: a change made at once after the first must still wait for it.
      [`GET ${ORDER_PATH}`]: async () => {
        if (version > 3) await new Promise((resolve) => setTimeout(resolve, 1500));
        return { body: orderDetail(version === 3 ? 'received' : 'in_production', { version }) };
      },
      [`POST ${ORDER_PATH}/status`]: () => {
        version = 4;
        return { body: orderState('in_production', { version: 4 }) };
      },
      [`POST ${ORDER_PATH}/ship-date`]: { body: orderState('in_production', { version: 5, est_ship_date: '2026-12-04' }) },
    });
    await openOrder();
    fireEvent.click(within(statusSection()).getByRole('button', { name: 'Move to In production' }));
    await screen.findByText('Order CB-100042 is now In production.');
    fireEvent.change(screen.getByLabelText('Every line'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set for every line' }));
    await waitFor(() => expect(server.callsTo('POST', `${ORDER_PATH}/ship-date`)).toHaveLength(1));
    expect(server.callsTo('POST', `${ORDER_PATH}/ship-date`)[0]!.body).toEqual({ est_ship_date: '2026-12-04', version: 4 });
  });

  it('says plainly when someone else moved the order first, and shows its fresh state', async () => {
    let reads = 0;
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      // Read once as received; meanwhile another staff member cancelled it.
      [`GET ${ORDER_PATH}`]: () => ({
        body: orderDetail(++reads === 1 ? 'received' : 'cancelled', { version: reads === 1 ? 0 : 1 }),
      }),
      [`POST ${ORDER_PATH}/status`]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'Someone else changed this order first: it is now Cancelled.' },
      },
    });
    await openOrder();
    fireEvent.click(within(statusSection()).getByRole('button', { name: 'Move to In production' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this order first: it is now Cancelled.');
    expect(alert.textContent).toContain('The order has been reloaded: this is its latest state.');
    await waitFor(() => expect(within(statusSection()).queryByRole('button')).toBeNull());
    expect(within(statusSection()).getAllByText(FULFILMENT_STATUS_LABELS.cancelled).length).toBeGreaterThan(0);
    expect(reads).toBe(2);
  });

  it('asks for the carrier and tracking number before shipping, and sends them', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      [`GET ${ORDER_PATH}`]: { body: orderDetail('in_production', { version: 2 }) },
      [`POST ${ORDER_PATH}/status`]: {
        body: orderState('shipped', { version: 3, carrier: 'UPS', tracking_number: '1Z999AA10123456784' }),
      },
    });
    await openOrder();
    fireEvent.click(within(statusSection()).getByRole('button', { name: 'Mark as Shipped…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order CB-100042' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the carrier and the tracking number.');
    expect(server.callsTo('POST', `${ORDER_PATH}/status`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Carrier' }), { target: { value: 'UPS' } });
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    fireEvent.change(tracking, { target: { value: '7777 🚚 zzz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    // A number not in the carrier's form is named at the field, and nothing is sent.
    expect(within(dialog).getByText('A UPS tracking number is 1Z followed by 16 letters or digits.')).toBeDefined();
    expect(tracking.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', `${ORDER_PATH}/status`)).toHaveLength(0);
    fireEvent.change(tracking, { target: { value: '1z999 aa10 1234 56784' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() =>
      expect(server.callsTo('POST', `${ORDER_PATH}/status`)[0]?.body).toEqual({
        to: 'shipped',
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        version: 2,
      }),
    );
  });

  it('asks to confirm a cancel', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      [`GET ${ORDER_PATH}`]: { body: orderDetail('received') },
      [`POST ${ORDER_PATH}/status`]: { body: orderState('cancelled', { version: 1 }) },
    });
    await openOrder();
    fireEvent.click(within(statusSection()).getByRole('button', { name: 'Cancel order…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order CB-100042?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', `${ORDER_PATH}/status`)).toHaveLength(0);
  });

  it('shows a viewer everything and lets them change nothing', async () => {
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('viewer') },
      [`GET ${ORDER_PATH}`]: { body: orderDetail('received') },
    });
    await openOrder();
    expect(within(statusSection()).queryAllByRole('button')).toEqual([]);
    expect(within(statusSection()).getByText(/Read only/)).toBeDefined();
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('Harbor Point Ford');
    expect(screen.getByRole('region', { name: 'E-mails' }).textContent).toContain('Your order CB-100042');
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(screen.queryByLabelText(/date/i)).toBeNull();
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says plainly when the order belongs to a group the staff member does not work for', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${ORDER_PATH}`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'This order belongs to a group you do not work for.' },
      },
    });
    renderApp(`/console/orders/${ORDER_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This order belongs to a group you do not work for.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdWords, type ConsoleOrderHold } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, ORDER_ID, orderDetail, warmConsoleScreens } from '../../../../test-support/console';

const ORDER_PATH = `/api/console/orders/${ORDER_ID}`;
const HOLD_ID = '5d0c2a7e-1b3f-4c8d-9e6a-2f4b6d8a0c1e';
const SENTENCE = "On hold: waiting for payment on the account — the provider's accounts team can release it.";

const creditHold: ConsoleOrderHold = {
  id: HOLD_ID,
  reason: 'credit',
  ...holdWords('credit'),
  opened_at: Date.UTC(2026, 10, 21, 14),
  note: 'Harbor Point Motors is on credit hold: the account is over its credit limit.',
  release_roles: ['admin', 'accounts'],
};

async function openOrder() {
  renderApp(`/console/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Order CB-100042' });
  return screen.findByRole('region', { name: 'On hold' });
}

beforeAll(warmConsoleScreens, 120_000);

describe("an order's holds on its page", () => {
  it('says what the order waits for, who can release it and why it opened; the accounts role releases it', async () => {
    let holds = [creditHold];
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('accounts') },
      [`GET ${ORDER_PATH}`]: () => ({ body: orderDetail('received', { holds }) }),
      [`POST ${ORDER_PATH}/holds/${HOLD_ID}/release`]: () => {
        holds = [];
        return { body: { holds } };
      },
    });
    const region = await openOrder();
    expect(within(region).getByText('Credit hold')).toBeDefined();
    expect(within(region).getByText(SENTENCE)).toBeDefined();
    expect(
      within(region).getByText(/Harbor Point Motors is on credit hold: the account is over its credit limit\. Since/),
    ).toBeDefined();
    fireEvent.click(within(region).getByRole('button', { name: 'Release credit hold' }));
    expect(await screen.findByText('The credit hold of order CB-100042 is released.')).toBeDefined();
    expect(server.callsTo('POST', `${ORDER_PATH}/holds/${HOLD_ID}/release`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'On hold' })).toBeNull();
  });

  it('shows a rep the hold and no Release button', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${ORDER_PATH}`]: { body: orderDetail('received', { holds: [creditHold] }) },
    });
    const region = await openOrder();
    expect(within(region).getByText(SENTENCE)).toBeDefined();
    expect(within(region).queryAllByRole('button')).toEqual([]);
  });

  it("names the hold's opening and release in the audit trail", async () => {
    const entry = (id: string, field: string, old_value: string | null, new_value: string) => ({
      id,
      at: Date.UTC(2026, 10, 21, 14),
      actor: 'avery.quinlan@crestline.example',
      staff_id: null,
      field,
      line_no: null,
      old_value,
      new_value,
    });
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      [`GET ${ORDER_PATH}`]: {
        body: {
          ...orderDetail('received'),
          audit: [
            entry('1', 'hold_opened', null, 'Credit hold: Harbor Point Motors is on credit hold.'),
            entry('2', 'hold_released', 'Credit hold open', 'Released: Cheque received'),
          ],
        },
      },
    });
    renderApp(`/console/orders/${ORDER_ID}`);
    const trail = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(trail).getByText('Hold opened')).toBeDefined();
    expect(within(trail).getByText('Hold released')).toBeDefined();
    expect(within(trail).getByText('Released: Cheque received')).toBeDefined();
  });

  it('says nothing of holds when the order has none', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, [`GET ${ORDER_PATH}`]: { body: orderDetail('received') } });
    renderApp(`/console/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order CB-100042' });
    expect(screen.queryByRole('region', { name: 'On hold' })).toBeNull();
    expect(screen.queryByText(/On hold/)).toBeNull();
  });
});

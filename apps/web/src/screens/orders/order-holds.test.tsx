// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdWords } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { placedOrder } from '../../../test-support/orders';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const held = placedOrder({
  order_number: 'CB-100008',
  holds: [{ reason: 'credit', ...holdWords('credit'), opened_at: Date.UTC(2026, 2, 5) }],
});
const plain = placedOrder({ order_number: 'CB-100007' });

describe("held orders on the buyer's orders screen", () => {
  it('says under the status of a held order what it waits for and who can release it, and nothing of holds elsewhere', async () => {
    mockServer({
      'GET /v1/storefront/cedar': { body: storefrontOf() },
      'POST /v1/retrieve-orders': { body: { orders: [held, plain], next_cursor: null, admin: false, own_orders_only: false } },
    });
    renderApp('/cedar/orders');
    const number = await screen.findByText('CB-100008');
    const row = number.closest('tr')!;
    expect(row.querySelector('.orders-cell-status')?.textContent).toBe(
      "ReceivedOn hold: waiting for payment on the account — the provider's accounts team can release it.",
    );
    expect(screen.getByText('CB-100007').closest('tr')!.querySelector('.orders-cell-status')?.textContent).toBe('Received');
    expect(screen.getAllByText(/On hold/)).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdWords, REJECTION_NEEDS_REASON, type WaitingApproval } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { ordersPage, placedOrder } from '../../../test-support/orders';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const storefront = { 'GET /v1/storefront/cedar': { body: storefrontOf() } };

const waitingOrder = placedOrder({
  order_number: 'CB-100009',
  holds: [{ reason: 'approval', ...holdWords('approval'), opened_at: Date.UTC(2026, 2, 5) }],
  approval: {
    status: 'waiting',
    text: 'Waiting for approval by Renata Okafor',
    approver: 'Renata Okafor',
    decided_at: null,
    reason: null,
  },
});
const rejectedOrder = placedOrder({
  order_number: 'CB-100010',
  fulfilment_status: 'cancelled',
  approval: {
    status: 'rejected',
    text: 'Rejected by Renata Okafor: Bought centrally',
    approver: 'Renata Okafor',
    decided_at: Date.UTC(2026, 2, 6),
    reason: 'Bought centrally',
  },
});

const waiting: WaitingApproval = {
  order_number: 'CB-100009',
  store_name: 'Cedar Creek Ford',
  buyer_name: 'Ada Byron',
  total_cents: 64857,
  waiting_since: Date.UTC(2026, 2, 5),
  approver_name: 'Renata Okafor',
  reasons: ['Over the order total that needs approval'],
};

const statusOf = (number: string) => screen.getByText(number).closest('tr')!.querySelector('.orders-cell-status')?.textContent;

describe("approvals on the buyer's orders screen", () => {
  it('says who an order waits for, instead of its hold, and how a decided one ended', async () => {
    mockServer({ ...storefront, 'POST /v1/retrieve-orders': ordersPage([waitingOrder, rejectedOrder]) });
    renderApp('/cedar/orders');
    await screen.findByText('CB-100009');
    expect(statusOf('CB-100009')).toBe('ReceivedWaiting for approval by Renata Okafor');
    expect(statusOf('CB-100010')).toBe('CancelledRejected by Renata Okafor: Bought centrally');
    expect(screen.queryByText(/On hold/)).toBeNull();
    // Not in admin mode: no list of waiting orders, and none asked for.
    expect(screen.queryByRole('region', { name: 'Waiting for approval' })).toBeNull();
  });

  it("lists the waiting orders in admin mode, and approves one as the group's admin after a confirmation", async () => {
    const decided: unknown[] = [];
    let left = [waiting];
    mockServer({
      ...storefront,
      'POST /v1/retrieve-orders': ordersPage([waitingOrder], { admin: true }),
      'POST /v1/approvals/waiting': () => ({ body: { approvals: left } }),
      'POST /v1/orders/CB-100009/approval': (body) => {
        decided.push(body);
        left = [];
        return { body: { order_number: 'CB-100009', status: 'approved', status_text: 'Approved by Group admin' } };
      },
    });
    renderApp('/cedar/orders');
    const list = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(list).getByText('Cedar Creek Ford')).toBeDefined();
    expect(within(list).getByText('$648.57')).toBeDefined();
    expect(within(list).getByText('Renata Okafor')).toBeDefined();
    fireEvent.click(within(list).getByRole('button', { name: 'Approve order CB-100009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve order CB-100009?' });
    expect(decided).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve order CB-100009' }));
    expect(await screen.findByText('CB-100009: Approved by Group admin.')).toBeDefined();
    expect(decided).toEqual([{ companyName: 'cedar', decision: 'approve' }]);
    await waitFor(() => expect(screen.getByText('No order waits for approval now.')).toBeDefined());
  });

  it('needs a reason to reject, and shows a refusal in the dialog', async () => {
    const decided: unknown[] = [];
    mockServer({
      ...storefront,
      'POST /v1/retrieve-orders': ordersPage([waitingOrder], { admin: true }),
      'POST /v1/approvals/waiting': { body: { approvals: [waiting] } },
      'POST /v1/orders/CB-100009/approval': (body) => {
        decided.push(body);
        return { status: 409, body: { message: 'This order was approved already. Nothing was changed.', code: 'CONFLICT' } };
      },
    });
    renderApp('/cedar/orders');
    const list = await screen.findByRole('region', { name: 'Waiting for approval' });
    fireEvent.click(within(list).getByRole('button', { name: 'Reject order CB-100009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order CB-100009?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order CB-100009' }));
    expect(await within(dialog).findByText(REJECTION_NEEDS_REASON)).toBeDefined();
    expect(decided).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Why is it rejected\?/), { target: { value: 'Bought centrally' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order CB-100009' }));
    expect(await within(dialog).findByText('This order was approved already. Nothing was changed.')).toBeDefined();
    expect(decided).toEqual([{ companyName: 'cedar', decision: 'reject', reason: 'Bought centrally' }]);
  });
});

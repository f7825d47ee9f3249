// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINK_EXPIRED, LINK_NOT_VALID, REJECTION_NEEDS_REASON, type ApprovalOpenAnswer } from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

const TOKEN = 'Q2xlYXJseSBub3QgYSByZWFsIHRva2VuIGF0IGFsbC4x';
const storefront = {
  'GET /v1/storefront/tidewater': { body: storefrontOf({ key: 'tidewater', title: 'Tidewater Auto Group' }) },
};

/** What open answers for a link of this decision: a waiting order of Tidewater Ford, over its limit. */
function opened(patch: Partial<ApprovalOpenAnswer> = {}): ApprovalOpenAnswer {
  return {
    order: {
      order_number: 'CB-100042',
      placed_at: Date.UTC(2030, 2, 4, 19),
      buyer_name: 'Rosa Delgado',
      store_name: 'Tidewater Ford of Saltmarsh Point',
      group_title: 'Tidewater Auto Group',
      ship_to: {
        name: 'Tidewater Ford of Saltmarsh Point',
        street: '1180 Heron Bay Rd',
        city: 'Saltmarsh Point',
        state: 'VA',
        zip: '23999',
      },
      lines: [
        {
          line_no: 1,
          code: '1240',
          name: 'Mens Performance Polo',
          type: 'mens',
          size: 'Large',
          color: 'Navy',
          embroidery: 'Tidewater Auto',
          second_embroidery: null,
          placement: 'Left Chest',
          second_placement: null,
          quantity: 24,
          unit_price_cents: 2499,
          line_total_cents: 59976,
          picture_url: '/images/made/tidewater/1240.jpg?colour=Navy&w=160',
        },
      ],
      goods_cents: 59976,
      freight_cents: 1500,
      tax_cents: 3381,
      total_cents: 64857,
    },
    budget: { month: '2030-03', budget_cents: 200000, spent_cents: 150000, committed_cents: 64857, left_cents: -14857 },
    decision: 'approve',
    approver_name: 'Renata Okafor',
    status: 'waiting',
    status_text: 'Waiting for approval by Renata Okafor',
    reasons: ['Over the order total that needs approval'],
    expires_at: Date.UTC(2030, 2, 11, 19),
    ...patch,
  };
}

describe("the approver's page", () => {
  it('shows the order, why it waits, the budget and one button, and sends the decision only when it is pressed', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockServer({
      ...storefront,
      'POST /v1/approvals/open': { body: opened() },
      'POST /v1/approvals/decide': (body) => {
        sent.push(body);
        return { body: { order_number: 'CB-100042', status: 'approved', status_text: 'Approved by Renata Okafor' } };
      },
    });
    renderApp(`/tidewater/approval#${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Approve order CB-100042' })).toBeDefined();
    expect(screen.getByText('Over the order total that needs approval')).toBeDefined();
    expect(screen.getByText('Mens Performance Polo')).toBeDefined();
    // The total, and the budget's figure waiting for approval.
    expect(screen.getAllByText('$648.57')).toHaveLength(2);
    const budget = screen.getByRole('region', { name: "Tidewater Ford of Saltmarsh Point's budget this month" });
    expect(within(budget).getByText('-$148.57')).toBeDefined();
    // The token went in the body of open, never in an address.
    const opens = fetchMock.mock.calls.filter(([path]) => String(path) === '/v1/approvals/open');
    expect(opens.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ token: TOKEN }]);
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes(TOKEN))).toBe(false);
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve order CB-100042' }));
    expect(await screen.findByText('Order CB-100042 approved')).toBeDefined();
    expect(sent).toEqual([{ token: TOKEN, order_number: 'CB-100042', decision: 'approve' }]);
    // The facts say it too: the status is the outcome now.
    expect(screen.getByText('Approved by Renata Okafor')).toBeDefined();
    expect(screen.queryByText('Waiting for approval by Renata Okafor')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve order CB-100042' })).toBeNull();
  });

  it('asks for a reason before rejecting, and sends it with the decision', async () => {
    const sent: unknown[] = [];
    mockServer({
      ...storefront,
      'POST /v1/approvals/open': { body: opened({ decision: 'reject' }) },
      'POST /v1/approvals/decide': (body) => {
        sent.push(body);
        return {
          body: { order_number: 'CB-100042', status: 'rejected', status_text: 'Rejected by Renata Okafor: Bought centrally' },
        };
      },
    });
    renderApp(`/tidewater/approval#${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Reject order CB-100042' });
    fireEvent.click(button);
    const reason = screen.getByLabelText(/Why is it rejected\?/);
    expect(await screen.findByText(REJECTION_NEEDS_REASON)).toBeDefined();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Bought centrally' } });
    fireEvent.click(button);
    expect(await screen.findByText('Order CB-100042 rejected')).toBeDefined();
    expect(sent).toEqual([{ token: TOKEN, order_number: 'CB-100042', decision: 'reject', reason: 'Bought centrally' }]);
  });

  it('says how an order decided already ended, with no button', async () => {
    mockServer({
      ...storefront,
      'POST /v1/approvals/open': { body: opened({ status: 'approved', status_text: 'Approved by Group admin' }) },
    });
    renderApp(`/tidewater/approval#${TOKEN}`);
    expect(await screen.findByText('This order was decided already')).toBeDefined();
    expect(screen.getByText('Approved by Group admin. Nothing more is needed.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /order CB-100042/ })).toBeNull();
  });

  it("says why a decision was refused, in the server's words, and focuses it", async () => {
    const refusal = 'This order was approved already on Mar 4, 2030 by Group admin. Nothing was changed.';
    mockServer({
      ...storefront,
      'POST /v1/approvals/open': { body: opened() },
      'POST /v1/approvals/decide': { status: 409, body: { message: refusal, code: 'CONFLICT' } },
    });
    renderApp(`/tidewater/approval#${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve order CB-100042' }));
    const alert = await screen.findByText(refusal);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it('says an expired link has expired, and a link without its token is not valid, without asking to decide', async () => {
    mockServer({ ...storefront, 'POST /v1/approvals/open': { status: 410, body: { message: LINK_EXPIRED, code: 'GONE' } } });
    renderApp(`/tidewater/approval#${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeDefined();
    expect(screen.getByText(LINK_EXPIRED)).toBeDefined();
  });

  it('needs the token: the page opened without it says the link is not valid', async () => {
    const fetchMock = mockServer({ ...storefront });
    renderApp('/tidewater/approval');
    expect(await screen.findByText(LINK_NOT_VALID)).toBeDefined();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/v1/approvals'))).toBe(false);
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  OVER_BUDGET_REFUSED,
  waitingForApprovalText,
  willWaitForApprovalText,
  type CheckoutSpending,
  type StorefrontAnswer,
} from '@portal/domain';
import { renderApp } from '../../../test-support/app';
import { fillCart } from '../../../test-support/cart';
import { chargesRoute, DEMO_METHODS, type ChargesBody } from '../../../test-support/charges';
import { mockServer, type Routes } from '../../../test-support/server';
import { poloLine, storefrontOf } from '../../../test-support/storefront';

// What a dealership's spending rules say of the order at checkout and after it (docs/approvals.md):
// the server's quote carries them (checkout-charges' `spending`), create-order's answer whom it waits for.

const tidewater = (key: string): StorefrontAnswer =>
  storefrontOf({
    key,
    title: 'Tidewater Auto Group',
    ship_to_address: '300 Harbor Watch Blvd, Saltmarsh Point, VA 23999',
    shipping_methods: DEMO_METHODS,
    stores: [
      {
        code: 'TWFD01',
        name: 'Tidewater Ford of Saltmarsh Point',
        address: '1180 Heron Bay Rd, Saltmarsh Point, VA 23999',
        password_protected: false,
      },
      {
        code: 'TWHN01',
        name: 'Tidewater Honda of Saltmarsh Point',
        address: '1206 Heron Bay Rd, Saltmarsh Point, VA 23999',
        password_protected: false,
      },
    ],
  });

const NONE: CheckoutSpending = { approval: null, refused: null, budget_left_cents: null };
const RENATA = { approver: 'Renata Okafor', reasons: ['orders over $500.00 need approval'] };
const HONDA_REFUSAL = OVER_BUDGET_REFUSED('Tidewater Honda of Saltmarsh Point', 1200);
const onAccount = {
  method: 'account',
  masked_code: '••••••CT',
  code_store: null,
  billing_account: 'Tidewater Auto Group',
} as const;

/** Checkout with two polos ($50.00), the quote saying `spending(body)` of the order. */
async function checkout(
  storefront: StorefrontAnswer,
  spending: (body: ChargesBody) => CheckoutSpending | null,
  routes: Routes = {},
) {
  const fetchMock = mockServer({
    [`GET /v1/storefront/${storefront.key}`]: { body: storefront },
    'POST /v1/checkout-charges': chargesRoute(storefront, { spending }),
    'POST /v1/bypass/check': { body: { valid: true } },
    ...routes,
  });
  fillCart(storefront, [poloLine()]);
  renderApp(`/${storefront.key}/checkout`);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return fetchMock;
}

const totalRegion = () => screen.getByRole('region', { name: 'Order total' });
const chooseStore = (code: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Store' }), { target: { value: code } });

function fillOrderDetails() {
  fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: 'Byron' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@dealer.example' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'tidewater-acct' } });
}

describe("checkout under a dealership's spending rules", () => {
  it('says before placing that the order will wait for approval by Renata Okafor, and why, in a polite live region under the total', async () => {
    await checkout(tidewater('tw1'), () => ({ ...NONE, approval: RENATA }));
    const said = await within(totalRegion()).findByText(willWaitForApprovalText('Renata Okafor'));
    expect(within(totalRegion()).getByText('Why: orders over $500.00 need approval.')).toBeDefined();
    const live = said.closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    // News, not an alarm: no alert of its own inside the live region.
    expect(within(live as HTMLElement).queryByRole('alert')).toBeNull();
  });

  it("shows what is left of the chosen store's budget this month, and of the budget for orders with no store", async () => {
    await checkout(tidewater('tw2'), (body) => ({ ...NONE, budget_left_cents: body.store ? 123_456 : 50_000 }));
    expect(
      await within(totalRegion()).findByText('$500.00 left of the budget for orders with no store this month'),
    ).toBeDefined();
    chooseStore('TWFD01');
    expect(await within(totalRegion()).findByText("$1,234.56 left of this store's budget this month")).toBeDefined();
  });

  it('says nothing of spending for a group without rules', async () => {
    await checkout(tidewater('tw3'), () => null);
    await within(totalRegion()).findByText('$65.00');
    expect(within(totalRegion()).queryByText(/approval|budget/)).toBeNull();
  });

  it('disables Checkout with the refusal beside it while the rules refuse the order, sends nothing, and lets it go for another store', async () => {
    const fetchMock = await checkout(tidewater('tw4'), (body) =>
      body.store === 'TWHN01' ? { ...NONE, refused: HONDA_REFUSAL } : NONE,
    );
    fillOrderDetails();
    chooseStore('TWHN01');
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    expect(await within(totalRegion()).findByText(HONDA_REFUSAL)).toBeDefined();
    const place = screen.getByRole('button', { name: 'Checkout' });
    await waitFor(() => expect(place).toHaveProperty('disabled', true));
    const reason = within(screen.getByRole('region', { name: 'Payment' })).getByRole('note');
    expect(reason.textContent).toBe(HONDA_REFUSAL);
    expect(place.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
    fireEvent.click(place);
    expect(fetchMock).not.toHaveBeenCalledWith('/v1/create-order', expect.anything());

    chooseStore('TWFD01');
    // Once the new store's quote is in: the last one stays on screen while it loads, as the charges do.
    await waitFor(() => expect(screen.queryByText(HONDA_REFUSAL)).toBeNull());
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', false);
  });

  it('places an order that waits, and the success screen says for whom, as a status and not an error', async () => {
    const storefront = tidewater('tw5');
    await checkout(storefront, () => ({ ...NONE, approval: RENATA }), {
      'POST /v1/create-order': (body) => {
        const charges = chargesRoute(storefront)(body) as { body: { total: number } };
        return {
          status: 201,
          body: {
            order_id: 'o-1',
            order_number: 'CB-100077',
            total: charges.body.total,
            payment: onAccount,
            charges: charges.body,
            approval: { approver: 'Renata Okafor', text: waitingForApprovalText('Renata Okafor') },
          },
        };
      },
    });
    fillOrderDetails();
    await within(totalRegion()).findByText(willWaitForApprovalText('Renata Okafor'));
    await screen.findByText('Code accepted: this order goes on account, no payment needed.');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' });
    const waiting = screen.getAllByRole('status').find((status) => status.textContent?.includes('Waiting for approval'));
    expect(waiting?.textContent).toContain('Waiting for approval by Renata Okafor');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import {
  carriedPriceChanges,
  priceChangesMessage,
  type CartLine,
  type CheckoutChargesAnswer,
  type ShipToChoice,
} from '@portal/domain';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { assertGroupUnlocked } from '../sessions/group-session';
import { checkOrder } from './check-order';
import { chargeCheckedOrder, chargesAnswer } from './order-charges';
import { quoteSpending } from './spending/spending-quote';

/** What a checkout asks to be quoted: the cart, the store, where it ships and how, and who asks. */
export interface QuoteInput {
  group: string;
  /** A store code of the group, its name, or '' / 'None' for no store. */
  store: string;
  lines: readonly CartLine[];
  shipTo: ShipToChoice | undefined;
  shippingMethod: string | undefined;
  buyer: {
    /** The group's password was given in this browser (a group without one asks for none). */
    groupUnlocked: boolean;
    /** The stores whose password was given in this browser. */
    storesUnlocked: readonly string[];
    /** The client's address: quotes are counted per address and group. */
    address: string;
  };
}

/**
 * What the order would cost where it goes, before it is placed (POST /v1/checkout-charges): the
 * same checks and the same computation as placing it (placeOrder), writing nothing but the count of
 * quotes, so the checkout shows the freight and tax it will then be charged. A line carrying another
 * price than the server's is refused (409) as create-order refuses it. For a group with spending
 * rules, also what they would say of the order: approval, a refusal, the budget left (quoteSpending).
 */
export async function quoteCharges(ctx: AppContext, input: QuoteInput): Promise<CheckoutChargesAnswer> {
  const tenant = findTenant(ctx.registry, input.group);
  assertGroupUnlocked(tenant, input.buyer.groupUnlocked, 'order');
  // Counted before the cart is priced: a stranger pricing carts without end is stopped at the count.
  await ctx.quoteRate.take(input.buyer.address, tenant);
  const checked = checkOrder(tenant, input, (store) => input.buyer.storesUnlocked.includes(store));
  const moved = carriedPriceChanges(checked.lines);
  if (moved.length > 0) throw new AppError('CONFLICT', priceChangesMessage(moved));
  const charged = chargeCheckedOrder(ctx, tenant, checked, { shipTo: input.shipTo, shippingMethod: input.shippingMethod });
  const spending = await quoteSpending(ctx.db, ctx, tenant, checked.store, charged.charges.totalCents, new Date());
  return { ...chargesAnswer(charged), spending };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  carriedPriceChanges,
  maskBypassCode,
  normalizeBypassCode,
  onAccountProblem,
  orderLimitsOf,
  priceChangesMessage,
  type CreateOrderAnswer,
  type CreateOrderBody,
  type OrderPayment,
} from '@portal/domain';
import { issueAtPlacement } from '../billing/invoice-issuing';
import { creditHoldAtCheckout } from '../billing/credit-hold';
import { accountForOrder, type BillingAccountRow } from '../billing/account-store';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/database-error-log';
import { findIdempotentOrder, insertOrder, orderNumber, type OrderRow } from '../order-store/order-store';
import { checkBypassCode, INVALID_CODE } from '../sessions/group-secrets';
import { assertGroupSession } from '../sessions/group-session';
import { ensureBrowserId, setProof } from '../sessions/session-cookies';
import { checkOrder } from './check-order';
import { idempotencyKey, KEY_REUSED, requestHash } from './idempotency';
import { ensurePayPalOrder, NOTHING_TO_PAY, PAYPAL_UNAVAILABLE } from './paypal-checkout';

/** What create-order answers: 201 for a new order, 200 for the one an earlier request with the same key made. */
export interface PlacedAnswer {
  status: 200 | 201;
  answer: CreateOrderAnswer;
}

/**
 * Places an order: the group's session, the cart checked and priced on the server (a line carrying
 * another price than the server's is a 409 naming it), then on account
 * (within the group's limit, with a valid bypass code) or for PayPal. A request with an
 * Idempotency-Key that was seen before answers the first order; only a new order counts against
 * the order rate, and a concurrent twin that committed first is answered as such.
 */
export async function placeOrder(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: CreateOrderBody,
): Promise<PlacedAnswer> {
  const tenant = findTenant(ctx.registry, body.companyName);
  assertGroupSession(request, tenant, 'order');
  const key = idempotencyKey(request);
  const checked = checkOrder(tenant, body, request);
  const hash = requestHash(body);
  /** The order an earlier request with this key made, or null. */
  const earlier = async (): Promise<OrderRow | null> => {
    const existing = key ? await findIdempotentOrder(ctx.run, tenant.config.key, key) : null;
    if (existing && existing.hash !== hash) throw new AppError('UNPROCESSABLE', KEY_REUSED);
    return existing?.order ?? null;
  };
  // A line carries the price the buyer was shown; one the catalogue no longer charges (a publish since
  // the cart was filled) is refused, never charged otherwise (decision 002). A retry of an order placed
  // before the publish still answers that order.
  const moved = carriedPriceChanges(checked.lines);
  if (moved.length > 0 && !(await earlier())) throw new AppError('CONFLICT', priceChangesMessage(moved));
  const payment = body.bypassPaypal ? 'account' : 'paypal';
  let maskedBypassCode: string | null = null;
  let bypassStoreCode: string | null = null;
  let billingAccount: BillingAccountRow | null = null;

  if (payment === 'account') {
    const overCap = onAccountProblem(checked.totalCents, orderLimitsOf(tenant.config.order_limits), tenant.config.title);
    if (overCap) throw new AppError('UNPROCESSABLE', overCap);
    const code = body.bypassCode ?? '';
    if (!(await checkBypassCode(ctx, request, tenant, code))) throw new AppError('FORBIDDEN', INVALID_CODE);
    setProof(request, reply, tenant.config.key, 'bypass');
    // Only once the code is right: a stranger learns nothing of the account's standing.
    const billing = await creditHoldAtCheckout(ctx.db, ctx, tenant, checked.store?.code ?? '');
    if (billing.hold) throw new AppError('UNPROCESSABLE', billing.hold);
    billingAccount = billing.account;
    const normalized = normalizeBypassCode(code);
    maskedBypassCode = maskBypassCode(normalized);
    // Where the codes are the stores' own, the invoice names the store whose code it was.
    bypassStoreCode = tenant.config.stores.find((store) => store.code.toUpperCase() === normalized)?.code ?? null;
  } else {
    if (tenant.config.paypal_not_supported || !ctx.paypal) throw new AppError('UNPROCESSABLE', PAYPAL_UNAVAILABLE);
    if (checked.totalCents <= 0) throw new AppError('UNPROCESSABLE', NOTHING_TO_PAY);
  }

  let order = await earlier();
  let status: 200 | 201 = order ? 200 : 201;
  if (!order) {
    // Only a new order counts: a retry with its Idempotency-Key answers the first one for free.
    const counted = await ctx.orderRate.take(request, tenant);
    try {
      order = await insertOrder(
        ctx.run,
        {
          tenant,
          body,
          checked,
          payment,
          maskedBypassCode,
          bypassStoreCode,
          offerVersion: ctx.registry.versionOf?.(tenant) ?? null,
          idempotency: key ? { key, hash } : null,
          browserId: ensureBrowserId(request, reply),
        },
        ctx.orderEmails,
      );
      if (payment === 'account') {
        await issueAtPlacement(ctx.db, ctx, order, billingAccount).catch((error: unknown) =>
          request.log.warn({ err: error }, 'issuing the invoice at placement failed: the sweep issues it'),
        );
        ctx.wakeOutbox();
      }
    } catch (error) {
      await ctx.orderRate.giveBack(counted);
      // A concurrent twin with the same key committed first: answer its order.
      order = key && isUniqueViolation(error) ? await earlier() : null;
      if (!order) throw error;
      status = 200;
    }
  }
  const orderId = order.payment === 'paypal' ? await ensurePayPalOrder(ctx, tenant, order) : order.id;
  // A retry answers the first order: its account is looked up again, as it bills.
  const account = status === 201 ? billingAccount : await accountOf(ctx, order);
  return {
    status,
    answer: {
      order_id: orderId,
      order_number: orderNumber(order),
      total: order.totalCents,
      payment: paymentOf(tenant.config.stores, order, account),
    },
  };
}

async function accountOf(ctx: AppContext, order: OrderRow): Promise<BillingAccountRow | null> {
  return order.payment === 'account' ? accountForOrder(ctx.db, { groupKey: order.groupKey, storeCode: order.storeCode }) : null;
}

/** How the order is paid, as the success screen says it: the code only masked (decision 016). */
function paymentOf(
  stores: readonly { code: string; name: string }[],
  order: OrderRow,
  account: BillingAccountRow | null,
): OrderPayment {
  if (order.payment === 'paypal') return { method: 'paypal', masked_code: null, code_store: null, billing_account: null };
  return {
    method: 'account',
    masked_code: order.maskedBypassCode,
    code_store: stores.find((store) => store.code === order.bypassStoreCode)?.name ?? null,
    billing_account: account?.name ?? null,
  };
}

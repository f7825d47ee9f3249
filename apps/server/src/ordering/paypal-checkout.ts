import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '@portal/tenants/server';
import { orderLineName, PAYMENT_MOVES } from '@portal/domain';
import type { AppContext } from '../context/app-context';
import { orderLines, orders } from '../db/schema';
import { AppError } from '../errors/app-error';
import { PayPalError, type CaptureResult } from '../payments/paypal-client';
import { markPaid, orderNumber, type OrderRow } from '../order-store/order-store';

export const PAYPAL_UNAVAILABLE = 'Online payment is not available for this group. Enter a bypass code to order on account.';
export const NOTHING_TO_PAY =
  'These items have no price yet, so they cannot be paid online. Enter a bypass code to order on account.';

const LEASE_MS = 45_000;
const WAIT_FOR_OTHER_CAPTURE_MS = 20_000;

const customId = (order: Pick<OrderRow, 'groupKey' | 'id'>) => `${order.groupKey}:${order.id}`;

function paypalOf(ctx: AppContext) {
  if (!ctx.paypal) throw new AppError('UNPROCESSABLE', PAYPAL_UNAVAILABLE);
  return ctx.paypal.client;
}

function providerError(error: unknown): AppError {
  if (error instanceof PayPalError) {
    if (error.issue === 'INSTRUMENT_DECLINED' || error.issue === 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING') {
      return new AppError('INSTRUMENT_DECLINED', error.userMessage);
    }
    if (error.status === 0) return new AppError('PAYMENT_PROVIDER_TIMEOUT', error.userMessage);
    // PayPal refusing the request on its merits (not approved, expired) is not an outage.
    if (error.status >= 400 && error.status < 500 && error.status !== 429 && !error.retryable)
      return new AppError('UNPROCESSABLE', error.userMessage);
    return new AppError('PAYMENT_PROVIDER_ERROR', error.userMessage);
  }
  return new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal could not process the payment. Please try again.');
}

/**
 * The PayPal order behind one of ours. The PayPal-Request-Id is derived from our order, so a retry
 * or a concurrent twin gets PayPal's replay of the same order, never a second one.
 */
export async function ensurePayPalOrder(ctx: AppContext, tenant: Tenant, order: OrderRow): Promise<string> {
  if (order.paypalOrderId) return order.paypalOrderId;
  const client = paypalOf(ctx);
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.groupKey, order.groupKey), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.lineNo));
  let created: { id: string };
  try {
    created = await client.createOrder({
      requestId: `create-${order.id}`,
      customId: customId(order),
      invoiceId: orderNumber(order),
      description: `${tenant.config.title} order ${orderNumber(order)}`,
      currency: 'USD',
      // Free lines cost nothing: PayPal's item total is the same without them.
      items: lines
        .filter((line) => line.unitPriceCents > 0)
        .map((line) => ({
          name: `${orderLineName({ name: line.name, description: line.description })} (${line.color}, ${line.size})`,
          sku: line.code,
          unitAmountCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
      // The breakdown PayPal checks: the items are the goods, then freight and tax; its amount is the order's total.
      shippingCents: order.freightCents,
      taxCents: order.taxCents,
    });
  } catch (error) {
    throw providerError(error);
  }
  await ctx.db
    .update(orders)
    .set({ paypalOrderId: created.id })
    .where(and(eq(orders.id, order.id), eq(orders.groupKey, order.groupKey), isNull(orders.paypalOrderId)));
  return created.id;
}

export interface CaptureAnswer {
  status: 'COMPLETED' | 'PENDING';
  order_number: string;
}

async function readOrder(ctx: AppContext, groupKey: string, paypalOrderId: string): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.groupKey, groupKey), eq(orders.paypalOrderId, paypalOrderId)));
  // Another group's order answers as unknown: no telling which ids exist.
  if (!order || order.payment !== 'paypal') throw new AppError('NOT_FOUND', 'No such order. Please start checkout again.');
  return order;
}

/** Takes the capture lease, or answers null when another request holds it. */
async function takeLease(ctx: AppContext, order: OrderRow): Promise<OrderRow | null> {
  const [leased] = await ctx.db
    .update(orders)
    .set({ status: PAYMENT_MOVES.capture_started.to, captureLeaseUntil: new Date(Date.now() + LEASE_MS) })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.groupKey, order.groupKey),
        or(
          inArray(orders.status, PAYMENT_MOVES.capture_started.from),
          // A lease whose request died is taken over once it runs out.
          and(inArray(orders.status, PAYMENT_MOVES.capture_taken_over.from), lt(orders.captureLeaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  return leased ?? null;
}

async function releaseLease(ctx: AppContext, order: OrderRow, nextAttempt = false): Promise<void> {
  await ctx.db
    .update(orders)
    .set({
      status: PAYMENT_MOVES.capture_released.to,
      captureLeaseUntil: null,
      ...(nextAttempt ? { captureAttempt: sql`${orders.captureAttempt} + 1` } : {}),
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.groupKey, order.groupKey),
        inArray(orders.status, PAYMENT_MOVES.capture_released.from),
      ),
    );
}

/**
 * Captures once and marks the order paid only when PayPal says COMPLETED for the amount, currency
 * and custom id we stored. Concurrent captures of one order wait for the first; a capture whose
 * answer was lost (timeout) is reconciled from PayPal's view of the order.
 */
export async function captureOrder(
  ctx: AppContext,
  tenant: Tenant,
  paypalOrderId: string,
  log: FastifyBaseLogger,
): Promise<CaptureAnswer> {
  const client = paypalOf(ctx);
  const groupKey = tenant.config.key;
  const deadline = Date.now() + WAIT_FOR_OTHER_CAPTURE_MS;
  let order = await readOrder(ctx, groupKey, paypalOrderId);
  let leased: OrderRow | null = null;
  while (!leased) {
    if (order.status === PAYMENT_MOVES.captured.to) return { status: 'COMPLETED', order_number: orderNumber(order) };
    leased = await takeLease(ctx, order);
    if (leased) break;
    if (Date.now() > deadline) throw new AppError('CONFLICT', 'This payment is still being processed. Please wait a moment.');
    await new Promise((resolve) => setTimeout(resolve, 150));
    order = await readOrder(ctx, groupKey, paypalOrderId);
  }

  let result: CaptureResult;
  try {
    result = await client.captureOrder(paypalOrderId, `capture-${leased.id}-${leased.captureAttempt}`);
  } catch (error) {
    const reconcilable = error instanceof PayPalError && (error.retryable || error.issue === 'ORDER_ALREADY_CAPTURED');
    if (!reconcilable) {
      // After a decline the buyer picks another way to pay: that capture is a new request to PayPal.
      await releaseLease(ctx, leased, error instanceof PayPalError && error.status === 422);
      throw providerError(error);
    }
    try {
      result = await client.getOrder(paypalOrderId);
    } catch (lookupError) {
      await releaseLease(ctx, leased);
      throw providerError(lookupError);
    }
  }

  if (result.captureStatus === 'COMPLETED') {
    if (result.amountCents !== leased.totalCents || result.currency !== 'USD' || result.customId !== customId(leased)) {
      log.error(
        { orderId: leased.id, paypalOrderId, captured: result.amountCents, expected: leased.totalCents },
        'PayPal capture does not match the order',
      );
      await releaseLease(ctx, leased);
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        'The amount PayPal reports does not match this order. Please contact your account representative.',
      );
    }
    const paid = await markPaid(
      ctx.run,
      leased,
      { cents: result.amountCents ?? 0, captureId: result.captureId },
      ctx.orderEmails,
    );
    if (paid) ctx.wakeOutbox();
    return { status: 'COMPLETED', order_number: orderNumber(leased) };
  }

  await releaseLease(ctx, leased);
  if (result.captureStatus === 'PENDING') return { status: 'PENDING', order_number: orderNumber(leased) };
  throw new AppError('PAYMENT_PROVIDER_ERROR', 'PayPal did not confirm the payment. Please try again.');
}

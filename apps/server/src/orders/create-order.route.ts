import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  createOrderAnswerSchema,
  createOrderBodySchema,
  maskBypassCode,
  normalizeBypassCode,
  onAccountProblem,
  orderLimitsOf,
} from '@portal/domain';
import { errorResponses, errorSchema } from '../errors/error-responses';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { ensureBrowserId, setProof } from '../sessions/session-cookies';
import { checkBypassCode, INVALID_CODE } from '../sessions/group-secrets';
import { checkOrder } from './check-order';
import { assertGroupSession } from '../sessions/group-session';
import { isUniqueViolation } from '../errors/database-error-log';
import { findIdempotentOrder, insertOrder, orderNumber, type OrderRow } from '../order-store/order-store';
import { ensurePayPalOrder, NOTHING_TO_PAY, PAYPAL_UNAVAILABLE } from './paypal-checkout';

export const paymentErrors = { ...errorResponses, 502: errorSchema, 504: errorSchema };

/** Keys in a fixed order, so the same request hashes the same however its JSON was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || raw.length < 8 || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new AppError('INVALID_INPUT', 'Idempotency-Key must be 8 to 200 visible characters.');
  }
  return raw;
}

/** POST /v1/create-order: the contract is packages/domain/src/api/create-order.ts. */
export function registerCreateOrder(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/create-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Checks and prices the cart on the server and records the order (PayPal or on account)',
        description:
          'Send an Idempotency-Key header to make retries safe: a repeat answers the first order. On the PayPal path order_id is the PayPal order id for the buttons; with bypassPaypal and a valid bypassCode the order is placed on account at once.',
        headers: z.object({ 'idempotency-key': z.optional(z.string()) }),
        body: createOrderBodySchema,
        response: { 200: createOrderAnswerSchema, 201: createOrderAnswerSchema, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tenant = findTenant(ctx.registry, body.companyName);
      assertGroupSession(request, tenant, 'order');
      const key = idempotencyKey(request);
      const checked = checkOrder(tenant, body, request);
      const payment = body.bypassPaypal ? 'account' : 'paypal';
      let maskedBypassCode: string | null = null;

      if (payment === 'account') {
        const overCap = onAccountProblem(checked.totalCents, orderLimitsOf(tenant.config.order_limits), tenant.config.title);
        if (overCap) throw new AppError('UNPROCESSABLE', overCap);
        const code = body.bypassCode ?? '';
        if (!(await checkBypassCode(ctx, request, tenant, code))) throw new AppError('FORBIDDEN', INVALID_CODE);
        setProof(request, reply, tenant.config.key, 'bypass');
        maskedBypassCode = maskBypassCode(normalizeBypassCode(code));
      } else {
        if (tenant.config.paypal_not_supported || !ctx.paypal) throw new AppError('UNPROCESSABLE', PAYPAL_UNAVAILABLE);
        if (checked.totalCents <= 0) throw new AppError('UNPROCESSABLE', NOTHING_TO_PAY);
      }

      const hash = createHash('sha256').update(canonical(body)).digest('hex');
      /** The order an earlier request with this key made, or null. */
      const earlier = async (): Promise<OrderRow | null> => {
        const existing = key ? await findIdempotentOrder(ctx.run, tenant.config.key, key) : null;
        if (existing && existing.hash !== hash)
          throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different order.');
        return existing?.order ?? null;
      };

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
              idempotency: key ? { key, hash } : null,
              browserId: ensureBrowserId(request, reply),
            },
            ctx.orderEmails,
          );
          if (payment === 'account') ctx.wakeOutbox();
        } catch (error) {
          await ctx.orderRate.giveBack(counted);
          // A concurrent twin with the same key committed first: answer its order.
          order = key && isUniqueViolation(error) ? await earlier() : null;
          if (!order) throw error;
          status = 200;
        }
      }
      const orderId = order.payment === 'paypal' ? await ensurePayPalOrder(ctx, tenant, order) : order.id;
      return reply.code(status).send({ order_id: orderId, order_number: orderNumber(order), total: order.totalCents });
    },
  );
}

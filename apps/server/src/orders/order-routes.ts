import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskBypassCode, normalizeBypassCode, onAccountProblem, orderLimitsOf } from '@portal/domain';
import { EARLIEST_DATE_MS, errorResponses, errorSchema, groupKeyField, LATEST_DATE_MS } from '../api-schemas';
import type { Tenant } from '@portal/tenants/server';
import { findTenant, type AppContext } from '../app-context';
import { auditLog, orderLines, orders } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkBypassCode, INVALID_CODE } from '../sessions/session-routes';
import { adminGroups, browserId, ensureBrowserId, hasSession, setProof } from '../sessions/session-cookies';
import { checkOrder } from './check-order';
import { createOrderAnswerSchema, createOrderBodySchema } from './create-order.schema';
import { findIdempotentOrder, insertOrder, isUniqueViolation, orderNumber, type OrderRow } from './order-store';
import { captureOrder, ensurePayPalOrder, NOTHING_TO_PAY, PAYPAL_UNAVAILABLE } from './paypal-checkout';

const paymentErrors = { ...errorResponses, 502: errorSchema, 504: errorSchema };

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

/** A calendar day; '' or 'N/A' (what the screen shows for nothing) clears it. */
const estShipDateField = z
  .union([z.iso.date(), z.literal(''), z.literal('N/A')], { error: 'must be a date written YYYY-MM-DD' })
  .nullable()
  .optional();

const historicalLineSchema = z
  .object({
    line_no: z.number().int().min(1).optional(),
    code: z.string().max(40),
    quantity: z.number().optional(),
    price: z.number().nullable().optional(),
    description: z.string().max(400).nullable().optional(),
    size: z.string().max(40).nullable().optional(),
    color: z.string().max(40).nullable().optional(),
    embroidery: z.string().max(60).nullable().optional(),
    secondEmbroidery: z.string().max(60).nullable().optional(),
    placement: z.string().max(40).nullable().optional(),
    secondPlacement: z.string().max(40).nullable().optional(),
    type: z.string().max(20).nullable().optional(),
    name: z.string().max(160).nullable().optional(),
    po: z.string().max(60).nullable().optional(),
    customer_po: z.string().max(60).nullable().optional(),
    est_ship_date: estShipDateField,
  })
  .strict();

const historicalOrderSchema = z.object({
  order_number: z.string(),
  email: z.string(),
  created_at: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  store: z.string(),
  paid: z.number().int(),
  status: z.enum(['paid', 'on_account']),
  total: z.number().int(),
  /** What the buyer typed at checkout; the lines carry their own, which an admin may edit. */
  customer_po: z.string().nullable(),
  order: z.array(
    z.object({
      line_no: z.number().int(),
      code: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      description: z.string(),
      size: z.string(),
      color: z.string(),
      embroidery: z.string(),
      secondEmbroidery: z.string().nullable(),
      placement: z.string(),
      secondPlacement: z.string().nullable(),
      type: z.string(),
      name: z.string(),
      po: z.string().nullable(),
      customer_po: z.string().nullable(),
      est_ship_date: z.string().nullable(),
    }),
  ),
});

const AFTER_LATEST_DATE = 'is after the year 9999';

const cursorSchema = z.object({ t: z.number().int().min(EARLIEST_DATE_MS).max(LATEST_DATE_MS), id: z.uuid() });
const encodeCursor = (order: Pick<OrderRow, 'createdAt' | 'id'>) =>
  Buffer.from(JSON.stringify({ t: order.createdAt.getTime(), id: order.id })).toString('base64url');
function decodeCursor(cursor: string): { t: number; id: string } {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('INVALID_INPUT', 'The cursor is not one this server gave out.');
  }
}

/** 'N/A' is what the screen shows for nothing: store it as nothing. */
const editedValue = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' || text === 'N/A' ? null : text;
};

export const DEFAULT_PAGE_SIZE = 50;

/** A group with a password serves its orders, past and new, only to a browser logged in to it. */
function assertGroupSession(request: FastifyRequest, tenant: Tenant, what: 'order' | 'see the orders'): void {
  if (tenant.secrets.password !== null && !hasSession(request, 'group', tenant.config.key)) {
    throw new AppError(
      'UNAUTHORIZED',
      what === 'order' ? `Log in to order for ${tenant.config.title}.` : `Log in to see the orders of ${tenant.config.title}.`,
    );
  }
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/create-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Checks and prices the cart on the server and records the order (PayPal or on account)',
        description:
          'Send an Idempotency-Key header to make retries safe: a repeat answers the first order. On the PayPal path order_id is the PayPal order id for the buttons; with bypassPaypal and a valid bypassCode the order is placed on account at once.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
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
        setProof(reply, tenant.config.key, 'bypass');
        maskedBypassCode = maskBypassCode(normalizeBypassCode(code));
      } else {
        if (tenant.config.paypal_not_supported || !ctx.paypal) throw new AppError('UNPROCESSABLE', PAYPAL_UNAVAILABLE);
        if (checked.totalCents <= 0) throw new AppError('UNPROCESSABLE', NOTHING_TO_PAY);
      }

      const hash = createHash('sha256').update(canonical(body)).digest('hex');
      /** The order an earlier request with this key made, or null. */
      const earlier = async (): Promise<OrderRow | null> => {
        const existing = key ? await findIdempotentOrder(ctx.db, tenant.config.key, key) : null;
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
            ctx.db,
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

  api.post(
    '/v1/capture-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Captures an approved PayPal order once and marks it paid',
        body: z.object({ order_id: z.string().min(1).max(64), companyName: groupKeyField }).strict(),
        response: { 200: z.object({ status: z.enum(['COMPLETED', 'PENDING']), order_number: z.string() }), ...paymentErrors },
      },
    },
    async (request) => {
      const tenant = findTenant(ctx.registry, request.body.companyName);
      assertGroupSession(request, tenant, 'order');
      return captureOrder(ctx, tenant, request.body.order_id, request.log);
    },
  );

  api.post(
    '/v1/retrieve-orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The group's placed orders, newest first, a page at a time",
        body: z
          .object({
            companyName: groupKeyField,
            limit: z.number().int().min(1).max(200).optional(),
            cursor: z.string().max(200).optional(),
          })
          .strict(),
        response: {
          200: z.object({
            orders: z.array(historicalOrderSchema),
            next_cursor: z.string().nullable(),
            // The admin cookie is httpOnly: this is how the page learns admin mode is still on after a reload.
            admin: z.boolean().describe("Whether this browser holds the group's admin session"),
            own_orders_only: z
              .boolean()
              .describe('True for a group without a password outside admin mode: only the orders placed from this browser'),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { companyName, limit = DEFAULT_PAGE_SIZE, cursor } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      assertGroupSession(request, tenant, 'see the orders');
      const after = cursor ? decodeCursor(cursor) : null;
      const admin = hasSession(request, 'admin', companyName);
      // A group without a password has no way to tell its buyers from strangers: each browser sees its own orders.
      const ownOrdersOnly = tenant.secrets.password === null && !admin;
      const visitor = ownOrdersOnly ? browserId(request) : null;
      if (ownOrdersOnly && !visitor) return { orders: [], next_cursor: null, admin, own_orders_only: true };
      const page = await ctx.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.groupKey, companyName),
            inArray(orders.status, ['paid', 'on_account']),
            visitor ? eq(orders.browserId, visitor) : undefined,
            // A row comparison, not an OR of two conditions: PostgreSQL reads it as one index range.
            after
              ? sql`(${orders.createdAt}, ${orders.id}) < (${new Date(after.t).toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit + 1);
      const shown = page.slice(0, limit);
      const lines = shown.length
        ? await ctx.db
            .select()
            .from(orderLines)
            .where(
              and(
                eq(orderLines.groupKey, companyName),
                inArray(
                  orderLines.orderId,
                  shown.map((o) => o.id),
                ),
              ),
            )
            .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo))
        : [];
      const byOrder = new Map<string, typeof lines>();
      for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
      return {
        orders: shown.map((order) => ({
          order_number: orderNumber(order),
          email: order.email,
          created_at: order.createdAt.getTime(),
          first_name: order.firstName,
          last_name: order.lastName,
          // The company name people read; the Store column falls back to it (docs/product.md#orders).
          company_name: tenant.config.title,
          store: order.storeCode,
          paid: order.paidCents,
          status: order.status === 'paid' ? ('paid' as const) : ('on_account' as const),
          total: order.totalCents,
          customer_po: order.customerPo || null,
          order: (byOrder.get(order.id) ?? []).map((line) => ({
            line_no: line.lineNo,
            code: line.code,
            quantity: line.quantity,
            price: line.unitPriceCents,
            description: line.description,
            size: line.size,
            color: line.color,
            embroidery: line.embroidery,
            secondEmbroidery: line.secondEmbroidery,
            placement: line.placement,
            secondPlacement: line.secondPlacement,
            type: line.type,
            name: line.name,
            po: line.po,
            customer_po: line.customerPo,
            est_ship_date: line.estShipDate,
          })),
        })),
        next_cursor: page.length > limit && shown.length ? encodeCursor(shown[shown.length - 1]!) : null,
        admin,
        own_orders_only: ownOrdersOnly,
      };
    },
  );

  api.post(
    '/v1/update-historical-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Admin: edits Customer PO, PO and Est. Ship Date on the lines of a placed order',
        description:
          'Needs the admin session of the group. Every changed field is recorded in the audit log with its old and new value.',
        body: z
          .object({
            companyName: groupKeyField.optional(),
            email: z.string().max(200),
            created_at: z.union([
              z
                .string()
                .regex(/^\d{1,15}$/, { error: 'is a whole number of milliseconds', abort: true })
                .refine((value) => Number(value) <= LATEST_DATE_MS, AFTER_LATEST_DATE),
              z.number().int().min(EARLIEST_DATE_MS).max(LATEST_DATE_MS, AFTER_LATEST_DATE),
            ]),
            cart: z.array(historicalLineSchema).min(1).max(500),
          })
          .strict(),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const groups = body.companyName ? [body.companyName] : adminGroups(request);
      const groupKey = groups.length === 1 ? groups[0]! : null;
      if (!groupKey || !hasSession(request, 'admin', groupKey))
        throw new AppError('FORBIDDEN', 'Turn on admin mode to edit orders.');
      findTenant(ctx.registry, groupKey);
      await ctx.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.groupKey, groupKey),
              eq(orders.email, body.email),
              eq(orders.createdAt, new Date(Number(body.created_at))),
            ),
          )
          .for('update');
        if (!order || (order.status !== 'paid' && order.status !== 'on_account'))
          throw new AppError('NOT_FOUND', 'No such order.');
        const lines = await tx
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.groupKey, groupKey), eq(orderLines.orderId, order.id)))
          .orderBy(asc(orderLines.lineNo));
        for (const [index, edit] of body.cart.entries()) {
          const line = edit.line_no !== undefined ? lines.find((l) => l.lineNo === edit.line_no) : lines[index];
          if (!line || line.code !== edit.code)
            throw new AppError('UNPROCESSABLE', `Line ${edit.line_no ?? index + 1} of this order is not item ${edit.code}.`);
          const changes: Partial<Record<'customerPo' | 'po' | 'estShipDate', string | null>> = {};
          for (const [field, column] of [
            ['customer_po', 'customerPo'],
            ['po', 'po'],
            ['est_ship_date', 'estShipDate'],
          ] as const) {
            if (!(field in edit)) continue;
            const next = editedValue(edit[field]);
            if (next === line[column]) continue;
            changes[column] = next;
            await tx.insert(auditLog).values({
              groupKey,
              orderId: order.id,
              lineNo: line.lineNo,
              field,
              oldValue: line[column],
              newValue: next,
              actor: 'admin',
              requestId: request.id,
            });
          }
          if (Object.keys(changes).length > 0) {
            await tx
              .update(orderLines)
              .set(changes)
              .where(
                and(eq(orderLines.groupKey, groupKey), eq(orderLines.orderId, order.id), eq(orderLines.lineNo, line.lineNo)),
              );
          }
        }
      });
      return reply.code(204).send(null);
    },
  );
}

import {
  type Approver,
  carriedChargeChanges,
  carriedPriceChanges,
  chargeChangesMessage,
  isPlacedStatus,
  maskBypassCode,
  normalizeBypassCode,
  onAccountProblem,
  orderLimitsOf,
  placementStatus,
  priceChangesMessage,
  type CartLine,
  type OrderChargesAnswer,
  type OrderPayment,
  type ShipToChoice,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import { creditHoldAtCheckout } from '../billing/credit-hold';
import { accountForOrder, type BillingAccountRow } from '../billing/account-store';
import { findTenant, type AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/database-error-log';
import {
  findIdempotentOrder,
  insertOrder,
  orderNumber,
  type NewOrder,
  type OrderBuyer,
  type OrderRow,
} from '../order-store/order-store';
import type { CheckedOrder } from '../order-store/placed-order';
import { INVALID_CODE, matchBypassCode } from '../sessions/group-secrets';
import { assertGroupUnlocked } from '../sessions/group-session';
import type { SecretAsker } from '../sessions/secret-throttle';
import { assertMayChangeOrders, NOT_YOUR_GROUP, seesGroup, type StaffPrincipal } from '../sessions/staff-session';
import { checkOrder } from './check-order';
import { chargeCheckedOrder, chargesAnswer, storedChargesAnswer, type ChargedOrder } from './order-charges';
import { checkIdempotencyKey, KEY_REUSED, requestHash } from './idempotency';
import { followPlacement } from './order-event-follower';
import { ensurePayPalOrder, NOTHING_TO_PAY, PAYPAL_UNAVAILABLE } from './paypal-checkout';
import { waitingApprover } from '../order-store/spending-store';
import { assertCodeCaps, codeKeyAt } from './spending/code-caps';
import { placeWithinRules } from './spending/place-within-rules';
import { budgetStoreName } from './spending/spending-month';

/** What placing reads from the buyer's browser and leaves in it; the route keeps it in cookies. */
export interface PlacingBrowser extends SecretAsker {
  /** The browser's id, made when it has none: a group without a password shows a visitor their own orders. */
  browserId(): string;
  /** Remembers that this browser gave a right bypass code: throttling trusts its next tries. */
  provedBypassCode(): void;
}

/** A buyer at the storefront, with what their browser proved to the group. */
export interface BuyerPlacer {
  kind: 'buyer';
  /** The group's password was given in this browser (a group without one asks for none). */
  groupUnlocked: boolean;
  /** The stores whose password was given in this browser: their custom items may be ordered. */
  storesUnlocked: readonly string[];
  browser: PlacingBrowser;
}

/** A staff member placing for a buyer: their console session stands in for the buyer's. */
export interface StaffPlacer {
  kind: 'staff';
  staff: Pick<StaffPrincipal, 'id' | 'role' | 'scope'>;
  /** The client's address: new orders are counted per address and group. */
  address: string;
}

export type OrderPlacer = BuyerPlacer | StaffPlacer;

/**
 * How the order is paid: on account (a buyer gives a bypass code; staff place on their own
 * authority and give none), or by PayPal once the buyer approves it.
 */
export type PaymentChoice = { method: 'account'; bypassCode: string | null } | { method: 'paypal' };

export interface PlaceOrderInput {
  /** The group's key. */
  group: string;
  buyer: OrderBuyer;
  /** A store code of the group, its name, or '' / 'None' for no store. */
  store: string;
  customerPo: string;
  lines: readonly CartLine[];
  /** Where it ships: the store's address, the group's, or one typed; undefined: the store's, else the group's. */
  shipTo?: ShipToChoice | undefined;
  /** The code of one of the group's shipping methods; undefined: its first. */
  shippingMethod?: string | undefined;
  /** The freight and tax the buyer was shown, in cents: one the server does not charge is refused (409). */
  carried?: { freightCents?: number | undefined; taxCents?: number | undefined };
  payment: PaymentChoice;
  placer: OrderPlacer;
  /** A retry with the same key answers the first order; null without one. */
  idempotencyKey: string | null;
  log: { warn(details: object, message: string): void };
  /** The request's id, which the audit of an approval hold the order opens names; 'placing' without one. */
  requestId?: string;
}

/** The order placing made or found. */
export interface PlacedOrderFacts {
  id: string;
  /** The PayPal order behind it (the buttons approve it), or null on account. */
  paypalOrderId: string | null;
  number: string;
  status: OrderRow['status'];
  totalCents: number;
  /** Goods, freight, tax and where it ships, as the order was charged. */
  charges: OrderChargesAnswer;
  payment: OrderPayment;
  placedByStaffId: string | null;
  /** The approver the order waits for (the dealership's spending rules), or null when it needs no approval. */
  approver: Approver | null;
}

/**
 * `repeat`: an earlier request with the same Idempotency-Key made the order. 'refused': nothing was
 * placed, and the problem says why as the API answers it.
 */
export type PlaceOrderResult =
  | { outcome: 'placed'; repeat: boolean; order: PlacedOrderFacts }
  | { outcome: 'paypal-approval-needed'; repeat: boolean; order: PlacedOrderFacts }
  | { outcome: 'refused'; problem: AppError };

/** How the order is paid once its terms are accepted. */
interface PaymentTerms {
  payment: 'account' | 'paypal';
  maskedBypassCode: string | null;
  bypassStoreCode: string | null;
  /** The key of the bypass code given (bypassCodeKey), or null. */
  bypassCodeKey: string | null;
  billingAccount: BillingAccountRow | null;
}

type EarlierOrder = () => Promise<OrderRow | null>;

/**
 * Places an order for a buyer, or for a buyer by staff: the cart checked and priced on the server
 * (a line carrying another price than the server's is refused, naming it), then on account (within
 * the group's limit, with a valid bypass code from a buyer) or for PayPal. A repeat with an
 * Idempotency-Key seen before answers the first order; only a new order counts against the order
 * rate, and a concurrent twin that committed first is answered as such. A refusal is an answer;
 * anything else (the database, PayPal failing) throws.
 */
export async function placeOrder(ctx: AppContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    return await place(ctx, input);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { outcome: 'refused', problem: error };
    throw error;
  }
}

async function place(ctx: AppContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const tenant = findTenant(ctx.registry, input.group);
  assertMayPlace(tenant, input.placer);
  const key = checkIdempotencyKey(input.idempotencyKey);
  const { placer } = input;
  const checked = checkOrder(tenant, input, (store) => placer.kind === 'staff' || placer.storesUnlocked.includes(store));
  const charged = chargeCheckedOrder(ctx, tenant, checked, { shipTo: input.shipTo, shippingMethod: input.shippingMethod });
  const idempotency = key ? { key, hash: requestHash(placementOf(input)) } : null;
  const earlier = earlierOrder(ctx, tenant, idempotency);
  // A line carries the price the buyer was shown, and the body the freight and tax; one the server no
  // longer charges (a publish, new tax settings since checkout was shown) is refused, never charged
  // otherwise (decision 002). A retry of an order placed before the change still answers that order.
  const moved = carriedPriceChanges(checked.lines);
  if (moved.length > 0 && !(await earlier())) throw new AppError('CONFLICT', priceChangesMessage(moved));
  const changed = carriedChargeChanges(input.carried ?? {}, charged.charges);
  if (changed.length > 0 && !(await earlier())) throw new AppError('CONFLICT', chargeChangesMessage(changed));
  // One moment for the code's days, hours and month and for the budget month the order counts against.
  const now = new Date();
  const terms = await acceptTerms(ctx, tenant, input, checked, charged, now);
  const written = await writeOnce(ctx, tenant, input, { checked, charged, terms, idempotency, earlier, now });
  return resultOf(ctx, tenant, written, terms, charged);
}

/** A buyer needs the group's session where it has a password; staff need the group in their scope and the right to change orders. */
function assertMayPlace(tenant: Tenant, placer: OrderPlacer): void {
  if (placer.kind === 'buyer') return assertGroupUnlocked(tenant, placer.groupUnlocked, 'order');
  assertMayChangeOrders(placer.staff);
  if (!seesGroup(placer.staff, tenant.config.key)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(tenant.config.title));
}

/** What a repeat with the same Idempotency-Key must match: the order as asked for, whoever asks. */
function placementOf(input: PlaceOrderInput): object {
  const { group, buyer, store, customerPo, lines, payment, shipTo, shippingMethod } = input;
  // Named only when given, so a request that names neither hashes as it did before they existed.
  return {
    group,
    buyer,
    store,
    customerPo,
    lines,
    payment,
    ...(shipTo !== undefined ? { shipTo } : {}),
    ...(shippingMethod !== undefined ? { shippingMethod } : {}),
  };
}

function earlierOrder(ctx: AppContext, tenant: Tenant, idempotency: { key: string; hash: string } | null): EarlierOrder {
  /** The order an earlier request with this key made, or null. */
  return async () => {
    const existing = idempotency ? await findIdempotentOrder(ctx.run, tenant.config.key, idempotency.key) : null;
    if (existing && existing.hash !== idempotency?.hash) throw new AppError('UNPROCESSABLE', KEY_REUSED);
    return existing?.order ?? null;
  };
}

async function acceptTerms(
  ctx: AppContext,
  tenant: Tenant,
  input: PlaceOrderInput,
  checked: CheckedOrder,
  { charges }: ChargedOrder,
  now: Date,
): Promise<PaymentTerms> {
  if (input.payment.method === 'paypal') {
    if (tenant.config.paypal_not_supported || !ctx.paypal) throw new AppError('UNPROCESSABLE', PAYPAL_UNAVAILABLE);
    // PayPal's items are the goods: freight and tax alone are not something to pay online for.
    if (charges.goodsCents <= 0) throw new AppError('UNPROCESSABLE', NOTHING_TO_PAY);
    return { payment: 'paypal', maskedBypassCode: null, bypassStoreCode: null, bypassCodeKey: null, billingAccount: null };
  }
  // The cap is on what the account is charged: goods, freight and tax.
  const overCap = onAccountProblem(charges.totalCents, orderLimitsOf(tenant.config.order_limits), tenant.config.title);
  if (overCap) throw new AppError('UNPROCESSABLE', overCap);
  const code = await acceptCode(ctx, tenant, input.placer, input.payment.bypassCode);
  // The code's own caps, once it is known to be right: a stranger learns nothing of them.
  if (code.bypassCodeKey) await assertCodeCaps(ctx.db, ctx, tenant, code.bypassCodeKey, charges.totalCents, now);
  // Only once the code is right: a stranger learns nothing of the account's standing.
  const billing = await creditHoldAtCheckout(ctx.db, ctx, tenant, checked.store?.code ?? '');
  if (billing.hold) throw new AppError('UNPROCESSABLE', billing.hold);
  return { payment: 'account', ...code, billingAccount: billing.account };
}

/** A strange browser, for a code staff give: it proved nothing of the group. */
const strangerAt = (address: string): SecretAsker => ({
  address,
  proofId: () => null,
  hasGroupSession: () => false,
  passwordProofs: () => [],
});

/** The buyer's bypass code, checked and masked; staff need none, and one they give is checked as a stranger's. */
async function acceptCode(
  ctx: AppContext,
  tenant: Tenant,
  placer: OrderPlacer,
  bypassCode: string | null,
): Promise<Pick<PaymentTerms, 'maskedBypassCode' | 'bypassStoreCode' | 'bypassCodeKey'>> {
  if (placer.kind === 'staff' && bypassCode === null)
    return { maskedBypassCode: null, bypassStoreCode: null, bypassCodeKey: null };
  const code = bypassCode ?? '';
  const asker = placer.kind === 'buyer' ? placer.browser : strangerAt(placer.address);
  const index = await matchBypassCode(ctx, asker, tenant, code);
  if (index === null) throw new AppError('FORBIDDEN', INVALID_CODE);
  if (placer.kind === 'buyer') placer.browser.provedBypassCode();
  const normalized = normalizeBypassCode(code);
  return {
    maskedBypassCode: maskBypassCode(normalized),
    // Where the codes are the stores' own, the invoice names the store whose code it was.
    bypassStoreCode: tenant.config.stores.find((store) => store.code.toUpperCase() === normalized)?.code ?? null,
    bypassCodeKey: codeKeyAt(tenant, index),
  };
}

interface Writing {
  checked: CheckedOrder;
  charged: ChargedOrder;
  terms: PaymentTerms;
  idempotency: { key: string; hash: string } | null;
  earlier: EarlierOrder;
  now: Date;
}

/** What writing the order made: the order, whether an earlier request made it, and the approver it waits for. */
interface Written {
  order: OrderRow;
  repeat: boolean;
  /** Known when this request placed it; a repeat reads it again. */
  approver: Approver | null;
}

/** The order written, or the one an earlier request with the same key wrote (`repeat`). */
async function writeOnce(
  ctx: AppContext,
  tenant: Tenant,
  input: PlaceOrderInput,
  { checked, charged, terms, idempotency, earlier, now }: Writing,
): Promise<Written> {
  const found = await earlier();
  if (found) return { order: found, repeat: true, approver: null };
  // Only a new order counts: a retry with its Idempotency-Key answers the first one for free.
  const { placer } = input;
  const counted = await ctx.orderRate.take(placer.kind === 'buyer' ? placer.browser.address : placer.address, tenant);
  try {
    const newOrder: NewOrder = {
      tenant,
      buyer: input.buyer,
      customerPo: input.customerPo,
      checked,
      payment: terms.payment,
      status: placementStatus(terms.payment),
      maskedBypassCode: terms.maskedBypassCode,
      bypassStoreCode: terms.bypassStoreCode,
      bypassCodeKey: terms.bypassCodeKey,
      offerVersion: ctx.registry.versionOf?.(tenant) ?? null,
      idempotency,
      browserId: placer.kind === 'buyer' ? placer.browser.browserId() : null,
      placedByStaffId: placer.kind === 'staff' ? placer.staff.id : null,
      shipTo: charged.shipTo,
      charges: charged.charges,
      taxSettingsVersion: charged.taxSettingsVersion,
    };
    const rules = tenant.secrets.spending;
    // A group with spending rules places on account under them (decision 032): one statement that
    // takes the store's budget month's lock when the order may be free, else a transaction that
    // locks it and decides; every other order keeps its one statement. PayPal orders of such groups
    // are not under the rules yet (no demo group has both).
    const { order, approver } =
      rules && terms.payment === 'account'
        ? await placeWithinRules(ctx, tenant, rules, newOrder, {
            storeName: budgetStoreName(tenant, checked.store),
            now,
            requestId: input.requestId ?? 'placing',
          })
        : { order: await insertOrder(ctx.run, newOrder, ctx.orderEmails), approver: null };
    const expired = charged.charges.expiredExemption;
    // Tax was charged because the account's certificate ran out: staff renew it (the console shows the certificates).
    if (expired)
      input.log.warn(
        { orderId: order.id, certificate: expired.certificate_number, state: expired.state, expiresOn: expired.expires_on },
        'sales tax charged: the billing account’s exemption certificate has expired',
      );
    if (terms.payment === 'account') {
      // An order waiting for approval is held: its invoice is not issued here (the hold is checked).
      await followPlacement(ctx.db, ctx, order, terms.billingAccount?.invoiceWhen ?? null).catch((error: unknown) =>
        input.log.warn({ err: error }, 'issuing the invoice at placement failed: the sweep issues it'),
      );
      ctx.wakeOutbox();
    }
    return { order, repeat: false, approver };
  } catch (error) {
    await ctx.orderRate.giveBack(counted);
    // A concurrent twin with the same key committed first: answer its order.
    const twin = idempotency && isUniqueViolation(error) ? await earlier() : null;
    if (!twin) throw error;
    return { order: twin, repeat: true, approver: null };
  }
}

async function resultOf(
  ctx: AppContext,
  tenant: Tenant,
  { order, repeat, approver }: Written,
  terms: PaymentTerms,
  charged: ChargedOrder,
): Promise<PlaceOrderResult> {
  const paypalOrderId = order.payment === 'paypal' ? await ensurePayPalOrder(ctx, tenant, order) : null;
  // A retry answers the first order: its account is looked up again, as it bills.
  const account = repeat ? await accountOf(ctx, order) : terms.billingAccount;
  const facts: PlacedOrderFacts = {
    id: order.id,
    paypalOrderId,
    number: orderNumber(order),
    status: order.status,
    totalCents: order.totalCents,
    // A retry answers what the first order was charged, not what it would cost now.
    charges: repeat ? storedChargesAnswer(order, charged) : chargesAnswer(charged),
    payment: paymentOf(tenant.config.stores, order, account),
    placedByStaffId: order.placedByStaffId,
    // A retry answers whom the first order still waits for.
    approver: repeat && order.approval === 'waiting' ? await waitingApprover(ctx.db, order.id) : approver,
  };
  return { outcome: isPlacedStatus(order.status) ? 'placed' : 'paypal-approval-needed', repeat, order: facts };
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

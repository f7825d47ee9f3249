import {
  chargeOrder,
  findShippingMethod,
  resolveShipTo,
  type OrderCharges,
  type OrderChargesAnswer,
  type ResolvedShipTo,
  type ShippingMethod,
  type ShipToChoice,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { AppContext } from '../context/app-context';
import { AppError } from '../errors/app-error';
import type { CheckedOrder } from '../order-store/placed-order';
import { localDay } from '../time/local-time';
import type { OrderRow } from '../order-store/order-store';

/** Where the buyer asked the order to go and how: create-order's and checkout-charges' ship_to and shipping_method. */
export interface ChargesChoice {
  shipTo: ShipToChoice | undefined;
  /** A method's code; undefined: the group's first. */
  shippingMethod: string | undefined;
}

/** A checked order charged: where it goes, what it costs apart, and the tax settings' version it was charged by. */
export interface ChargedOrder {
  shipTo: ResolvedShipTo;
  charges: OrderCharges;
  taxSettingsVersion: number | null;
}

/** The method chosen by code, or the group's first; null where the group offers none. A code it does not offer is a 422 naming it. */
function shippingMethodOf(tenant: Tenant, code: string | undefined): ShippingMethod | null {
  const methods = tenant.config.shipping_methods ?? [];
  if (code === undefined) return methods[0] ?? null;
  const method = findShippingMethod(methods, code);
  if (method) return method;
  const offered = methods.map((m) => m.name).join(' or ');
  throw new AppError(
    'UNPROCESSABLE',
    offered
      ? `${tenant.config.title} does not ship by '${code}': choose ${offered}.`
      : `${tenant.config.title} does not ship by '${code}': it offers no shipping methods.`,
  );
}

/**
 * What a checked order costs where it goes, as the server charges it (docs/decisions/031): the
 * ship-to resolved from the buyer's choice (a choice the group cannot meet is a 422 saying why),
 * freight by the method's rule, tax by the settings in force on the certificates of the account the
 * order bills to, on the provider's calendar day. No query: the settings and certificates are in
 * memory (ctx.tax).
 */
export function chargeCheckedOrder(
  ctx: Pick<AppContext, 'tax' | 'offerClock' | 'timeZone'>,
  tenant: Tenant,
  checked: CheckedOrder,
  choice: ChargesChoice,
): ChargedOrder {
  const storeCode = checked.store?.code ?? '';
  const resolved = resolveShipTo(tenant.config, storeCode || null, choice.shipTo);
  if (!resolved.ok) throw new AppError('UNPROCESSABLE', resolved.problem);
  const method = shippingMethodOf(tenant, choice.shippingMethod);
  // One reading of the settings: the version kept is the one the rate came from.
  const { settings, version } = ctx.tax.current();
  const charges = chargeOrder({
    lines: checked.lines.map(({ item, line, lineTotal }) => ({
      type: item.type,
      totalCents: lineTotal,
      quantity: line.quantity,
    })),
    shipTo: resolved.shipTo.address,
    method,
    tax: settings,
    exemptions: ctx.tax.exemptionsFor(tenant.config.key, storeCode),
    day: localDay(ctx.offerClock.now().getTime(), ctx.timeZone),
  });
  return { shipTo: resolved.shipTo, charges, taxSettingsVersion: version };
}

/** A charged order as create-order and checkout-charges answer it (orderChargesSchema). */
export function chargesAnswer({ shipTo, charges }: ChargedOrder): OrderChargesAnswer {
  return {
    goods: charges.goodsCents,
    freight: charges.freightCents,
    tax: charges.taxCents,
    total: charges.totalCents,
    ship_to: { source: shipTo.source, address: shipTo.address },
    shipping_method: charges.method,
    tax_rate: charges.tax
      ? { name: charges.tax.name, state: charges.tax.state, rate_thousandths: charges.tax.rate_thousandths }
      : null,
    exemption: charges.exemption
      ? { certificate_number: charges.exemption.certificate_number, state: charges.exemption.state }
      : null,
  };
}

/**
 * What a placed order was charged, from its row, for a retry that answers it. An order placed before
 * freight and tax has its whole total as goods and the ship-to `charging` resolves now.
 */
export function storedChargesAnswer(order: OrderRow, charging: ChargedOrder): OrderChargesAnswer {
  if (order.goodsCents === null || order.shipTo === null || order.shipToSource === null) {
    return {
      ...chargesAnswer(charging),
      goods: order.totalCents,
      freight: 0,
      tax: 0,
      total: order.totalCents,
      shipping_method: null,
      tax_rate: null,
      exemption: null,
    };
  }
  return {
    goods: order.goodsCents,
    freight: order.freightCents,
    tax: order.taxCents,
    total: order.totalCents,
    ship_to: { source: order.shipToSource, address: order.shipTo },
    shipping_method: order.freightMethod,
    tax_rate: order.tax ? { name: order.tax.name, state: order.tax.state, rate_thousandths: order.tax.rate_thousandths } : null,
    exemption: order.taxExemption
      ? { certificate_number: order.taxExemption.certificate_number, state: order.taxExemption.state }
      : null,
  };
}

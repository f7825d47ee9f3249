import {
  chargeOrder,
  findShippingMethod,
  resolveShipTo,
  type CartLine,
  type CheckoutChargesAnswer,
  type CheckoutSpending,
  type ShipToChoice,
  type StorefrontAnswer,
  type TaxExemption,
  type TaxSettings,
} from '@portal/domain';
import type { Answer } from './server';

/** The provider collects in Ohio only: 5.75 %, freight taxed. */
export const OHIO_TAX: TaxSettings = {
  states: [{ state: 'OH', rate_thousandths: 5750, freight_taxed: true, exempt_types: [], zip_rates: [] }],
};

/** Ground free from $250.00, else $15.00; 2-Day $35.00: as the demo groups ship. */
export const DEMO_METHODS: StorefrontAnswer['shipping_methods'] = [
  { code: 'GROUND', name: 'Ground', rule: { kind: 'free_above', cents: 1500, threshold_cents: 25000 } },
  { code: '2DAY', name: '2-Day', rule: { kind: 'flat', cents: 3500 } },
];

export interface ChargesBody {
  store?: string;
  cart: Record<string, CartLine>;
  ship_to?: ShipToChoice;
  shipping_method?: string;
}

/**
 * POST /v1/checkout-charges as the server answers it, computed by the domain: the destination
 * resolved from the storefront, the method (the first by default), the tax of `tax`, and what the
 * group's spending rules say of the order (`spending`, from the body and its total; none by default).
 */
export function chargesRoute(
  storefront: StorefrontAnswer,
  {
    tax = OHIO_TAX,
    exemptions = [] as TaxExemption[],
    spending = (() => null) as (body: ChargesBody, totalCents: number) => CheckoutSpending | null,
  } = {},
): (body: unknown) => Answer {
  return (raw) => {
    const body = raw as ChargesBody;
    const resolved = resolveShipTo(storefront, body.store ? body.store : null, body.ship_to);
    if (!resolved.ok) return { status: 422, body: { message: resolved.problem, code: 'UNPROCESSABLE' } };
    const method = body.shipping_method
      ? findShippingMethod(storefront.shipping_methods, body.shipping_method)
      : (storefront.shipping_methods[0] ?? null);
    const charged = chargeOrder({
      lines: Object.values(body.cart).map((line) => ({
        type: line.type,
        totalCents: line.price * line.quantity,
        quantity: line.quantity,
      })),
      shipTo: resolved.shipTo.address,
      method,
      tax,
      exemptions,
      day: '2026-03-04',
    });
    const answer: CheckoutChargesAnswer = {
      goods: charged.goodsCents,
      freight: charged.freightCents,
      tax: charged.taxCents,
      total: charged.totalCents,
      ship_to: resolved.shipTo,
      shipping_method: charged.method,
      tax_rate: charged.tax
        ? { name: charged.tax.name, state: charged.tax.state, rate_thousandths: charged.tax.rate_thousandths }
        : null,
      exemption: charged.exemption
        ? { certificate_number: charged.exemption.certificate_number, state: charged.exemption.state }
        : null,
      spending: spending(body, charged.totalCents),
    };
    return { body: answer };
  };
}

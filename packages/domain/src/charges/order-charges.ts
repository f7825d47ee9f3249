import type { ProductType } from '../catalogue/product-type';
import { formatPrice } from '../money/cents';
import { freightCents, type ShippingMethod } from './freight';
import { exemptionFor, rateFor, taxOn, type AppliedRate, type TaxExemption, type TaxSettings } from './sales-tax';
import type { ShipToAddress } from './ship-to';

/** One priced line as charging reads it: its category (for exempt categories), its total and units. */
export interface ChargedLine {
  type: ProductType;
  totalCents: number;
  quantity: number;
}

export interface ChargeInput {
  lines: readonly ChargedLine[];
  /** Where it goes; null charges no tax (an order placed before addresses were kept). */
  shipTo: Pick<ShipToAddress, 'state' | 'zip'> | null;
  /** The method chosen; null where the group offers none (no freight). */
  method: ShippingMethod | null;
  tax: TaxSettings;
  /** The certificates on file for the account the order bills to. */
  exemptions: readonly TaxExemption[];
  /** The provider's calendar day the order is placed, 'YYYY-MM-DD': a certificate is good through its last day. */
  day: string;
}

/** The tax charged on an order, as the order, the invoice and the accounting files keep it. */
export interface ChargedTax extends AppliedRate {
  /** What was taxed: the goods not exempt in the state, and the freight where the state taxes it. */
  taxable_cents: number;
  tax_cents: number;
}

/** Everything an order costs: goods + freight + tax = total, in cents. */
export interface OrderCharges {
  goodsCents: number;
  freightCents: number;
  taxCents: number;
  totalCents: number;
  method: Pick<ShippingMethod, 'code' | 'name'> | null;
  /** The rate charged; null where the provider does not collect in the ship-to state, or the order is exempt. */
  tax: ChargedTax | null;
  /** The certificate that made the order exempt; null when it is not. */
  exemption: TaxExemption | null;
  /** A certificate for the state that has run out, so tax was charged: staff are told. */
  expiredExemption: TaxExemption | null;
}

/**
 * What an order costs, computed the same way by the checkout (to show it before paying) and the
 * server (to charge it): freight by the method's rule on the goods, tax by the ship-to's rate on
 * the taxable goods and taxed freight, rounded half up once per order.
 */
export function chargeOrder(input: ChargeInput): OrderCharges {
  const goodsCents = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const units = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const freight = input.method ? freightCents(input.method.rule, { goodsCents, units }) : 0;
  const method = input.method ? { code: input.method.code, name: input.method.name } : null;
  const none = { goodsCents, freightCents: freight, method, exemption: null, expiredExemption: null };
  const rate = input.shipTo ? rateFor(input.tax, input.shipTo) : null;
  if (!rate) return { ...none, taxCents: 0, totalCents: goodsCents + freight, tax: null };

  const certificate = exemptionFor(input.exemptions, rate.state, input.day);
  if (certificate && 'applies' in certificate)
    return { ...none, taxCents: 0, totalCents: goodsCents + freight, tax: null, exemption: certificate.applies };

  const taxableGoods = input.lines
    .filter((line) => !rate.exempt_types.includes(line.type))
    .reduce((sum, line) => sum + line.totalCents, 0);
  const taxable = taxableGoods + (rate.freight_taxed ? freight : 0);
  const taxCents = taxOn(taxable, rate.rate_thousandths);
  return {
    ...none,
    taxCents,
    totalCents: goodsCents + freight + taxCents,
    tax: { ...rate, taxable_cents: taxable, tax_cents: taxCents },
    expiredExemption: certificate && 'expired' in certificate ? certificate.expired : null,
  };
}

/** A freight or tax amount the browser carried that the server does not charge. */
export interface ChargeChange {
  label: 'Freight' | 'Sales tax';
  from: number;
  to: number;
}

/** The carried freight and tax that differ from what is charged: what create-order refuses (409). */
export function carriedChargeChanges(
  carried: { freightCents?: number | undefined; taxCents?: number | undefined },
  charged: Pick<OrderCharges, 'freightCents' | 'taxCents'>,
): ChargeChange[] {
  const changes: ChargeChange[] = [];
  if (carried.freightCents !== undefined && carried.freightCents !== charged.freightCents)
    changes.push({ label: 'Freight', from: carried.freightCents, to: charged.freightCents });
  if (carried.taxCents !== undefined && carried.taxCents !== charged.taxCents)
    changes.push({ label: 'Sales tax', from: carried.taxCents, to: charged.taxCents });
  return changes;
}

/** 'Freight and tax have changed since checkout was shown: Freight $15.00 → $0.00. Review and place the order again.' */
export function chargeChangesMessage(changes: readonly ChargeChange[]): string {
  const named = changes.map((change) => `${change.label} ${formatPrice(change.from)} → ${formatPrice(change.to)}`);
  return `Freight or tax has changed since checkout was shown: ${named.join('; ')}. Review the order and place it again.`;
}

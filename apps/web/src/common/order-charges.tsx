import { Fragment } from 'react';
import { formatPrice, orderTaxLabel, shipToLines, type OrderChargesAnswer, type ShipToAddress } from '@portal/domain';

/**
 * What an order costs apart, as checkout, the success screen and the orders screen show it: the
 * server's answer in one shape (checkout-charges and create-order name the rate as an object,
 * retrieve-orders by its name alone).
 */
export interface ChargesView {
  goods: number;
  freight: number;
  tax: number;
  total: number;
  /** The shipping method's name ('Ground'), or null where the group offers none. */
  method: string | null;
  /** The rate's name ('OH 5.75%'), or null where none was charged. */
  taxRate: string | null;
  /** The certificate that made the order exempt, or null. */
  exemption: { certificate_number: string; state: string } | null;
}

export function chargesView(answer: OrderChargesAnswer): ChargesView {
  return {
    goods: answer.goods,
    freight: answer.freight,
    tax: answer.tax,
    total: answer.total,
    method: answer.shipping_method?.name ?? null,
    taxRate: answer.tax_rate?.name ?? null,
    exemption: answer.exemption ?? null,
  };
}

/** 'Freight (Ground)', or 'Freight' where the group offers no method. */
export const freightLabel = (view: Pick<ChargesView, 'method'>) => (view.method ? `Freight (${view.method})` : 'Freight');

/** 'Sales tax (OH 5.75%)', 'Tax exempt (certificate KS-EX-20417, KS)', or 'Sales tax' where none is collected. */
export const taxLabel = (view: Pick<ChargesView, 'taxRate' | 'exemption'>): string => orderTaxLabel(view.taxRate, view.exemption);

/** The tax's amount; 'None' where the provider collects none in the ship-to state. */
export const taxText = (view: Pick<ChargesView, 'tax' | 'taxRate' | 'exemption'>) =>
  view.taxRate || view.exemption || view.tax !== 0 ? formatPrice(view.tax) : 'None';

/** The rows: Goods, Freight, Sales tax, Total. */
export function chargesRows(view: ChargesView): [string, string][] {
  return [
    ['Goods', formatPrice(view.goods)],
    [freightLabel(view), formatPrice(view.freight)],
    [taxLabel(view), taxText(view)],
    ['Total', formatPrice(view.total)],
  ];
}

/** Goods, freight, tax and total, the total last and bold. */
export function ChargesList({ view, className }: { view: ChargesView; className?: string }) {
  return (
    <dl className={className ? `charges-list ${className}` : 'charges-list'}>
      {chargesRows(view).map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** An address as lines, one under the other. */
export function AddressLines({ address }: { address: ShipToAddress }) {
  return (
    <span className="address-lines">
      {shipToLines(address).map((line, index) => (
        <span key={`${index}-${line}`}>{line}</span>
      ))}
    </span>
  );
}

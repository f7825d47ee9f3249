// Test helper: gives a placed order a ship-to, freight and tax as an order placed with them keeps
// them (goods + freight + tax = total), whatever create-order wrote. Not used by the app.
import { sql } from 'drizzle-orm';
import type { ChargedTax, ShipToAddress, ShipToSource, TaxExemption } from '@portal/domain';
import { rowsOf, type Database } from '../src/db/database';

export interface TestCharges {
  shipTo: ShipToAddress;
  source: ShipToSource;
  freightCents: number;
  taxCents: number;
  method?: { code: string; name: string } | null;
  tax?: ChargedTax | null;
  exemption?: TaxExemption | null;
}

/** An Ohio rate as the domain names it. */
export function ohioTax(taxableCents: number, taxCents: number): ChargedTax {
  return {
    state: 'OH',
    zip_prefix: null,
    rate_thousandths: 5750,
    name: 'OH 5.75%',
    freight_taxed: true,
    exempt_types: [],
    taxable_cents: taxableCents,
    tax_cents: taxCents,
  };
}

/** Goods are the order's lines; the total becomes goods + freight + tax. Returns the goods. */
export async function chargeTestOrder(db: Database, orderId: string, charges: TestCharges): Promise<number> {
  const result = await db.execute(sql`
    update orders o set
      goods_cents = g.cents, freight_cents = ${charges.freightCents}, tax_cents = ${charges.taxCents},
      total_cents = g.cents + ${charges.freightCents} + ${charges.taxCents},
      paid_cents = case when o.paid_cents > 0 then g.cents + ${charges.freightCents} + ${charges.taxCents} else 0 end,
      ship_to = ${JSON.stringify(charges.shipTo)}::jsonb, ship_to_source = ${charges.source},
      freight_method = ${charges.method ? JSON.stringify(charges.method) : null}::jsonb,
      tax = ${charges.tax ? JSON.stringify(charges.tax) : null}::jsonb,
      tax_exemption = ${charges.exemption ? JSON.stringify(charges.exemption) : null}::jsonb
    from (select coalesce(sum(quantity::bigint * unit_price_cents), 0)::bigint as cents from order_lines where order_id = ${orderId}) g
    where o.id = ${orderId}
    returning o.goods_cents::text as goods`);
  const rows = rowsOf<{ goods: string }>(result);
  if (rows.length !== 1) throw new Error(`no order ${orderId} to charge`);
  return Number(rows[0]!.goods);
}

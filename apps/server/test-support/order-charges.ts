// Test helper: gives an order placed by a test the ship-to, freight and tax an order placed at
// checkout carries (the columns of migration 0018), computed by the domain's chargeOrder from the
// demo tax settings, as create-order will once it charges them. Not used by the app.
import { asc, eq } from 'drizzle-orm';
import { chargeOrder, type ProductType, type ShipToAddress, type ShippingMethod, type TaxExemption } from '@portal/domain';
import { readDemoTaxSettings } from '@portal/tenants/server';
import type { Database } from '../src/db/database';
import { orderLines, orders } from '../src/db/schema';

/** Ship-to addresses in states the demo settings tax differently, and one where the provider does not collect. */
export const SHIP_TO_BY_STATE = {
  OH: { name: 'Harbor Point Ford', street: '12 Gull Street', city: 'Columbus', state: 'OH', zip: '43215' },
  PA: { name: 'Keystone Valley Chevrolet', street: '9 Mill Race Road', city: 'Lancaster', state: 'PA', zip: '17601' },
  TX: { name: 'Bluebonnet Motors', street: '400 Ranch Road', city: 'Austin', state: 'TX', zip: '78701' },
  MI: { name: 'Lakeshore Auto', street: '31 Dune Drive', city: 'Holland', state: 'MI', zip: '49423' },
  KS: { name: 'Prairie Wind Ford', street: '88 Elm Road', city: 'Wichita', state: 'KS', zip: '67202' },
  ME: { name: 'Harbor Point Service', street: '18 Lighthouse Row', city: 'Harbor Point', state: 'ME', zip: '04999' },
} satisfies Record<string, ShipToAddress>;

export const GROUND: ShippingMethod = { code: 'GROUND', name: 'Ground', rule: { kind: 'flat', cents: 1_250 } };

export const KANSAS_CERTIFICATE: TaxExemption = { certificate_number: 'KS-EX-20417', state: 'KS', expires_on: '2099-12-31' };

/**
 * Charges the order freight by `method` and tax by its ship-to's state (none where exempt), and
 * keeps goods + freight + tax = total, as a placed order does; answers the charges.
 */
export async function chargeTestOrder(
  db: Database,
  orderId: string,
  options: { shipTo: ShipToAddress; method?: ShippingMethod | null; exemptions?: readonly TaxExemption[]; day?: string },
) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
  const charges = chargeOrder({
    lines: lines.map((line) => ({
      type: line.type as ProductType,
      totalCents: line.quantity * line.unitPriceCents,
      quantity: line.quantity,
    })),
    shipTo: options.shipTo,
    method: options.method === undefined ? GROUND : options.method,
    tax: readDemoTaxSettings(),
    exemptions: options.exemptions ?? [],
    day: options.day ?? '2026-06-01',
  });
  await db
    .update(orders)
    .set({
      shipTo: options.shipTo,
      shipToSource: 'typed',
      goodsCents: charges.goodsCents,
      freightCents: charges.freightCents,
      taxCents: charges.taxCents,
      totalCents: charges.totalCents,
      // An order on account is settled as placed: paid_cents is its total.
      paidCents: charges.totalCents,
      freightMethod: charges.method,
      tax: charges.tax,
      taxSettingsVersion: 1,
      taxExemption: charges.exemption,
    })
    .where(eq(orders.id, orderId));
  return charges;
}

/**
 * Makes the order one placed before freight and tax (as create-order now charges every order): no
 * ship-to, goods null, its total all goods, as orders placed before migration 0018 are.
 */
export async function asPlacedBeforeCharges(db: Database, orderId: string): Promise<void> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const goods = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  await db
    .update(orders)
    .set({
      shipTo: null,
      shipToSource: null,
      goodsCents: null,
      freightCents: 0,
      taxCents: 0,
      totalCents: goods,
      paidCents: goods,
      freightMethod: null,
      tax: null,
      taxSettingsVersion: null,
      taxExemption: null,
    })
    .where(eq(orders.id, orderId));
}

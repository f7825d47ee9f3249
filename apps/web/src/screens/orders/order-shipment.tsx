import { NO_ADDRESS_RECORDED } from '@portal/domain';
import { AddressLines, ChargesList, type ChargesView } from '../../common/order-charges';
import type { RetrievedOrder } from './orders-api';

/** retrieve-orders' charges with the order's total, in the shape the charges list reads. */
function chargesOf(order: RetrievedOrder): ChargesView | null {
  const { charges } = order;
  if (!charges) return null;
  return {
    goods: charges.goods,
    freight: charges.freight,
    tax: charges.tax,
    total: order.total,
    method: charges.shipping_method?.name ?? null,
    taxRate: charges.tax_rate,
    exemption: charges.exemption ?? null,
  };
}

/**
 * Where an opened order ships and what it cost apart (docs/product.md#orders): 'no address
 * recorded' for an order placed before addresses were kept, and no breakdown for one placed before
 * freight and tax, whose total is all goods.
 */
export function OrderShipment({ order }: { order: RetrievedOrder }) {
  const headingId = `order-${order.order_number}-shipment`;
  const charges = chargesOf(order);
  return (
    <section aria-labelledby={headingId} className="orders-shipment">
      <h2 id={headingId} className="orders-subtitle">
        Shipping and charges of order {order.order_number}
      </h2>
      <div className="orders-shipment-parts">
        <div>
          <p className="small orders-shipment-label">Ship to</p>
          {order.ship_to ? (
            <AddressLines address={order.ship_to} />
          ) : (
            <p className="orders-shipment-none">{NO_ADDRESS_RECORDED}</p>
          )}
        </div>
        {charges && <ChargesList view={charges} className="orders-charges" />}
      </div>
    </section>
  );
}

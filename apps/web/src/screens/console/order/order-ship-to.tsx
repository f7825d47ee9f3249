import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatPrice,
  NO_ADDRESS_RECORDED,
  PRICE_ON_QUOTE,
  QUOTED_LINES_NOTE,
  exemptionLabel,
  shipToLines,
  type ConsoleOrderDetailAnswer,
  type ShipToSource,
} from '@portal/domain';
import { Facts } from '../console-table';
import { Section } from './order-sections';

type Order = ConsoleOrderDetailAnswer['order'];

/** Where an order's address came from, in the words the page shows. */
export function shipToSourceText(source: ShipToSource, order: Pick<Order, 'store_name' | 'store_code'>): string {
  if (source === 'store') return `The store's address (${order.store_name ?? order.store_code})`;
  return source === 'group' ? "The group's address" : 'Typed by the buyer at checkout';
}

/** The address as on a label, a line each; 'no address recorded' on orders placed before. */
export function ShipToAddressLines({ address, variant = 'body2' }: { address: Order['ship_to']; variant?: 'body1' | 'body2' }) {
  if (!address) return <Typography variant={variant}>{NO_ADDRESS_RECORDED}</Typography>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal', typography: variant, overflowWrap: 'anywhere' }}>
      {shipToLines(address).map((line, i) => (
        <Box component="span" key={i} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

/** The address the order ships to and where it came from; 'no address recorded' on orders placed before. */
export function ShipToSection({ order }: { order: Order }) {
  return (
    <Section title="Ship to" id="order-ship-to">
      <ShipToAddressLines address={order.ship_to} />
      {order.ship_to && order.ship_to_source && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {shipToSourceText(order.ship_to_source, order)}
        </Typography>
      )}
    </Section>
  );
}

/** The order's total as staff read it: a price on quote is never a free order. */
export function totalText(order: Pick<Order, 'price_on_quote' | 'total_cents'>): string {
  if (order.price_on_quote && order.total_cents === 0) return PRICE_ON_QUOTE;
  return order.price_on_quote ? `${formatPrice(order.total_cents)} (${QUOTED_LINES_NOTE})` : formatPrice(order.total_cents);
}

/** 'Sales tax' as the page says it: the rate charged, the certificate that made it exempt, or none. */
export function salesTaxText(charges: NonNullable<Order['charges']>): string {
  if (charges.exemption) return exemptionLabel(charges.exemption);
  return charges.tax_rate ? `${formatPrice(charges.tax)} (${charges.tax_rate})` : `${formatPrice(charges.tax)} (none charged)`;
}

/** What the order cost apart: goods, freight by its method, sales tax by its rate, and the total. */
export function ChargesSection({ order }: { order: Order }) {
  const { charges } = order;
  return (
    <Section title="Charges" id="order-charges">
      <Facts
        columns="minmax(8rem, auto) 1fr"
        sx={{ columnGap: 2, rowGap: 0.75 }}
        items={
          charges
            ? [
                ['Goods', formatPrice(charges.goods)],
                [
                  'Freight',
                  charges.shipping_method
                    ? `${formatPrice(charges.freight)} (${charges.shipping_method.name})`
                    : formatPrice(charges.freight),
                ],
                ['Sales tax', salesTaxText(charges)],
                ['Total', totalText(order)],
              ]
            : [
                // Placed before freight and tax were charged: its total is all goods.
                ['Goods', totalText(order)],
                ['Freight', 'None recorded'],
                ['Sales tax', 'None recorded'],
                ['Total', totalText(order)],
              ]
        }
      />
    </Section>
  );
}

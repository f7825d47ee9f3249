import type { OrderChargesApart, OrderLine, PricedLine, ShipToAddress, ShipToSource, Store } from '@portal/domain';

/** An order once it is placed (captured by PayPal, or accepted on account): what the e-mails tell. */
export interface PlacedOrder {
  id: string;
  /** What people quote: 'CB-100042'. */
  orderNumber: string;
  groupKey: string;
  groupTitle: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  store: { code: string; name: string; address?: string } | null;
  customerPo: string;
  payment: 'paypal' | 'account';
  /** The bypass code of an order on account, masked ('••••••CT'); the plain code is never kept. */
  maskedBypassCode?: string | null;
  totalCents: number;
  lines: OrderLine[];
  /** Where it ships and where the address came from; null (or absent) on orders placed before ship-to addresses were kept. */
  shipTo?: { address: ShipToAddress; source: ShipToSource | null } | null;
  /** Goods, freight and tax apart; null (or absent) on orders placed before freight and tax, whose total is all goods. */
  charges?: OrderChargesApart | null;
}

/** An order create-order has checked and priced from the catalogue, ready to be written. */
export interface CheckedOrder {
  lines: PricedLine[];
  totalCents: number;
  store: Store | null;
}

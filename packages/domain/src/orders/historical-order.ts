/** A line of a placed order as the orders screen shows it (docs/product.md#retrieve-orders). */
export interface OrderLineItem {
  code: string;
  quantity: number;
  /** Unit price in cents; absent on some old orders. */
  price?: number | null;
  description?: string | null;
  size?: string | null;
  color?: string | null;
  embroidery?: string | null;
  secondEmbroidery?: string | null;
  placement?: string | null;
  secondPlacement?: string | null;
  type?: string | null;
  name?: string | null;
  po?: string | null;
  customer_po?: string | null;
  est_ship_date?: string | null;
}

export interface HistoricalOrder {
  email: string;
  /** Milliseconds since the epoch; older records carry it as a string. */
  created_at: number | string;
  first_name: string;
  last_name: string;
  company_name: string;
  /** The store code chosen at checkout, or '' for none. */
  store: string;
  /** Cents paid (or accepted on account); 0 means not paid. */
  paid: number;
  /** 'on_account': placed with a bypass code, settled on account whatever its total (decision 010). */
  status?: 'paid' | 'on_account';
  order: OrderLineItem[];
}

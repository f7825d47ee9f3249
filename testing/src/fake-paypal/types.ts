// The fake's public shapes: what a test injects and what it reads back.

export type FakeOperation = 'token' | 'create' | 'get' | 'capture';

/** Applies to the next request of operation `on` (any operation when `on` is left out). */
export type FakeFault = (
  | { on?: FakeOperation; kind: 'decline' }
  | { on?: FakeOperation; kind: 'status'; status: 500 | 503 | 429 }
  /** Waits, then handles the request, unless the caller hung up meanwhile: then nothing happens. */
  | { on?: FakeOperation; kind: 'delay'; ms: number }
  /** Destroys the socket without answering and without handling the request. */
  | { on?: FakeOperation; kind: 'drop' }
  /** Captures and records, then answers only after `ms`: the "timed out after it captured" case. */
  | { on: 'capture'; kind: 'delay-after-capture'; ms: number }
) & {
  /**
   * Only a request for this order takes the fault: browser journeys run in parallel against one
   * fake, and a fault for any order may be taken by another journey's payment.
   */
  order?: string;
};

export interface FakeMoney {
  currency_code: string;
  value: string;
}

export interface FakeItem {
  name: string;
  quantity: string;
  unit_amount: FakeMoney;
  sku?: string;
  description?: string;
  category?: string;
}

export interface FakePurchaseUnit {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: FakeMoney & { breakdown?: Partial<Record<BreakdownKey, FakeMoney>> };
  items?: FakeItem[];
}

export interface FakeCapture {
  id: string;
  status: 'COMPLETED';
  amount: FakeMoney;
  final_capture: true;
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
}

export type FakeOrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export interface FakeOrder {
  id: string;
  intent: 'CAPTURE';
  status: FakeOrderStatus;
  purchaseUnits: FakePurchaseUnit[];
  paymentSource: Record<string, unknown> | null;
  requestId: string | null;
  createTime: string;
  updateTime: string;
  payer: Record<string, unknown> | null;
  captures: FakeCapture[];
}

export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakePayPalOptions {
  clientId?: string;
  clientSecret?: string;
  /** expires_in of issued tokens; PayPal's is typically 32400 (9 h). */
  tokenTtlSeconds?: number;
  /** 0 (default) picks a free port. */
  port?: number;
}

export interface FakePayPal {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Every order by id, for assertions. */
  readonly orders: ReadonlyMap<string, FakeOrder>;
  /** Every request received, headers included, for assertions. */
  readonly requests: readonly FakeRequest[];
  readonly tokenRequests: number;
  /** Real captures of the order, replays not counted. */
  captureCount(orderId: string): number;
  inject(fault: FakeFault): void;
  /** Existing tokens answer 401: PayPal's REST AUTHENTICATION_FAILURE, or the OAuth invalid_token also seen live. */
  expireTokens(style?: 'rest' | 'oauth'): void;
  /** What the buyer does in the popup. */
  approve(orderId: string): FakeOrder;
  reset(): void;
  close(): Promise<void>;
}

export type BreakdownKey = 'item_total' | 'tax_total' | 'shipping' | 'handling' | 'insurance' | 'shipping_discount' | 'discount';

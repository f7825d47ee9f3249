import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A local stand-in for PayPal's REST API (token, Orders v2 create/get/capture) for tests: real HTTP on
 * 127.0.0.1, PayPal's status codes and error JSON, PayPal-Request-Id replay, sandbox mock header, and
 * fault knobs for the failures that matter (decline, 5xx/429, slow, dropped, captured-then-timed-out).
 */

export type FakeOperation = 'token' | 'create' | 'get' | 'capture';

/** Applies to the next request of operation `on` (any operation when `on` is left out). */
export type FakeFault =
  | { on?: FakeOperation; kind: 'decline' }
  | { on?: FakeOperation; kind: 'status'; status: 500 | 503 | 429 }
  /** Waits, then handles the request, unless the caller hung up meanwhile: then nothing happens. */
  | { on?: FakeOperation; kind: 'delay'; ms: number }
  /** Destroys the socket without answering and without handling the request. */
  | { on?: FakeOperation; kind: 'drop' }
  /** Captures and records, then answers only after `ms`: the "timed out after it captured" case. */
  | { on: 'capture'; kind: 'delay-after-capture'; ms: number };

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

type BreakdownKey = 'item_total' | 'tax_total' | 'shipping' | 'handling' | 'insurance' | 'shipping_discount' | 'discount';

interface Detail {
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header';
  issue: string;
  description: string;
}

class PayPalReply {
  constructor(
    readonly status: number,
    readonly name: string,
    readonly details: Detail[] = [],
    readonly message: string = MESSAGES[name] ?? 'An internal server error has occurred.',
  ) {}
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  NOT_AUTHORIZED: 'Authorization failed due to insufficient permissions.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RATE_LIMIT_REACHED: 'Too many requests. Blocked due to rate limiting.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
};

const DESCRIPTIONS: Record<string, string> = {
  AMOUNT_MISMATCH: 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ITEM_TOTAL_MISMATCH: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit',
  ITEM_TOTAL_REQUIRED:
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  DECIMALS_NOT_SUPPORTED: 'Currency does not support decimals.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_NEGATIVE:
    'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
  MAX_VALUE_EXCEEDED: 'Should be less than or equal to 999999999999999.99.',
  CURRENCY_MISMATCH: 'Currency code should be the same for all amounts in the purchase unit.',
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  PAYPAL_REQUEST_ID_REQUIRED:
    "A PayPal-Request-Id is required if you are trying to process payment for an Order. Please specify a PayPal-Request-Id or Create the Order without a 'payment_source' specified.",
  PERMISSION_DENIED: 'You do not have permission to access or perform operations on this resource.',
};

const BAD_REQUEST_ISSUES = new Set([
  'MISSING_REQUIRED_PARAMETER',
  'INVALID_PARAMETER_SYNTAX',
  'INVALID_STRING_LENGTH',
  'INVALID_PARAMETER_VALUE',
  'MALFORMED_REQUEST_JSON',
  'PAYPAL_REQUEST_ID_REQUIRED',
]);

const AMOUNT_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const QUANTITY_PATTERN = /^[1-9][0-9]{0,9}$/;
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
const MAX_CENTS = 99_999_999_999_999_999n;
const BREAKDOWN_ADD: BreakdownKey[] = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'];
const BREAKDOWN_SUBTRACT: BreakdownKey[] = ['shipping_discount', 'discount'];
const UNIT = "/purchase_units/@reference_id=='default'";
/** Marks a body that was not JSON, so the route can answer PayPal's MALFORMED_REQUEST_JSON. */
const MALFORMED = Symbol('malformed JSON');

function detail(issue: string, extra: Omit<Detail, 'issue' | 'description'> = {}): Detail {
  return { ...extra, issue, description: DESCRIPTIONS[issue] ?? issue };
}

function paypalId(length = 17): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Checks the request against PayPal's schema (400s) and arithmetic (422s), exactly, in BigInt cents. */
function validateOrderRequest(body: Record<string, unknown>): { unit: FakePurchaseUnit } | PayPalReply {
  const bad: Detail[] = [];
  const semantic: Detail[] = [];

  if (body['intent'] === undefined) bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: '/intent', location: 'body' }));
  else if (body['intent'] !== 'CAPTURE') {
    // PayPal also takes AUTHORIZE; this portal never uses it, so the fake refuses it.
    bad.push(detail('INVALID_PARAMETER_VALUE', { field: '/intent', value: String(body['intent']), location: 'body' }));
  }
  const units = body['purchase_units'];
  if (!Array.isArray(units) || units.length === 0) {
    bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: '/purchase_units', location: 'body' }));
    return new PayPalReply(400, 'INVALID_REQUEST', bad);
  }
  if (units.length > 1) {
    // PayPal allows up to 10; one is all this portal sends and all the fake models.
    bad.push({
      ...detail('INVALID_PARAMETER_VALUE', { field: '/purchase_units', location: 'body' }),
      description: 'The fake supports one purchase unit.',
    });
  }
  const raw = units[0];
  if (!isRecord(raw)) {
    bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: '/purchase_units/0', location: 'body' }));
    return new PayPalReply(400, 'INVALID_REQUEST', bad);
  }
  for (const key of ['reference_id', 'custom_id', 'invoice_id', 'description'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    const max = key === 'reference_id' ? 256 : 127;
    if (typeof value !== 'string' || value.length < 1 || value.length > max) {
      bad.push(detail('INVALID_STRING_LENGTH', { field: `${UNIT}/${key}`, value: String(value), location: 'body' }));
    }
  }

  const amount = raw['amount'];
  if (!isRecord(amount)) {
    bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: `${UNIT}/amount`, location: 'body' }));
    return new PayPalReply(400, 'INVALID_REQUEST', bad);
  }
  const currency = amount['currency_code'];
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    bad.push(
      detail('INVALID_PARAMETER_SYNTAX', { field: `${UNIT}/amount/currency_code`, value: String(currency), location: 'body' }),
    );
    return new PayPalReply(400, 'INVALID_REQUEST', bad);
  }

  /** Cents of a money object, or null after recording why not. */
  const money = (value: unknown, field: string, allowNegative = false): bigint | null => {
    if (!isRecord(value)) {
      bad.push(detail('MISSING_REQUIRED_PARAMETER', { field, location: 'body' }));
      return null;
    }
    if (value['currency_code'] !== currency) {
      semantic.push(
        detail('CURRENCY_MISMATCH', { field: `${field}/currency_code`, value: String(value['currency_code']), location: 'body' }),
      );
    }
    const text = value['value'];
    // A JSON number (9.71 instead of "9.71") is a schema error, not something to coerce.
    if (typeof text !== 'string' || text.length > 32 || !AMOUNT_PATTERN.test(text)) {
      bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${field}/value`, value: String(text), location: 'body' }));
      return null;
    }
    const negative = text.startsWith('-');
    const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
    if (fraction !== '' && ZERO_DECIMAL_CURRENCIES.has(currency)) {
      semantic.push(detail('DECIMALS_NOT_SUPPORTED', { field: `${field}/value`, value: text, location: 'body' }));
      return null;
    }
    if (fraction.length > 2) {
      semantic.push(detail('DECIMAL_PRECISION', { field: `${field}/value`, value: text, location: 'body' }));
      return null;
    }
    const scale = ZERO_DECIMAL_CURRENCIES.has(currency) ? 1n : 100n;
    const magnitude = BigInt(whole || '0') * scale + BigInt(fraction.padEnd(2, '0') || '0');
    const cents = negative ? -magnitude : magnitude;
    if (cents > MAX_CENTS) {
      semantic.push(detail('MAX_VALUE_EXCEEDED', { field: `${field}/value`, value: text, location: 'body' }));
      return null;
    }
    if (cents < 0n && !allowNegative) {
      semantic.push(detail('CANNOT_BE_NEGATIVE', { field: `${field}/value`, value: text, location: 'body' }));
      return null;
    }
    return cents;
  };

  const total = money(amount, `${UNIT}/amount`, true);
  if (total !== null && total <= 0n) {
    semantic.push(
      detail('CANNOT_BE_ZERO_OR_NEGATIVE', { field: `${UNIT}/amount/value`, value: String(amount['value']), location: 'body' }),
    );
  }

  const breakdown = amount['breakdown'];
  const parts = new Map<BreakdownKey, bigint | null>();
  if (breakdown !== undefined) {
    if (!isRecord(breakdown)) {
      bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${UNIT}/amount/breakdown`, location: 'body' }));
    } else {
      for (const key of [...BREAKDOWN_ADD, ...BREAKDOWN_SUBTRACT]) {
        if (breakdown[key] !== undefined) parts.set(key, money(breakdown[key], `${UNIT}/amount/breakdown/${key}`));
      }
    }
  }

  const items = raw['items'];
  let itemSum: bigint | null = 0n;
  if (items !== undefined) {
    if (!Array.isArray(items)) {
      bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${UNIT}/items`, location: 'body' }));
      itemSum = null;
    } else {
      items.forEach((item: unknown, index) => {
        const field = `${UNIT}/items/${index}`;
        if (!isRecord(item)) {
          bad.push(detail('INVALID_PARAMETER_SYNTAX', { field, location: 'body' }));
          itemSum = null;
          return;
        }
        const name = item['name'];
        if (typeof name !== 'string')
          bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: `${field}/name`, location: 'body' }));
        else if (name.length < 1 || name.length > 127) {
          bad.push(detail('INVALID_STRING_LENGTH', { field: `${field}/name`, value: name, location: 'body' }));
        }
        for (const key of ['sku', 'description'] as const) {
          const value = item[key];
          if (value !== undefined && (typeof value !== 'string' || value.length > 127)) {
            bad.push(detail('INVALID_STRING_LENGTH', { field: `${field}/${key}`, value: String(value), location: 'body' }));
          }
        }
        const quantity = item['quantity'];
        // A STRING of a whole number >= 1; a JSON number is a schema error.
        if (typeof quantity !== 'string' || !QUANTITY_PATTERN.test(quantity)) {
          bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${field}/quantity`, value: String(quantity), location: 'body' }));
          itemSum = null;
        }
        const unitCents = money(item['unit_amount'], `${field}/unit_amount`);
        if (unitCents === null || typeof quantity !== 'string' || itemSum === null) itemSum = null;
        else itemSum += unitCents * BigInt(quantity);
      });
    }
  }

  if (bad.length > 0) return new PayPalReply(400, 'INVALID_REQUEST', bad);

  const itemTotal = parts.get('item_total');
  if (Array.isArray(items) && items.length > 0 && itemTotal === undefined) {
    semantic.push(detail('ITEM_TOTAL_REQUIRED', { field: `${UNIT}/amount/breakdown/item_total`, location: 'body' }));
  } else if (
    Array.isArray(items) &&
    items.length > 0 &&
    typeof itemTotal === 'bigint' &&
    itemSum !== null &&
    itemSum !== itemTotal
  ) {
    semantic.push(
      detail('ITEM_TOTAL_MISMATCH', {
        field: `${UNIT}/amount/breakdown/item_total/value`,
        value: String(isRecord(breakdown) && isRecord(breakdown['item_total']) ? breakdown['item_total']['value'] : ''),
        location: 'body',
      }),
    );
  }
  if (parts.size > 0 && total !== null && [...parts.values()].every((cents) => cents !== null)) {
    let expected = 0n;
    for (const key of BREAKDOWN_ADD) expected += parts.get(key) ?? 0n;
    for (const key of BREAKDOWN_SUBTRACT) expected -= parts.get(key) ?? 0n;
    if (expected !== total) {
      semantic.push(
        detail('AMOUNT_MISMATCH', { field: `${UNIT}/amount/value`, value: String(amount['value']), location: 'body' }),
      );
    }
  }
  if (semantic.length > 0) return new PayPalReply(422, 'UNPROCESSABLE_ENTITY', semantic);

  const unit = { reference_id: 'default', ...structuredClone(raw) } as unknown as FakePurchaseUnit;
  return { unit };
}

/** The sandbox's negative-testing header; the same header works against the real sandbox. */
function mockResponse(request: FastifyRequest): PayPalReply | null {
  const raw = header(request, 'paypal-mock-response');
  if (!raw) return null;
  let code: unknown;
  try {
    const parsed: unknown = JSON.parse(raw);
    code = isRecord(parsed) ? parsed['mock_application_codes'] : null;
  } catch {
    return null;
  }
  if (typeof code !== 'string' || code === '') return null;
  if (code === 'INTERNAL_SERVER_ERROR') return new PayPalReply(500, 'INTERNAL_SERVER_ERROR');
  if (code === 'PERMISSION_DENIED') return new PayPalReply(403, 'NOT_AUTHORIZED', [detail(code)]);
  if (code === 'INVALID_RESOURCE_ID') return new PayPalReply(404, 'RESOURCE_NOT_FOUND', [detail(code)]);
  if (BAD_REQUEST_ISSUES.has(code)) return new PayPalReply(400, 'INVALID_REQUEST', [detail(code)]);
  return new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail(code)]);
}

class FakePayPalServer implements FakePayPal {
  baseUrl = '';
  readonly clientId: string;
  readonly clientSecret: string;
  readonly orders = new Map<string, FakeOrder>();
  readonly requests: FakeRequest[] = [];
  tokenRequests = 0;

  private readonly app: FastifyInstance;
  private readonly tokenTtlSeconds: number;
  private readonly tokens = new Map<string, { expiresAt: number; revoked: 'rest' | 'oauth' | null }>();
  private readonly createReplays = new Map<string, string>();
  private readonly captureReplays = new Map<string, unknown>();
  private readonly captureCounts = new Map<string, number>();
  private faults: FakeFault[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(options: FakePayPalOptions) {
    this.clientId = options.clientId ?? 'test-client';
    this.clientSecret = options.clientSecret ?? 'test-secret';
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 32_400;
    // forceCloseConnections: close() must not wait for a delayed answer or a keep-alive socket.
    this.app = Fastify({ logger: false, forceCloseConnections: true });
    this.routes();
  }

  async listen(port = 0): Promise<void> {
    await this.app.listen({ host: '127.0.0.1', port });
    const address = this.app.server.address();
    if (!address || typeof address === 'string') throw new Error('fake PayPal has no TCP address');
    this.baseUrl = `http://127.0.0.1:${address.port}`;
  }

  captureCount(orderId: string): number {
    return this.captureCounts.get(orderId) ?? 0;
  }

  inject(fault: FakeFault): void {
    this.faults.push(fault);
  }

  expireTokens(style: 'rest' | 'oauth' = 'rest'): void {
    for (const token of this.tokens.values()) token.revoked = style;
  }

  approve(orderId: string): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
    if (order.status === 'COMPLETED') throw new Error(`fake PayPal: order ${orderId} is already captured`);
    order.status = 'APPROVED';
    order.updateTime = now();
    order.payer = {
      name: { given_name: 'Test', surname: 'Buyer' },
      email_address: 'buyer@example.com',
      payer_id: paypalId(13),
      address: { country_code: 'US' },
    };
    return order;
  }

  reset(): void {
    this.orders.clear();
    this.requests.length = 0;
    this.tokenRequests = 0;
    this.tokens.clear();
    this.createReplays.clear();
    this.captureReplays.clear();
    this.captureCounts.clear();
    this.faults = [];
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.app.close();
  }

  private takeFault(operation: FakeOperation): FakeFault | null {
    const index = this.faults.findIndex((fault) => fault.on === undefined || fault.on === operation);
    if (index < 0) return null;
    const [fault] = this.faults.splice(index, 1);
    return fault ?? null;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  private send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
    return reply.code(status).header('paypal-debug-id', paypalId(13).toLowerCase()).send(body);
  }

  private sendError(reply: FastifyReply, error: PayPalReply): FastifyReply {
    const debugId = paypalId(13).toLowerCase();
    const issues = [...new Set(error.details.map((d) => d.issue))];
    const links = (issues.length > 0 ? issues : [error.name]).map((issue) => ({
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
      rel: 'information_link',
      method: 'GET',
    }));
    const body = {
      name: error.name,
      message: error.message,
      debug_id: debugId,
      ...(error.details.length > 0 ? { details: error.details } : {}),
      links,
    };
    return reply.code(error.status).header('paypal-debug-id', debugId).send(body);
  }

  /**
   * Applies an injected fault. Returns 'handled' when the reply is already dealt with, otherwise the fault
   * (or null) left for the operation itself.
   */
  private async applyFault(
    operation: FakeOperation,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<'handled' | FakeFault | null> {
    const fault = this.takeFault(operation);
    if (!fault) return null;
    switch (fault.kind) {
      case 'drop':
        reply.hijack();
        request.raw.socket.destroy();
        return 'handled';
      case 'status': {
        const name =
          fault.status === 429 ? 'RATE_LIMIT_REACHED' : fault.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
        this.sendError(reply, new PayPalReply(fault.status, name));
        return 'handled';
      }
      case 'delay':
        await this.sleep(fault.ms);
        // The caller gave up: PayPal never got to it.
        if (request.raw.socket.destroyed) {
          reply.hijack();
          return 'handled';
        }
        return null;
      default:
        return fault;
    }
  }

  /** Bearer check; answers 401 and returns false when the token is unknown, expired or revoked. */
  private authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer (.+)$/.exec(header(request, 'authorization') ?? '');
    const token = match?.[1] ? this.tokens.get(match[1]) : undefined;
    if (token && token.revoked === null && Date.now() < token.expiresAt) return true;
    if (token?.revoked === 'oauth') {
      this.send(reply, 401, { error: 'invalid_token', error_description: 'Access Token not found in cache' });
    } else {
      this.sendError(reply, new PayPalReply(401, 'AUTHENTICATION_FAILURE'));
    }
    return false;
  }

  private links(order: FakeOrder): { href: string; rel: string; method: string }[] {
    const self = `${this.baseUrl}/v2/checkout/orders/${order.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED') {
      links.push(
        { href: `${this.baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
        { href: self, rel: 'update', method: 'PATCH' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      );
    } else if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({ href: `${this.baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    } else if (order.status === 'APPROVED') {
      links.push({ href: self, rel: 'update', method: 'PATCH' }, { href: `${self}/capture`, rel: 'capture', method: 'POST' });
    }
    return links;
  }

  private captureView(capture: FakeCapture) {
    return {
      ...capture,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      links: [{ href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' }],
    };
  }

  private representation(order: FakeOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.paymentSource ? { payment_source: this.paymentSourceView(order) } : {}),
      purchase_units: order.purchaseUnits.map((unit, index) => ({
        ...unit,
        payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT1' },
        ...(index === 0 && order.captures.length > 0
          ? { payments: { captures: order.captures.map((c) => this.captureView(c)) } }
          : {}),
      })),
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: this.links(order),
    };
  }

  private paymentSourceView(order: FakeOrder) {
    const email = typeof order.payer?.['email_address'] === 'string' ? order.payer['email_address'] : undefined;
    return { paypal: email ? { email_address: email, account_status: 'VERIFIED' } : {} };
  }

  /** Prefer: return=minimal (the default) answers id, status and links only. */
  private orderView(order: FakeOrder, request: FastifyRequest) {
    if (header(request, 'prefer') === 'return=representation') return this.representation(order);
    return {
      id: order.id,
      status: order.status,
      ...(order.paymentSource ? { payment_source: this.paymentSourceView(order) } : {}),
      links: this.links(order),
    };
  }

  /** Capture answers keep the captures even when minimal (what PayPal's samples rely on). */
  private captureResponse(order: FakeOrder, request: FastifyRequest) {
    if (header(request, 'prefer') === 'return=representation') return this.representation(order);
    return {
      id: order.id,
      status: order.status,
      payment_source: this.paymentSourceView(order),
      purchase_units: [
        {
          reference_id: order.purchaseUnits[0]?.reference_id ?? 'default',
          payments: { captures: order.captures.map((c) => this.captureView(c)) },
        },
      ],
      ...(order.payer ? { payer: order.payer } : {}),
      links: this.links(order),
    };
  }

  private notFound(reply: FastifyReply, id: string): FastifyReply {
    return this.sendError(
      reply,
      new PayPalReply(404, 'RESOURCE_NOT_FOUND', [
        detail('INVALID_RESOURCE_ID', { field: 'order_id', value: id, location: 'path' }),
      ]),
    );
  }

  private routes(): void {
    const app = this.app;

    // PayPal's own parsing: an empty JSON body is {}; broken JSON is a PayPal 400, not Fastify's.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(null, MALFORMED);
      }
    });
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

    app.addHook('onRequest', async (request) => {
      this.requests.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    });
    app.setNotFoundHandler((_request, reply) => this.sendError(reply, new PayPalReply(404, 'RESOURCE_NOT_FOUND')));
    app.setErrorHandler((_error, _request, reply) => this.sendError(reply, new PayPalReply(500, 'INTERNAL_SERVER_ERROR')));

    app.post('/v1/oauth2/token', async (request, reply) => {
      this.tokenRequests++;
      const fault = await this.applyFault('token', request, reply);
      if (fault === 'handled') return reply;
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (fault?.kind === 'decline' || header(request, 'authorization') !== expected) {
        return this.send(reply, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      if (form.get('grant_type') !== 'client_credentials') {
        return this.send(reply, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const accessToken = `A21AA${randomBytes(48).toString('base64url')}`;
      this.tokens.set(accessToken, { expiresAt: Date.now() + this.tokenTtlSeconds * 1000, revoked: null });
      return this.send(reply, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: this.tokenTtlSeconds,
        nonce: `${now()}${randomBytes(16).toString('base64url')}`,
      });
    });

    app.post('/v2/checkout/orders', async (request, reply) => {
      const fault = await this.applyFault('create', request, reply);
      if (fault === 'handled' || !this.authorized(request, reply)) return reply;
      const requestId = header(request, 'paypal-request-id');
      const replayed = requestId ? this.orders.get(this.createReplays.get(requestId) ?? '') : undefined;
      // PayPal answers a known PayPal-Request-Id with the same order (its latest state), whatever the body.
      if (replayed) return this.send(reply, 200, this.orderView(replayed, request));
      const mocked =
        fault?.kind === 'decline'
          ? new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail('INSTRUMENT_DECLINED')])
          : mockResponse(request);
      if (mocked) return this.sendError(reply, mocked);

      const body = request.body;
      if (body === MALFORMED || !isRecord(body)) {
        return this.sendError(
          reply,
          new PayPalReply(400, 'INVALID_REQUEST', [detail('MALFORMED_REQUEST_JSON', { location: 'body' })]),
        );
      }
      const paymentSource = isRecord(body['payment_source']) ? body['payment_source'] : null;
      if (paymentSource && !requestId) {
        return this.sendError(
          reply,
          new PayPalReply(400, 'INVALID_REQUEST', [detail('PAYPAL_REQUEST_ID_REQUIRED', { location: 'header' })]),
        );
      }
      const checked = validateOrderRequest(body);
      if (checked instanceof PayPalReply) return this.sendError(reply, checked);

      const time = now();
      const order: FakeOrder = {
        id: paypalId(),
        intent: 'CAPTURE',
        // With payment_source.paypal PayPal answers PAYER_ACTION_REQUIRED and a payer-action link, not CREATED.
        status: paymentSource && isRecord(paymentSource['paypal']) ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        purchaseUnits: [checked.unit],
        paymentSource: paymentSource ? structuredClone(paymentSource) : null,
        requestId,
        createTime: time,
        updateTime: time,
        payer: null,
        captures: [],
      };
      this.orders.set(order.id, order);
      if (requestId) this.createReplays.set(requestId, order.id);
      return this.send(reply, 201, this.orderView(order, request));
    });

    app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
      const fault = await this.applyFault('get', request, reply);
      if (fault === 'handled' || !this.authorized(request, reply)) return reply;
      const mocked =
        fault?.kind === 'decline'
          ? new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail('INSTRUMENT_DECLINED')])
          : mockResponse(request);
      if (mocked) return this.sendError(reply, mocked);
      const order = this.orders.get(request.params.id);
      if (!order) return this.notFound(reply, request.params.id);
      return this.send(reply, 200, this.representation(order));
    });

    // Test-only: lets a test in another process (a browser test) inject the next fault.
    app.post<{ Body: FakeFault }>('/__test/inject', async (request, reply) => {
      this.inject(request.body);
      return reply.code(204).send();
    });

    app.post<{ Params: { id: string } }>('/__test/approve/:id', async (request, reply) => {
      const order = this.orders.get(request.params.id);
      if (!order) return this.notFound(reply, request.params.id);
      if (order.status === 'COMPLETED') {
        return this.sendError(reply, new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail('ORDER_ALREADY_CAPTURED')]));
      }
      return this.send(reply, 200, this.representation(this.approve(order.id)));
    });

    app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
      const fault = await this.applyFault('capture', request, reply);
      if (fault === 'handled' || !this.authorized(request, reply)) return reply;
      const order = this.orders.get(request.params.id);
      if (!order) return this.notFound(reply, request.params.id);

      const requestId = header(request, 'paypal-request-id');
      const replayKey = requestId ? `${order.id}\n${requestId}` : null;
      // Only successes are kept for replay, so a retry after a decline (same request id) can still capture.
      if (replayKey && this.captureReplays.has(replayKey)) return this.send(reply, 200, this.captureReplays.get(replayKey));

      // A decline leaves the order APPROVED: the buyer picks another funding source and it is captured again.
      const mocked =
        fault?.kind === 'decline'
          ? new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail('INSTRUMENT_DECLINED')])
          : mockResponse(request);
      if (mocked) return this.sendError(reply, mocked);
      if (order.status === 'COMPLETED') {
        return this.sendError(reply, new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail('ORDER_ALREADY_CAPTURED')]));
      }
      if (order.status !== 'APPROVED') {
        return this.sendError(reply, new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail('ORDER_NOT_APPROVED')]));
      }

      const unit = order.purchaseUnits[0];
      if (!unit) return this.sendError(reply, new PayPalReply(500, 'INTERNAL_SERVER_ERROR'));
      const time = now();
      order.captures.push({
        id: paypalId(),
        status: 'COMPLETED',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        final_capture: true,
        ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
        create_time: time,
        update_time: time,
      });
      order.status = 'COMPLETED';
      order.updateTime = time;
      this.captureCounts.set(order.id, this.captureCount(order.id) + 1);
      const body = this.captureResponse(order, request);
      if (replayKey) this.captureReplays.set(replayKey, body);

      if (fault?.kind === 'delay-after-capture') {
        await this.sleep(fault.ms);
        if (request.raw.socket.destroyed) {
          reply.hijack();
          return reply;
        }
      }
      return this.send(reply, 201, body);
    });
  }
}

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const fake = new FakePayPalServer(options);
  await fake.listen(options.port);
  return fake;
}

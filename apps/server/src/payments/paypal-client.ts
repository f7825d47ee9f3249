import { formatCents, toCents } from '@portal/domain';

/** One PayPal REST account: sandbox or live, chosen by `apiBase`. */
export interface PayPalConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per HTTP request, token requests included. Default 10000. */
  timeoutMs?: number;
  /** Serve the local stand-in for PayPal's browser script: the fake PayPal only (paypal-stand-in.ts). */
  sdkStandIn?: boolean;
}

export interface PayPalOrderItem {
  name: string;
  sku: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CreateOrderInput {
  /** PayPal-Request-Id: the same id replays the same order instead of making a second one. */
  requestId: string;
  customId: string;
  invoiceId: string;
  description: string;
  currency: 'USD';
  /** The goods: their unit amounts × quantities are the breakdown's item_total. */
  items: PayPalOrderItem[];
  /** Freight in cents: the breakdown's shipping. */
  shippingCents: number;
  /** Sales tax in cents: the breakdown's tax_total (on the order, not per item). */
  taxCents: number;
}

export interface CreatedOrder {
  id: string;
  status: string;
}

export interface CaptureResult {
  orderStatus: string;
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | string | null;
  captureId: string | null;
  amountCents: number | null;
  currency: string | null;
  customId: string | null;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Refresh this long before PayPal says the token expires, so a call never races the expiry. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's limit for names, descriptions, custom_id and invoice_id. */
const MAX_TEXT = 127;
const MAX_REQUEST_ID = 108;
const MAX_QUANTITY = 9_999_999_999;

const USER_MESSAGES = {
  declined: 'Your payment method was declined. Please choose another way to pay.',
  alreadyCaptured: 'This order has already been paid.',
  notApproved: 'The payment was not approved yet.',
  expired: 'This payment has expired. Please start checkout again.',
  noAnswer: 'PayPal did not answer in time. Please try again.',
  generic: 'PayPal could not process the payment. Please try again.',
} as const;

export interface PayPalErrorInit {
  /** HTTP status, or 0 when PayPal never answered (network error, timeout). */
  status: number;
  paypalName?: string | null;
  issue?: string | null;
  debugId?: string | null;
  /** Defaults to: no answer, 429 or 5xx. */
  retryable?: boolean;
}

export class PayPalError extends Error {
  override readonly name = 'PayPalError';
  readonly status: number;
  /** PayPal's top-level `name`, e.g. UNPROCESSABLE_ENTITY. */
  readonly paypalName: string | null;
  /** `details[0].issue`, or the OAuth `error`, e.g. INSTRUMENT_DECLINED or invalid_client. */
  readonly issue: string | null;
  /** What PayPal support asks for. */
  readonly debugId: string | null;
  /** True when the same call (same PayPal-Request-Id) may simply be sent again. */
  readonly retryable: boolean;
  /** A sentence that can be shown to the buyer as is. */
  readonly userMessage: string;

  constructor(message: string, init: PayPalErrorInit) {
    super(message);
    this.status = init.status;
    this.paypalName = init.paypalName ?? null;
    this.issue = init.issue ?? null;
    this.debugId = init.debugId ?? null;
    this.retryable = init.retryable ?? (init.status === 0 || init.status === 429 || init.status >= 500);
    this.userMessage = userMessageFor(this.status, this.paypalName, this.issue);
  }
}

function userMessageFor(status: number, paypalName: string | null, issue: string | null): string {
  if (status === 0) return USER_MESSAGES.noAnswer;
  switch (issue) {
    case 'INSTRUMENT_DECLINED':
    case 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING':
      return USER_MESSAGES.declined;
    case 'ORDER_ALREADY_CAPTURED':
      return USER_MESSAGES.alreadyCaptured;
    case 'ORDER_NOT_APPROVED':
      return USER_MESSAGES.notApproved;
    case 'RESOURCE_NOT_FOUND':
    case 'INVALID_RESOURCE_ID':
      return USER_MESSAGES.expired;
  }
  // A 404 for an order without details still means the order is gone.
  if (paypalName === 'RESOURCE_NOT_FOUND') return USER_MESSAGES.expired;
  return USER_MESSAGES.generic;
}

interface ApiResponse {
  status: number;
  body: unknown;
  debugHeader: string | null;
}

export class PayPalClient {
  private readonly apiBase: string;
  private readonly timeoutMs: number;
  // #private: a logged or inspected client shows neither the secret nor the token.
  readonly #clientSecret: string;
  readonly #basicAuth: string;
  #cachedToken: { value: string; refreshAt: number } | null = null;
  #tokenInFlight: Promise<string> | null = null;

  constructor(config: PayPalConfig) {
    this.apiBase = config.apiBase.replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#clientSecret = config.clientSecret;
    this.#basicAuth = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    const body = buildOrderRequest(input);
    const response = await this.call('POST', '/v2/checkout/orders', body, { 'PayPal-Request-Id': input.requestId });
    const order = asRecord(response.body);
    const id = order?.['id'];
    const status = order?.['status'];
    if (typeof id !== 'string' || typeof status !== 'string') {
      throw this.unreadable('POST /v2/checkout/orders', response);
    }
    return { id, status };
  }

  async captureOrder(paypalOrderId: string, requestId: string): Promise<CaptureResult> {
    checkRequestId(requestId);
    const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`;
    const response = await this.call(
      'POST',
      path,
      {},
      // representation: whether return=minimal keeps the captures is not documented.
      { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
    );
    return this.readResult(`POST ${path}`, response);
  }

  /** The order and its first capture, if any: how to learn what happened after a timeout. */
  async getOrder(paypalOrderId: string): Promise<CaptureResult> {
    const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`;
    const response = await this.call('GET', path, undefined, {});
    return this.readResult(`GET ${path}`, response);
  }

  private readResult(what: string, response: ApiResponse): CaptureResult {
    const result = readCaptureResult(response.body);
    // A 2xx we cannot read may still mean money moved: retryable, so the caller replays or reconciles.
    if (!result) throw this.unreadable(what, response);
    return result;
  }

  private unreadable(what: string, response: ApiResponse): PayPalError {
    return new PayPalError(`PayPal ${what} answered ${response.status} with a body this client cannot read`, {
      status: response.status,
      debugId: response.debugHeader,
      retryable: true,
    });
  }

  /** One API call with the cached token; a 401 refreshes the token once and repeats the call once. */
  private async call(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string>): Promise<ApiResponse> {
    const what = `${method} ${path}`;
    let token = await this.token();
    for (let attempt = 0; ; attempt++) {
      const response = await this.send(what, `${this.apiBase}${path}`, {
        method,
        headers: {
          ...headers,
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) {
        this.forgetToken(token);
        token = await this.token();
        continue;
      }
      if (response.status >= 200 && response.status < 300) return response;
      throw this.errorFrom(what, response);
    }
  }

  private async token(): Promise<string> {
    const cached = this.#cachedToken;
    if (cached && Date.now() < cached.refreshAt) return cached.value;
    // Concurrent callers share one token request.
    this.#tokenInFlight ??= this.fetchToken().finally(() => {
      this.#tokenInFlight = null;
    });
    return this.#tokenInFlight;
  }

  /** Only drops the token that failed, not a fresher one another caller already fetched. */
  private forgetToken(token: string): void {
    if (this.#cachedToken?.value === token) this.#cachedToken = null;
  }

  private async fetchToken(): Promise<string> {
    const what = 'POST /v1/oauth2/token';
    const response = await this.send(what, `${this.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${this.#basicAuth}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (response.status < 200 || response.status >= 300) throw this.errorFrom(what, response);
    const json = asRecord(response.body);
    const value = json?.['access_token'];
    const expiresIn = json?.['expires_in'];
    if (typeof value !== 'string' || value === '') throw this.unreadable(what, response);
    const lifetimeMs = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn * 1000 : 0;
    this.#cachedToken = { value, refreshAt: Date.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return value;
  }

  private async send(what: string, url: string, init: RequestInit): Promise<ApiResponse> {
    let response: Response;
    let text: string;
    try {
      // The signal also covers reading the body, so a stalled body cannot hang the caller.
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `timed out after ${this.timeoutMs} ms` : `failed: ${this.redact(describeNetworkError(error))}`;
      // No cause attached: only our own summary of it, so nothing from the request can ride along.
      throw new PayPalError(`PayPal ${what} ${reason}`, { status: 0 });
    }
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, body, debugHeader: response.headers.get('paypal-debug-id') };
  }

  private errorFrom(what: string, response: ApiResponse): PayPalError {
    const json = asRecord(response.body);
    let paypalName: string | null = null;
    let issue: string | null = null;
    let debugId: string | null = response.debugHeader;
    let detail = '';
    if (json) {
      // REST shape: { name, message, debug_id, details: [{ issue, description }] }.
      paypalName = stringOrNull(json['name']);
      debugId = stringOrNull(json['debug_id']) ?? debugId;
      const details = json['details'];
      const first = Array.isArray(details) ? asRecord(details[0]) : null;
      issue = stringOrNull(first?.['issue']);
      // OAuth shape: { error, error_description }, from the token endpoint and sometimes for expired tokens.
      issue ??= stringOrNull(json['error']);
      detail =
        stringOrNull(first?.['description']) ?? stringOrNull(json['message']) ?? stringOrNull(json['error_description']) ?? '';
    } else if (typeof response.body === 'string') {
      detail = `non-JSON body: ${response.body.slice(0, 120)}`;
    }
    const parts = [`PayPal ${what} answered ${response.status}`, paypalName, issue].filter(Boolean).join(' ');
    const message = `${parts}${detail ? `: ${detail}` : ''}${debugId ? ` (debug_id ${debugId})` : ''}`;
    return new PayPalError(this.redact(message), { status: response.status, paypalName, issue, debugId });
  }

  /** Belt and braces: whatever PayPal or a proxy echoes, the secret and the token never reach a message. */
  private redact(text: string): string {
    const secrets = [this.#clientSecret, this.#basicAuth, this.#cachedToken?.value].filter(
      (s): s is string => typeof s === 'string' && s.length >= 4,
    );
    return secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
  }
}

function buildOrderRequest(input: CreateOrderInput) {
  checkRequestId(input.requestId);
  checkId('customId', input.customId);
  checkId('invoiceId', input.invoiceId);
  if (input.currency !== 'USD') throw new RangeError(`Unsupported currency: ${String(input.currency)}`);
  if (input.items.length === 0) throw new RangeError('A PayPal order needs at least one item');
  let totalCents = 0;
  const items = input.items.map((item, index) => {
    if (!Number.isSafeInteger(item.unitAmountCents) || item.unitAmountCents < 0) {
      throw new RangeError(`Item ${index}: unit amount must be whole cents, not negative: ${item.unitAmountCents}`);
    }
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY) {
      throw new RangeError(`Item ${index}: quantity must be a whole number from 1: ${item.quantity}`);
    }
    totalCents += item.unitAmountCents * item.quantity;
    const sku = truncate(item.sku, MAX_TEXT);
    return {
      name: truncate(item.name.trim(), MAX_TEXT) || sku || 'Item',
      ...(sku ? { sku } : {}),
      unit_amount: { currency_code: input.currency, value: formatCents(item.unitAmountCents) },
      quantity: String(item.quantity),
    };
  });
  for (const [name, cents] of [
    ['shipping', input.shippingCents],
    ['tax', input.taxCents],
  ] as const) {
    if (!Number.isSafeInteger(cents) || cents < 0)
      throw new RangeError(`The ${name} must be whole cents, not negative: ${cents}`);
  }
  const itemTotalCents = totalCents;
  totalCents += input.shippingCents + input.taxCents;
  // Beyond 2^53 cents the sum above is no longer exact.
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('Order total is too large');
  if (itemTotalCents <= 0) throw new RangeError(`A PayPal order's items must cost more than zero, got ${itemTotalCents} cents`);
  const total = formatCents(totalCents);
  const money = (cents: number) => ({ currency_code: input.currency, value: formatCents(cents) });
  const description = truncate(input.description.trim(), MAX_TEXT);
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        custom_id: input.customId,
        invoice_id: input.invoiceId,
        ...(description ? { description } : {}),
        amount: {
          currency_code: input.currency,
          value: total,
          // PayPal checks both: item_total = Σ unit_amount × quantity, and value = item_total + shipping + tax_total.
          breakdown: {
            item_total: money(itemTotalCents),
            shipping: money(input.shippingCents),
            tax_total: money(input.taxCents),
          },
        },
        items,
      },
    ],
    payment_source: {
      paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
    },
  };
}

function checkRequestId(requestId: string): void {
  if (requestId.length < 1 || requestId.length > MAX_REQUEST_ID) {
    throw new RangeError(`PayPal-Request-Id must be 1..${MAX_REQUEST_ID} characters`);
  }
}

/** custom_id and invoice_id are reconciliation keys: cutting them would break matching, so refuse instead. */
function checkId(field: string, value: string): void {
  if (value.length < 1 || value.length > MAX_TEXT) throw new RangeError(`${field} must be 1..${MAX_TEXT} characters`);
}

/** Cuts to `max` UTF-16 units without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

const TWO_DECIMALS = /^\d+\.\d{2}$/;

function readCaptureResult(body: unknown): CaptureResult | null {
  const order = asRecord(body);
  const orderStatus = order?.['status'];
  if (!order || typeof orderStatus !== 'string') return null;
  const units = order['purchase_units'];
  const unit = Array.isArray(units) ? asRecord(units[0]) : null;
  const payments = asRecord(unit?.['payments']);
  const captures = payments?.['captures'];
  const capture = Array.isArray(captures) ? asRecord(captures[0]) : null;
  const amount = asRecord(capture?.['amount']);
  const value = amount?.['value'];
  return {
    orderStatus,
    captureStatus: stringOrNull(capture?.['status']),
    captureId: stringOrNull(capture?.['id']),
    // Anything but a plain 2-decimal amount stays null, so it can never match an expected total by accident.
    amountCents: typeof value === 'string' && TWO_DECIMALS.test(value) ? toCents(Number(value)) : null,
    currency: stringOrNull(amount?.['currency_code']),
    customId: stringOrNull(capture?.['custom_id']) ?? stringOrNull(unit?.['custom_id']),
  };
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  const cause = error.cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : null;
  return code ? `${error.message} (${code})` : error.message;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

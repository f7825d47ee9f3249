// A create-order body checked as PayPal checks it: its schema (400s) and its arithmetic (422s),
// exactly, in BigInt cents.
import { detail, PayPalReply, type Detail } from './paypal-errors';
import type { BreakdownKey, FakePurchaseUnit } from './types';
import { isRecord } from './wire';

const AMOUNT_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const QUANTITY_PATTERN = /^[1-9][0-9]{0,9}$/;
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
const MAX_CENTS = 99_999_999_999_999_999n;
const BREAKDOWN_ADD: BreakdownKey[] = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'];
const BREAKDOWN_SUBTRACT: BreakdownKey[] = ['shipping_discount', 'discount'];
const UNIT = "/purchase_units/@reference_id=='default'";

/** What is wrong so far: schema problems (`bad`) answer 400 before arithmetic ones (`semantic`) answer 422. */
interface Problems {
  bad: Detail[];
  semantic: Detail[];
}

/** Cents of a money object, or null after recording why not. */
type MoneyReader = (value: unknown, field: string, allowNegative?: boolean) => bigint | null;

const invalidRequest = (problems: Problems) => new PayPalReply(400, 'INVALID_REQUEST', problems.bad);

/** Checks the request against PayPal's schema (400s) and arithmetic (422s), exactly, in BigInt cents. */
export function validateOrderRequest(body: Record<string, unknown>): { unit: FakePurchaseUnit } | PayPalReply {
  const problems: Problems = { bad: [], semantic: [] };
  const raw = purchaseUnit(body, problems);
  if (!raw) return invalidRequest(problems);

  const amount = raw['amount'];
  if (!isRecord(amount)) {
    problems.bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: `${UNIT}/amount`, location: 'body' }));
    return invalidRequest(problems);
  }
  const currency = amount['currency_code'];
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    problems.bad.push(
      detail('INVALID_PARAMETER_SYNTAX', { field: `${UNIT}/amount/currency_code`, value: String(currency), location: 'body' }),
    );
    return invalidRequest(problems);
  }

  const money = moneyReader(currency, problems);
  const total = money(amount, `${UNIT}/amount`, true);
  if (total !== null && total <= 0n) {
    problems.semantic.push(
      detail('CANNOT_BE_ZERO_OR_NEGATIVE', { field: `${UNIT}/amount/value`, value: String(amount['value']), location: 'body' }),
    );
  }
  const parts = breakdownParts(amount['breakdown'], money, problems);
  const items = raw['items'];
  const itemSum = itemsTotal(items, money, problems);

  if (problems.bad.length > 0) return invalidRequest(problems);
  checkArithmetic({ amount, total, parts, items, itemSum }, problems);
  if (problems.semantic.length > 0) return new PayPalReply(422, 'UNPROCESSABLE_ENTITY', problems.semantic);

  const unit = { reference_id: 'default', ...structuredClone(raw) } as unknown as FakePurchaseUnit;
  return { unit };
}

/** The one purchase unit, with the intent and the unit's text fields checked; null when it cannot be read. */
function purchaseUnit(body: Record<string, unknown>, { bad }: Problems): Record<string, unknown> | null {
  if (body['intent'] === undefined) bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: '/intent', location: 'body' }));
  else if (body['intent'] !== 'CAPTURE') {
    // PayPal also takes AUTHORIZE; this portal never uses it, so the fake refuses it.
    bad.push(detail('INVALID_PARAMETER_VALUE', { field: '/intent', value: String(body['intent']), location: 'body' }));
  }
  const units = body['purchase_units'];
  if (!Array.isArray(units) || units.length === 0) {
    bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: '/purchase_units', location: 'body' }));
    return null;
  }
  if (units.length > 1) {
    // PayPal allows up to 10; one is all this portal sends and all the fake models.
    bad.push({
      ...detail('INVALID_PARAMETER_VALUE', { field: '/purchase_units', location: 'body' }),
      description: 'The fake supports one purchase unit.',
    });
  }
  const raw: unknown = units[0];
  if (!isRecord(raw)) {
    bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: '/purchase_units/0', location: 'body' }));
    return null;
  }
  for (const key of ['reference_id', 'custom_id', 'invoice_id', 'description'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    const max = key === 'reference_id' ? 256 : 127;
    if (typeof value !== 'string' || value.length < 1 || value.length > max) {
      bad.push(detail('INVALID_STRING_LENGTH', { field: `${UNIT}/${key}`, value: String(value), location: 'body' }));
    }
  }
  return raw;
}

/** Reads money objects of the unit's currency. */
function moneyReader(currency: string, { bad, semantic }: Problems): MoneyReader {
  return (value, field, allowNegative = false) => {
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
}

/** The breakdown's amounts that are present, each in cents or null when unreadable. */
function breakdownParts(breakdown: unknown, money: MoneyReader, { bad }: Problems): Map<BreakdownKey, bigint | null> {
  const parts = new Map<BreakdownKey, bigint | null>();
  if (breakdown === undefined) return parts;
  if (!isRecord(breakdown)) {
    bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${UNIT}/amount/breakdown`, location: 'body' }));
    return parts;
  }
  for (const key of [...BREAKDOWN_ADD, ...BREAKDOWN_SUBTRACT]) {
    if (breakdown[key] !== undefined) parts.set(key, money(breakdown[key], `${UNIT}/amount/breakdown/${key}`));
  }
  return parts;
}

/** The sum of unit_amount × quantity over the items, or null when an item cannot be read. */
function itemsTotal(items: unknown, money: MoneyReader, problems: Problems): bigint | null {
  if (items === undefined) return 0n;
  if (!Array.isArray(items)) {
    problems.bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${UNIT}/items`, location: 'body' }));
    return null;
  }
  let sum: bigint | null = 0n;
  for (const [index, item] of items.entries()) {
    const cents = itemTotal(item, `${UNIT}/items/${index}`, money, problems);
    sum = sum === null || cents === null ? null : sum + cents;
  }
  return sum;
}

/** One item's unit_amount × quantity, or null when it cannot be computed. */
function itemTotal(item: unknown, field: string, money: MoneyReader, { bad }: Problems): bigint | null {
  if (!isRecord(item)) {
    bad.push(detail('INVALID_PARAMETER_SYNTAX', { field, location: 'body' }));
    return null;
  }
  const name = item['name'];
  if (typeof name !== 'string') bad.push(detail('MISSING_REQUIRED_PARAMETER', { field: `${field}/name`, location: 'body' }));
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
  const wholeQuantity = typeof quantity === 'string' && QUANTITY_PATTERN.test(quantity);
  if (!wholeQuantity) {
    bad.push(detail('INVALID_PARAMETER_SYNTAX', { field: `${field}/quantity`, value: String(quantity), location: 'body' }));
  }
  const unitCents = money(item['unit_amount'], `${field}/unit_amount`);
  return unitCents === null || !wholeQuantity ? null : unitCents * BigInt(quantity);
}

/** item_total against the items, and the amount against its breakdown. */
function checkArithmetic(
  sums: {
    amount: Record<string, unknown>;
    total: bigint | null;
    parts: Map<BreakdownKey, bigint | null>;
    items: unknown;
    itemSum: bigint | null;
  },
  { semantic }: Problems,
): void {
  const { amount, total, parts, items, itemSum } = sums;
  const itemTotal = parts.get('item_total');
  const hasItems = Array.isArray(items) && items.length > 0;
  if (hasItems && itemTotal === undefined) {
    semantic.push(detail('ITEM_TOTAL_REQUIRED', { field: `${UNIT}/amount/breakdown/item_total`, location: 'body' }));
  } else if (hasItems && typeof itemTotal === 'bigint' && itemSum !== null && itemSum !== itemTotal) {
    const breakdown = amount['breakdown'];
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
}

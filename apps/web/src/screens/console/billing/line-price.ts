import { formatPrice, MAX_UNIT_PRICE_CENTS, type AwaitingPriceOrder, type ConsoleLinePriceAnswer } from '@portal/domain';
import { readDollars, type TypedDollars } from './typed-dollars';

type Line = AwaitingPriceOrder['lines'][number];

/** A unit price as typed, within the contract's bounds (consoleLinePriceBodySchema: a cent to MAX_UNIT_PRICE_CENTS). */
export function readUnitPrice(text: string): TypedDollars {
  const read = readDollars(text, 'the unit price');
  if (read.ok && (read.cents < 1 || read.cents > MAX_UNIT_PRICE_CENTS))
    return { ok: false, problem: `A unit price is from $0.01 to ${formatPrice(MAX_UNIT_PRICE_CENTS)}.` };
  return read;
}

/** Where each line's price field keeps its text. */
export const lineKey = (orderId: string, lineNo: number) => `${orderId}:${lineNo}`;

/**
 * What the page says once a line is priced: the price, then the invoice it issued, or what the
 * invoice still waits for (another line on quote, or the order's moment: it ships).
 */
export function pricedText(order: AwaitingPriceOrder, line: Line, answer: ConsoleLinePriceAnswer): string {
  const priced = `Line ${line.line_no} of ${order.order_number} (${line.code}) priced at ${formatPrice(answer.unit_price_cents)} each.`;
  if (answer.invoice_number) return `${priced} Invoice ${answer.invoice_number} issued.`;
  const more = order.lines.filter((other) => other.line_no !== line.line_no).length;
  if (more > 0) return `${priced} ${more} more line${more === 1 ? '' : 's'} on quote before the order is invoiced.`;
  return order.due ? priced : `${priced} Its invoice is issued when the order ships.`;
}

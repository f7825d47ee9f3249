// No zod here: the shell reaches this file through the stored cart, and zod would then ride along
// on every screen's cold load. cartLineSchema (cart-line.schema.ts) is the server's check;
// readCartLine applies the same rules by hand, and a property test keeps the two in step.
import { PRODUCT_TYPES } from '../catalogue/product-type';
import type { CartLineShape } from './cart-line.schema';

export type CartLine = CartLineShape;

/** The cart: line key to line. */
export type Cart = Readonly<Record<string, CartLine>>;

const LINE_KEYS: ReadonlySet<string> = new Set([
  'type',
  'name',
  'price',
  'quantity',
  'size',
  'color',
  'code',
  'placement',
  'embroidery',
  'secondEmbroidery',
  'secondPlacement',
]);

const isText = (value: unknown, max: number, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isOptionalText = (value: unknown, max: number) => value === undefined || isText(value, max);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * A cart line read from untrusted storage: the line when it fits cartLineSchema's rules (no other
 * field, a known product type, text lengths, whole cents and units), else null.
 */
export function readCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  if (Object.keys(line).some((key) => !LINE_KEYS.has(key))) return null;
  const fits =
    (PRODUCT_TYPES as readonly unknown[]).includes(line.type) &&
    isText(line.name, 160) &&
    isWhole(line.price, 0, Number.MAX_SAFE_INTEGER) &&
    isWhole(line.quantity, 1, 10_000_000) &&
    isText(line.size, 40, 1) &&
    isText(line.color, 40, 1) &&
    isText(line.code, 40, 1) &&
    isText(line.placement, 40) &&
    isText(line.embroidery, 60) &&
    isOptionalText(line.secondEmbroidery, 60) &&
    isOptionalText(line.secondPlacement, 40);
  return fits ? ({ ...line } as CartLine) : null;
}

/**
 * A line's identity: code, size, colour, embroidery and the second embroidery when there is one.
 * Two additions with the same key are one line. JSON keeps the parts apart whatever they contain.
 */
export function cartLineKey(line: Pick<CartLine, 'code' | 'size' | 'color' | 'embroidery' | 'secondEmbroidery'>): string {
  const parts = [line.code, line.size, line.color, line.embroidery];
  if (line.secondEmbroidery) parts.push(line.secondEmbroidery);
  return JSON.stringify(parts);
}

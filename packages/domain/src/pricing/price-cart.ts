import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { CartLine } from '../cart/cart-line';
import { chargedUnitPrice } from './size-price';

export interface PricedLine {
  line: CartLine;
  item: CatalogueItem;
  /** Unit price in cents from the catalogue. */
  unitPrice: number;
  /** unitPrice × quantity, in cents. */
  lineTotal: number;
}

export interface PricingProblem {
  index: number;
  message: string;
}

export type PricedCart =
  { ok: true; lines: PricedLine[]; totalCents: number; quantity: number } | { ok: false; problems: PricingProblem[] };

/**
 * Prices cart lines from the catalogue alone; the prices the lines carry are ignored.
 * Quantity breaks and discount tiers count every unit of the same item code in the cart,
 * so the price of a line does not depend on how the units were split across lines.
 */
export function priceCart(lines: readonly CartLine[], catalogue: ReadonlyMap<string, CatalogueItem>): PricedCart {
  const unitsByCode = new Map<string, number>();
  for (const line of lines) unitsByCode.set(line.code, (unitsByCode.get(line.code) ?? 0) + line.quantity);

  const problems: PricingProblem[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const item = catalogue.get(line.code);
    if (!item || item.restricted) {
      problems.push({ index, message: `Item ${line.code} is not in this catalogue` });
      return;
    }
    if (!item.colors.includes(line.color)) {
      problems.push({ index, message: `${item.fullname} does not come in ${line.color}` });
      return;
    }
    const units = unitsByCode.get(line.code) ?? line.quantity;
    const unitPrice = chargedUnitPrice(item, line.size, units);
    if (unitPrice === null) {
      problems.push({ index, message: `${item.fullname} has no size ${line.size}` });
      return;
    }
    priced.push({ line, item, unitPrice, lineTotal: unitPrice * line.quantity });
  });

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    lines: priced,
    totalCents: priced.reduce((sum, p) => sum + p.lineTotal, 0),
    quantity: priced.reduce((sum, p) => sum + p.line.quantity, 0),
  };
}

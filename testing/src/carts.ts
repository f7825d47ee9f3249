import { buildCartLines, catalogueByCode, priceCart, type CartLine, type CatalogueItem } from '@portal/domain';
import { registry } from './tenants';

/**
 * Cart lines for a group's item, made the way the item screen makes them: the first offered logo,
 * default placement, `quantity` units in the first size and colour.
 */
export function linesFor(
  groupKey: string,
  code: string,
  quantity: number,
  over: { size?: string; color?: string } = {},
): CartLine[] {
  const tenant = registry.groups.get(groupKey);
  const item = tenant?.catalogue.find((i) => i.code === code);
  if (!tenant || !item) throw new Error(`no item ${code} in ${groupKey}`);
  const options = tenant.config.embroideries[item.type] ?? [];
  const result = buildCartLines({
    item,
    cells: [{ size: over.size ?? Object.keys(item.sizes)[0]!, color: over.color ?? item.default_color, raw: String(quantity) }],
    embroideryOptions: options,
    embroidery: options[0],
    placements: tenant.config.logo_placements,
    placementTable: tenant.placementTable,
  });
  if (!result.ok) throw new Error(`cannot add ${code}: ${result.message}`);
  return result.lines;
}

/** A checkout body as the web app sends it. */
export function checkoutBody(groupKey: string, cart: CartLine[], over: Record<string, unknown> = {}) {
  return {
    companyName: groupKey,
    first_name: 'Rosa',
    last_name: 'Delgado',
    email: 'rosa.delgado@example.com',
    store: '',
    customer_po: 'PO-7731',
    cart,
    ...over,
  };
}

export function itemOf(groupKey: string, code: string) {
  const item = registry.groups.get(groupKey)?.catalogue.find((i) => i.code === code);
  if (!item) throw new Error(`no item ${code} in ${groupKey}`);
  return item;
}

/** What pricing reads of a line; the journeys write their lines as plain objects. */
type PricedFields = Pick<CartLine, 'code' | 'size' | 'color' | 'quantity' | 'price'>;

/**
 * Lines at the unit prices the server charges for them together (priceCart over `catalogue`, a
 * storefront's or a tenant's), as the web app's cart carries them: create-order refuses a line
 * carrying any other price (decision 002).
 */
export function atCataloguePrices<T extends PricedFields>(lines: readonly T[], catalogue: readonly CatalogueItem[]): T[] {
  const priced = priceCart(lines as unknown as CartLine[], catalogueByCode(catalogue));
  if (!priced.ok) throw new Error(priced.problems.map((problem) => problem.message).join('; '));
  return lines.map((line, index) => ({ ...line, price: priced.lines[index]!.unitPrice }));
}

import { buildCartLines, type CartLine } from '@portal/domain';
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

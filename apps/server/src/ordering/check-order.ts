import {
  cartLineProblem,
  catalogueByCode,
  COMPANY_MINIMUM_MESSAGE,
  meetsCompanyMinimum,
  orderLimitsOf,
  orderSizeProblem,
  priceCart,
  type CartLine,
  type Store,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import { AppError } from '../errors/app-error';
import type { CheckedOrder } from '../order-store/placed-order';

/** Buyers know stores by name, never by code: 'Guardian Warehouse North or Guardian Warehouse South'. */
function storeNames(tenant: Tenant, codes: readonly string[]): string {
  return codes.map((code) => tenant.config.stores.find((s) => s.code === code)?.name ?? code).join(' or ');
}

function findStore(tenant: Tenant, chosen: string): Store | null {
  if (chosen === '' || chosen === 'None') return null;
  const store = tenant.config.stores.find((s) => s.code === chosen || s.name === chosen);
  if (!store) throw new AppError('UNPROCESSABLE', `Choose one of the stores of ${tenant.config.title}, or None.`);
  return store;
}

/** What checking reads of an order: its lines, and the store chosen (a code, a name, or '' / 'None'). */
export interface OrderToCheck {
  lines: readonly CartLine[];
  store: string;
}

/**
 * Everything an order must hold before it is written: the same rules the browser applies, then
 * prices from the catalogue alone. Throws a 422 naming what is wrong. `storeUnlocked` says whether
 * whoever places it may order a store's custom items (its password given, or staff).
 */
export function checkOrder(tenant: Tenant, order: OrderToCheck, storeUnlocked: (storeCode: string) => boolean): CheckedOrder {
  const cartLines: CartLine[] = [...order.lines];
  if (cartLines.length === 0) throw new AppError('UNPROCESSABLE', 'The cart is empty.');
  const store = findStore(tenant, order.store);
  // Before pricing: a cart of 10,000,000 units or 500 lines is refused for what it is, cheaply.
  const sizeProblem = orderSizeProblem(
    cartLines.map((line) => ({
      name: catalogueByCode(tenant.catalogue).get(line.code)?.fullname ?? line.code,
      size: line.type === 'customs' ? '' : line.size,
      quantity: line.quantity,
    })),
    orderLimitsOf(tenant.config.order_limits),
  );
  if (sizeProblem) throw new AppError('UNPROCESSABLE', sizeProblem);

  const priced = priceCart(cartLines, catalogueByCode(tenant.catalogue));
  if (!priced.ok) throw new AppError('UNPROCESSABLE', priced.problems[0]?.message ?? 'The cart cannot be priced.');

  const { config } = tenant;
  for (const { line, item } of priced.lines) {
    const problem = cartLineProblem(line, item, {
      embroideryOptions: config.embroideries[item.type] ?? [],
      placements: config.logo_placements,
      placementTable: tenant.placementTable,
    });
    if (problem) throw new AppError('UNPROCESSABLE', problem);
    if (item.supportedStores) {
      if (!store || !item.supportedStores.includes(store.code)) {
        throw new AppError(
          'UNPROCESSABLE',
          `${item.fullname} can only be ordered for ${storeNames(tenant, item.supportedStores)}.`,
        );
      }
      if (Object.hasOwn(tenant.secrets.store_passwords, store.code) && !storeUnlocked(store.code)) {
        throw new AppError('FORBIDDEN', `Enter the password of ${store.name} to order its custom items.`);
      }
    }
  }
  if (!meetsCompanyMinimum(cartLines, config.minimum_apparel_order)) throw new AppError('UNPROCESSABLE', COMPANY_MINIMUM_MESSAGE);
  return { lines: priced.lines, totalCents: priced.totalCents, store };
}

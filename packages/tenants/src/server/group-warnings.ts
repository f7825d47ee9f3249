import { groupShipTo, storeShipTo, type GroupPublicConfig } from '@portal/domain';

/** What a check warns of: it does not stop a group loading nor a publish, but someone should look. */
export interface GroupWarning {
  field: string;
  message: string;
}

/**
 * What a group's checks warn of, the same in `tenants:check`, `tenants:check-database` and before
 * a publish in the console: a store or the group without an address a parcel can be sent to, which
 * therefore cannot be chosen as an order's destination (docs/product.md#ship-to).
 */
export function groupWarnings(
  config: Pick<GroupPublicConfig, 'stores' | 'title' | 'ship_to_address' | 'typed_ship_to'>,
): GroupWarning[] {
  const warnings: GroupWarning[] = config.stores
    .filter((store) => !storeShipTo(store))
    .map((store) => ({
      field: `stores.${store.code}.address`,
      message: store.address?.trim()
        ? `${store.name} (${store.code}): '${store.address}' is not an address a parcel can be sent to (street, city, ST ZIP), so it cannot be chosen as a destination.`
        : `${store.name} (${store.code}) is listed without an address, so it cannot be chosen as a destination. Add it when it is known.`,
    }));
  if (!groupShipTo(config)) {
    warnings.push({
      field: 'ship_to_address',
      message: config.ship_to_address?.trim()
        ? `The group's ship-to address '${config.ship_to_address}' is not one a parcel can be sent to (street, city, ST ZIP): orders without a store cannot ship to the group.`
        : 'The group has no ship-to address, so orders without a store cannot ship to the group. Add the address the provider ships to when no store is chosen.',
    });
  }
  return warnings;
}

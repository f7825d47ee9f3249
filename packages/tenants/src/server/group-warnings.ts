import type { GroupPublicConfig } from '@portal/domain';

/** What a check warns of: it does not stop a group loading nor a publish, but someone should look. */
export interface GroupWarning {
  field: string;
  message: string;
}

/**
 * What a group's checks warn of, the same in `tenants:check`, `tenants:check-database` and before
 * a publish in the console: a store listed without an address (the console's order page shows
 * none for its orders, and whoever packs them must ask where they go).
 */
export function groupWarnings(config: Pick<GroupPublicConfig, 'stores'>): GroupWarning[] {
  return config.stores
    .filter((store) => !store.address?.trim())
    .map((store) => ({
      field: `stores.${store.code}.address`,
      message: `${store.name} (${store.code}) is listed without an address. Add it when it is known.`,
    }));
}

import * as z from 'zod/mini';
import { parseOneLineAddress, shipToAddressSchema, type ShipToAddress, type ShipToSource } from './ship-to';

/** What a group's settings say about where its orders may go. */
export interface DestinationSettings {
  title: string;
  stores: readonly { code: string; name: string; address?: string | undefined }[];
  /** The group's own address, one line, where the provider ships when no store is chosen. */
  ship_to_address?: string | undefined;
  /** Whether a buyer may type an address of their own. */
  typed_ship_to?: boolean | undefined;
}

/** How create-order names the destination: the chosen store's, the group's, or one typed. */
export const shipToChoiceSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('store') }),
  z.strictObject({ source: z.literal('group') }),
  z.strictObject({ source: z.literal('typed'), address: shipToAddressSchema }),
]);
export type ShipToChoice = z.output<typeof shipToChoiceSchema>;
export type ShipToChoiceInput = z.input<typeof shipToChoiceSchema>;

export const groupShipTo = (settings: DestinationSettings): ShipToAddress | null =>
  parseOneLineAddress(settings.ship_to_address, settings.title);

export const storeShipTo = (store: { name: string; address?: string | undefined }): ShipToAddress | null =>
  parseOneLineAddress(store.address, store.name);

/** The destination an order goes to, with where it came from. */
export interface ResolvedShipTo {
  source: ShipToSource;
  address: ShipToAddress;
}

/**
 * Where an order for `storeCode` (null: no store) goes, by the buyer's choice; with no choice, the
 * store's address, else the group's. Answers the problem in words when the choice cannot be met.
 */
export function resolveShipTo(
  settings: DestinationSettings,
  storeCode: string | null,
  choice: ShipToChoice | undefined,
): { ok: true; shipTo: ResolvedShipTo } | { ok: false; problem: string } {
  const store = storeCode === null ? null : settings.stores.find((entry) => entry.code === storeCode);
  const fromStore = store ? storeShipTo(store) : null;
  const fromGroup = groupShipTo(settings);
  const source = choice?.source ?? (fromStore ? 'store' : 'group');
  if (source === 'typed') {
    if (!settings.typed_ship_to)
      return { ok: false, problem: `${settings.title} ships only to its stores' and its own addresses.` };
    if (choice?.source !== 'typed') return { ok: false, problem: 'Enter the address to ship to.' };
    return { ok: true, shipTo: { source, address: choice.address } };
  }
  if (source === 'store') {
    if (!store) return { ok: false, problem: 'Choose a store to ship to its address.' };
    if (!fromStore) return { ok: false, problem: `${store.name} has no address to ship to: choose another destination.` };
    return { ok: true, shipTo: { source, address: fromStore } };
  }
  if (!fromGroup) {
    return {
      ok: false,
      problem: settings.typed_ship_to
        ? `${settings.title} has no address of its own: choose a store or type the address to ship to.`
        : `${settings.title} has no address of its own to ship to: choose a store.`,
    };
  }
  return { ok: true, shipTo: { source, address: fromGroup } };
}

/** The offer's checks: each store or group that cannot be chosen as a destination, and why. */
export function destinationWarnings(settings: DestinationSettings): string[] {
  const warnings: string[] = [];
  if (!groupShipTo(settings)) {
    warnings.push(
      settings.ship_to_address
        ? `The group's ship-to address '${settings.ship_to_address}' is not one a parcel can be sent to (street, city, state ZIP): orders without a store cannot ship to it.`
        : 'The group has no ship-to address: orders without a store cannot ship to the group.',
    );
  }
  for (const store of settings.stores) {
    if (storeShipTo(store)) continue;
    warnings.push(
      store.address
        ? `${store.name}: the address '${store.address}' is not one a parcel can be sent to (street, city, state ZIP), so it cannot be chosen as a destination.`
        : `${store.name} has no address, so it cannot be chosen as a destination.`,
    );
  }
  return warnings;
}

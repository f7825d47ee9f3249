import type { OfferChange } from '@portal/domain';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { changeDraft, type OfferActor } from './offer-drafts';
import { partsOf, refuseProblemsIn } from './draft-checks';

interface StoreFields {
  name: string;
  address: string;
}

/** Adds a store to the draft, or changes its name and address; its code is the one in the address. */
export function saveDraftStore(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  code: string,
  fields: StoreFields,
): Promise<OfferChange[]> {
  return changeDraft(db, actor, groupKey, (document) => {
    const { group } = partsOf(document);
    const stores = Array.isArray(group.stores) ? (group.stores as Record<string, unknown>[]) : [];
    const store = { name: fields.name, ...(fields.address.trim() ? { address: fields.address.trim() } : {}), code };
    const at = stores.findIndex((entry) => entry.code === code);
    if (at >= 0) stores[at] = store;
    else stores.push(store);
    group.stores = stores;
    const index = at >= 0 ? at : stores.length - 1;
    refuseProblemsIn(groupKey, document, (p) => p.file === 'group' && p.field.startsWith(`stores.${index}.`));
  });
}

/** Takes a store out of the draft with its password and spending rules; refused while items are limited to it. */
export function removeDraftStore(db: Database, actor: OfferActor, groupKey: string, code: string): Promise<OfferChange[]> {
  return changeDraft(db, actor, groupKey, (document) => {
    const { group, secrets, items } = partsOf(document);
    const stores = Array.isArray(group.stores) ? (group.stores as Record<string, unknown>[]) : [];
    if (!stores.some((store) => store.code === code)) throw new AppError('NOT_FOUND', `The group has no store ${code}.`);
    const limited = items.filter((item) => Array.isArray(item.supportedStores) && item.supportedStores.includes(code));
    if (limited.length > 0)
      throw new AppError(
        'CONFLICT',
        `Items ${limited.map((item) => String(item.code)).join(', ')} can be ordered only for this store; change them first.`,
      );
    group.stores = stores.filter((store) => store.code !== code);
    const passwords = { ...((secrets.store_passwords ?? {}) as Record<string, unknown>) };
    delete passwords[code];
    secrets.store_passwords = passwords;
    // Its spending rules go with it (audited as the settings they are: an admin's change).
    const spending = secrets.spending as { stores?: Record<string, unknown> } | undefined;
    if (spending?.stores && Object.hasOwn(spending.stores, code)) {
      delete spending.stores[code];
      if (Object.keys(spending.stores).length === 0) delete spending.stores;
    }
  });
}

import type { OfferItem, OfferLogos, OfferSettings, OfferSpendingRules, OfferUploadKind } from '@portal/domain';
import { callConsole, type Caller } from './request';

// The groups' offer (docs/catalogue.md): each group's draft of items, settings, stores, secrets and
// logos, publishing it, its versions, and the files and pictures it takes.

/** The catalogue's groups in scope: each one's live version, draft and a version set for later (docs/catalogue.md). */
export const consoleOfferGroups = (caller: Caller) =>
  callConsole('GET /api/console/offer', { fallback: 'The catalogue could not be loaded.', caller });
/** A group's draft and what it changes, its versions and its latest changes. */
export const consoleOfferGroup = (group: string, caller: Caller) =>
  callConsole('GET /api/console/offer/:group', {
    params: { group },
    fallback: "The group's catalogue could not be loaded.",
    caller,
  });
/** A group's items as its draft has them (the newest version's without one), prices in dollars. */
export const consoleOfferItems = (group: string, caller: Caller) =>
  callConsole('GET /api/console/offer/:group/items', { params: { group }, fallback: 'The items could not be loaded.', caller });
/** Saves a whole item to the group's draft; answers everything the draft now changes. */
export const consoleOfferItemSave = (group: string, item: OfferItem) =>
  callConsole('PUT /api/console/offer/:group/items/:code', {
    params: { group, code: item.code },
    body: item,
    fallback: 'The item could not be saved. Please try again.',
  });
export const consoleOfferDiscard = (group: string) =>
  callConsole('DELETE /api/console/offer/:group/draft', { params: { group } });
/** Publishes the draft now (`at` null) or at an instant to come, ISO 8601 with its offset. */
export const consoleOfferPublish = (group: string, at: string | null) =>
  callConsole('POST /api/console/offer/:group/publish', { params: { group }, body: { at } });
export const consoleOfferRollback = (group: string, version: number) =>
  callConsole('POST /api/console/offer/:group/versions/:version/rollback', { params: { group, version } });
/** Withdraws a version set for later, before its time. */
export const consoleOfferWithdraw = (group: string, version: number) =>
  callConsole('DELETE /api/console/offer/:group/versions/:version', { params: { group, version } });

/** A group's settings, stores and which secrets are set, as the draft has them; never a secret. */
export const consoleOfferSettings = (group: string, caller: Caller) =>
  callConsole('GET /api/console/offer/:group/settings', {
    params: { group },
    fallback: "The group's settings could not be loaded.",
    caller,
  });
/** Saves the whole settings to the draft (admins only); answers everything the draft now changes. */
export const consoleOfferSettingsSave = (group: string, settings: OfferSettings) =>
  callConsole('PUT /api/console/offer/:group/settings', {
    params: { group },
    body: settings,
    fallback: 'The settings could not be saved. Please try again.',
  });
/** Adds a store to the draft, or changes its name and address. */
export const consoleOfferStoreSave = (group: string, code: string, store: { name: string; address: string }) =>
  callConsole('PUT /api/console/offer/:group/stores/:code', {
    params: { group, code },
    body: store,
    fallback: 'The store could not be saved. Please try again.',
  });
/** Takes a store out of the draft; 409 names the items limited to it. */
export const consoleOfferStoreRemove = (group: string, code: string) =>
  callConsole('DELETE /api/console/offer/:group/stores/:code', {
    params: { group, code },
    fallback: 'The store could not be removed. Please try again.',
  });

/** The secrets an admin sets in the draft: typed once, never read back. */
export type OfferSecret = { kind: 'group-password' } | { kind: 'admin-password' } | { kind: 'store-password'; code: string };
/** Sets a password in the draft, or clears it with null (the storefront or the store opens). */
export function consoleOfferPasswordSave(group: string, secret: OfferSecret, password: string | null) {
  const options = { body: { password }, fallback: 'The password could not be saved. Please try again.' };
  if (secret.kind === 'store-password')
    return callConsole('PUT /api/console/offer/:group/secrets/store-passwords/:code', {
      params: { group, code: secret.code },
      ...options,
    });
  return secret.kind === 'group-password'
    ? callConsole('PUT /api/console/offer/:group/secrets/group-password', { params: { group }, ...options })
    : callConsole('PUT /api/console/offer/:group/secrets/admin-password', { params: { group }, ...options });
}
/** Replaces all the group's bypass codes in the draft. */
export const consoleOfferBypassCodesSave = (group: string, codes: string[]) =>
  callConsole('PUT /api/console/offer/:group/secrets/bypass-codes', {
    params: { group },
    body: { codes },
    fallback: 'The bypass codes could not be saved. Please try again.',
  });

/** The draft's items and prices as a file: a link the browser follows and saves, not a call. */
export const offerPriceFileHref = (group: string, format: 'csv' | 'xlsx') =>
  `/api/console/offer/${encodeURIComponent(group)}/price-file/${format}`;
/** A file of items and prices: checked (a dry run) or, with `apply`, every row put in the draft or none. */
export const consoleOfferPriceFile = (group: string, body: { format: 'csv' | 'xlsx'; file: string; apply: boolean }) =>
  callConsole('POST /api/console/offer/:group/price-file', {
    params: { group },
    body,
    fallback: 'The file could not be checked. Please try again.',
  });

/** A group's logos (placements, the logos offered per category, their pictures) and the provider's placement table. */
export const consoleOfferLogos = (group: string, caller: Caller) =>
  callConsole('GET /api/console/offer/:group/logos', {
    params: { group },
    fallback: "The group's logos could not be loaded.",
    caller,
  });
/** Saves the group's whole logos object to the draft; answers everything the draft now changes. */
export const consoleOfferLogosSave = (group: string, logos: OfferLogos) =>
  callConsole('PUT /api/console/offer/:group/logos', {
    params: { group },
    body: logos,
    fallback: 'The logos could not be saved. Please try again.',
  });
/** A logo (SVG or PNG) or an item's photo (JPEG, PNG, WebP) sent as it is; nothing changes in a draft until something names its id. */
export const consoleOfferUpload = (kind: OfferUploadKind, file: Blob) =>
  callConsole('POST /api/console/offer/uploads/:kind', {
    params: { kind },
    file,
    fallback: 'The file could not be uploaded. Please try again.',
  });

/** A group's spending rules as its draft has them (null: none), with the stores and bypass codes (by label) they may name. */
export const consoleOfferSpending = (group: string, caller: Caller) =>
  callConsole('GET /api/console/offer/:group/spending', {
    params: { group },
    fallback: "The group's spending rules could not be loaded.",
    caller,
  });
/** Replaces the group's spending rules in the draft, whole, or removes them (null); admins only. */
export const consoleOfferSpendingSave = (group: string, rules: OfferSpendingRules | null) =>
  callConsole('PUT /api/console/offer/:group/spending', {
    params: { group },
    body: { rules },
    fallback: 'The spending rules could not be saved. Please try again.',
  });
/** Each bypass code of the live version: its caps, this month's orders and amount, its last use. */
export const consoleOfferBypassCodes = (group: string, caller: Caller) =>
  callConsole('GET /api/console/offer/:group/bypass-codes', {
    params: { group },
    fallback: "The bypass codes' use could not be loaded.",
    caller,
  });

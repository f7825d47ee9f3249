import type { OfferChange, OfferSettings, OfferSettingsAnswer } from '@portal/domain';
import type { GroupDocument } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { changeDraft, draftOrNewest, type OfferActor } from '../offer/offer-drafts';
import { partsOf, refuseProblemsIn } from './draft-checks';

const SETTING_FIELDS = [
  'title',
  'show_image_preview',
  'show_modification_thumbnail',
  'render_logo_preview',
  'minimum_apparel_order',
  'paypal_not_supported',
  'order_limits',
  'account_reps',
] as const;

/** The settings, stores and which secrets are set, as the editors show them: never a hash. */
export function settingsOf(document: GroupDocument): OfferSettingsAnswer {
  const { group, secrets } = partsOf(structuredClone(document));
  const stores = Array.isArray(group.stores) ? (group.stores as { code: string; name: string; address?: string }[]) : [];
  const storePasswords = (secrets.store_passwords ?? {}) as Record<string, unknown>;
  return {
    settings: {
      title: String(group.title ?? ''),
      show_image_preview: group.show_image_preview === true,
      show_modification_thumbnail: group.show_modification_thumbnail === true,
      render_logo_preview: group.render_logo_preview === true,
      minimum_apparel_order: group.minimum_apparel_order === true,
      paypal_not_supported: group.paypal_not_supported === true,
      order_limits: (group.order_limits ?? {}) as OfferSettings['order_limits'],
      account_reps: (group.account_reps ?? []) as OfferSettings['account_reps'],
      email_recipients: (secrets.email_recipients ?? []) as string[],
    },
    stores: stores.map((store) => ({
      code: store.code,
      name: store.name,
      address: store.address ?? '',
      password_set: Object.hasOwn(storePasswords, store.code),
    })),
    secrets: {
      group_password_set: typeof secrets.password === 'string',
      bypass_codes: Array.isArray(secrets.bypass_codes) ? secrets.bypass_codes.length : 0,
    },
  };
}

export async function draftSettings(db: Database, groupKey: string): Promise<OfferSettingsAnswer> {
  return settingsOf((await draftOrNewest(db, groupKey)).document);
}

/** Writes the settings into the draft, each checked by the files' rules; a rep may change none of them. */
export function saveDraftSettings(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  settings: OfferSettings,
): Promise<OfferChange[]> {
  return changeDraft(db, actor, groupKey, (document) => {
    const { group, secrets } = partsOf(document);
    for (const field of SETTING_FIELDS) group[field] = settings[field];
    // No limit given is the defaults, as a group.json without order_limits says.
    if (Object.values(settings.order_limits).every((limit) => limit === undefined)) delete group.order_limits;
    secrets.email_recipients = settings.email_recipients;
    refuseProblemsIn(
      groupKey,
      document,
      (p) =>
        (p.file === 'group' && SETTING_FIELDS.some((field) => p.field === field || p.field.startsWith(`${field}.`))) ||
        (p.file === 'secrets' && p.field.startsWith('email_recipients')),
    );
  });
}

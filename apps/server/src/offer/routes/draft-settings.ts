import type { OfferChange, OfferSettings, OfferSettingsAnswer } from '@portal/domain';
import type { GroupDocument } from '@portal/tenants/server';
import type { Database } from '../../db/database';
import { changeDraft, draftOrNewest, type OfferActor } from '../offer-drafts';
import { AppError } from '../../errors/app-error';
import { normalizeStaffEmail, staffRepsOf } from '../../staff/staff-store';
import { partsOf, refuseProblemsIn } from '../draft-checks';

const SETTING_FIELDS = [
  'title',
  'show_image_preview',
  'show_modification_thumbnail',
  'render_logo_preview',
  'minimum_apparel_order',
  'paypal_not_supported',
  'route_prefix',
  'order_limits',
  'account_reps',
] as const;

/** The settings, stores and which secrets are set, as the editors show them: never a hash. */
export function settingsOf(document: GroupDocument, staffReps: OfferSettingsAnswer['staff_reps']): OfferSettingsAnswer {
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
      route_prefix: typeof group.route_prefix === 'string' ? group.route_prefix : null,
      order_limits: (group.order_limits ?? {}) as OfferSettings['order_limits'],
      account_reps: (group.account_reps ?? []) as OfferSettings['account_reps'],
      email_recipients: (secrets.email_recipients ?? []) as string[],
    },
    staff_reps: staffReps,
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
  const [{ document }, staffReps] = await Promise.all([draftOrNewest(db, groupKey), staffRepsOf(db, groupKey)]);
  return settingsOf(document, staffReps);
}

export const NOT_A_REP_OF_THE_GROUP = (row: number, email: string, title: string) =>
  `Representative ${row} is linked to ${email}, who is not a rep of ${title}: link a rep of the group, or none.`;

/**
 * Refuses a footer entry newly linked to anyone but a staff rep of the group, naming the row
 * (counted from 1). A link the draft already holds is kept as it is even when its rep has left the
 * group since: the editor shows that, and it must not keep every other setting from being saved.
 */
function refuseLinksToNonReps(
  before: unknown,
  reps: OfferSettings['account_reps'],
  staffReps: ReadonlySet<string>,
  title: string,
): void {
  const linkedBefore = new Set(
    (Array.isArray(before) ? (before as { staff?: unknown }[]) : []).map((rep) => rep.staff).filter((e) => typeof e === 'string'),
  );
  reps.forEach((rep, index) => {
    if (rep.staff !== undefined && !staffReps.has(rep.staff) && !linkedBefore.has(rep.staff))
      throw new AppError('UNPROCESSABLE', NOT_A_REP_OF_THE_GROUP(index + 1, rep.staff, title));
  });
}

/**
 * Writes the settings into the draft, each checked by the files' rules and a footer entry's link
 * against the group's staff reps; a rep may change none of them.
 */
export async function saveDraftSettings(
  db: Database,
  actor: OfferActor,
  group: { key: string; title: string },
  settings: OfferSettings,
): Promise<OfferChange[]> {
  const groupKey = group.key;
  // An empty link is no link; e-mails are compared as the staff table keeps them, in lower case.
  const accountReps: OfferSettings['account_reps'] = settings.account_reps.map(({ staff, ...rep }) =>
    staff === undefined || staff.trim() === '' ? rep : { ...rep, staff: normalizeStaffEmail(staff) },
  );
  // Only admins change the settings: any change a rep sends is refused (403) by changeDraft, and
  // is not checked against the staff list first.
  const staffReps =
    actor.role === 'admin' && accountReps.some((rep) => rep.staff !== undefined)
      ? new Set((await staffRepsOf(db, groupKey)).map((rep) => rep.email))
      : null;
  return changeDraft(db, actor, groupKey, (document) => {
    const { group: config, secrets } = partsOf(document);
    if (staffReps) refuseLinksToNonReps(config.account_reps, accountReps, staffReps, group.title);
    for (const field of SETTING_FIELDS) config[field] = field === 'account_reps' ? accountReps : settings[field];
    // No limit given is the defaults, as a group.json without order_limits says.
    if (Object.values(settings.order_limits).every((limit) => limit === undefined)) delete config.order_limits;
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

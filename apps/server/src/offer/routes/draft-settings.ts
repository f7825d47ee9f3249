import {
  inputProblems,
  shippingMethodsSchema,
  type OfferChange,
  type OfferSettings,
  type OfferSettingsAnswer,
} from '@portal/domain';
import type { GroupDocument } from '@portal/tenants/server';
import type { Database } from '../../db/database';
import { changeDraft, draftOrNewest, type OfferActor } from '../offer-drafts';
import { AppError } from '../../errors/app-error';
import { checkInput } from '../../errors/input-validator';
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

/** The settings of where orders ship and what freight costs (docs/catalogue.md#shipping). */
const SHIPPING_FIELDS = ['ship_to_address', 'typed_ship_to', 'shipping_methods'] as const;

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
      ship_to_address: typeof group.ship_to_address === 'string' ? group.ship_to_address : '',
      typed_ship_to: group.typed_ship_to === true,
      shipping_methods: (Array.isArray(group.shipping_methods)
        ? group.shipping_methods
        : []) as OfferSettings['shipping_methods'],
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
 * Refuses (400, naming the method and its field) shipping methods group.json would not take: a
 * negative amount or one over $10,000, a code listed twice, more than ten methods. A rule's amounts
 * are named as the editor shows them, not as the file keeps them.
 */
function refuseBadShippingMethods(methods: OfferSettings['shipping_methods']): void {
  const checked = checkInput(shippingMethodsSchema, methods);
  if (checked.ok) return;
  const named = { cents: 'amount', threshold_cents: 'order_total' } as Record<string, string>;
  const issues = checked.issues.map((issue) => ({
    ...issue,
    path: [
      'shipping_methods',
      ...issue.path.filter((part) => part !== 'rule').map((part) => (typeof part === 'string' ? (named[part] ?? part) : part)),
    ],
  }));
  throw new AppError('INVALID_INPUT', inputProblems(issues));
}

/**
 * The group's address, whether buyers may type one, and its shipping methods into a draft's
 * group.json. An address that does not parse is kept (the checks warn of it); a flag or list the
 * group never had is not added as false or empty, which mean the same.
 */
function writeShipping(config: Record<string, unknown>, settings: OfferSettings): void {
  const address = settings.ship_to_address.trim();
  if (address) config.ship_to_address = address;
  else delete config.ship_to_address;
  if (settings.typed_ship_to || 'typed_ship_to' in config) config.typed_ship_to = settings.typed_ship_to;
  if (settings.shipping_methods.length > 0 || 'shipping_methods' in config)
    config.shipping_methods = settings.shipping_methods.map((method) => ({ ...method, name: method.name.trim() }));
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
  refuseBadShippingMethods(settings.shipping_methods);
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
    writeShipping(config, settings);
    refuseProblemsIn(
      groupKey,
      document,
      (p) =>
        (p.file === 'group' &&
          [...SETTING_FIELDS, ...SHIPPING_FIELDS].some((field) => p.field === field || p.field.startsWith(`${field}.`))) ||
        (p.file === 'secrets' && p.field.startsWith('email_recipients')),
    );
  });
}

import {
  DEFAULT_ORDER_LIMITS,
  MAX_UNITS_PER_LINE,
  type OfferSettings,
  type OfferSettingsAnswer,
  type ShippingMethod,
} from '@portal/domain';

// The settings form as typed: the order limits as text (empty takes the default), the footer's
// representatives as rows, the order e-mails' recipients one address a line.

export const LIMITS = ['max_units_per_line', 'max_lines_per_order', 'max_on_account_order'] as const;
export type LimitName = (typeof LIMITS)[number];

export const FLAGS = [
  'show_image_preview',
  'show_modification_thumbnail',
  'render_logo_preview',
  'minimum_apparel_order',
  'paypal_not_supported',
] as const;
export type FlagName = (typeof FLAGS)[number];

/** Each switch's name and what it does for buyers, as the storefront uses it (docs/console.md, groups at a glance). */
export const FLAG_WORDS: Readonly<Record<FlagName, { label: string; help: string }>> = {
  show_image_preview: {
    label: 'Logos beside the picture',
    help: 'The item screen lists the chosen logos and placements beside the product picture.',
  },
  show_modification_thumbnail: {
    label: 'Lines as they will be made',
    help: 'The cart, the orders screen and the order e-mails show each line with its logos, as it will be made.',
  },
  render_logo_preview: { label: 'Logo on the garment', help: 'The item screen draws the chosen logos on the garment.' },
  minimum_apparel_order: {
    label: 'Company minimum',
    help: 'Mens and womens items in a cart total 0 or at least 12 units before checkout.',
  },
  paypal_not_supported: { label: 'No PayPal', help: 'PayPal is not offered: buyers order on account with a bypass code.' },
};

/** Each limit's name, whether it is in dollars, and what an empty field takes. */
export const LIMIT_WORDS: Readonly<Record<LimitName, { label: string; dollars: boolean; fallback: string }>> = {
  max_units_per_line: {
    label: 'Most units in one line',
    dollars: false,
    fallback: `Default when empty, and the most: ${MAX_UNITS_PER_LINE.toLocaleString('en-US')}`,
  },
  max_lines_per_order: {
    label: 'Most lines in one order',
    dollars: false,
    fallback: `Default when empty: ${DEFAULT_ORDER_LIMITS.maxLinesPerOrder}`,
  },
  max_on_account_order: {
    label: 'Largest order on account',
    dollars: true,
    fallback: `Default when empty: $${(DEFAULT_ORDER_LIMITS.maxOnAccountCents / 100).toLocaleString('en-US')}`,
  },
};

export interface SettingsForm {
  title: string;
  flags: Record<FlagName, boolean>;
  limits: Record<LimitName, string>;
  /** `staff`: the e-mail of the staff rep the row is linked to, '' for none. */
  reps: { name: string; phone: string; staff: string }[];
  recipients: string;
  /** The group's key when it has its own address on the shared site, else null (route_prefix). */
  routePrefix: string | null;
  /** Where orders without a store ship, one line; '' for none. */
  shipToAddress: string;
  typedShipTo: boolean;
  /** In the order checkout offers them; each is changed in its dialog. */
  methods: ShippingMethod[];
}

/** Each field's problem, by its name: 'title', 'limits.max_units_per_line', 'reps.0.phone', 'recipients'. */
export type SettingsProblems = Partial<Record<string, string>>;

export function settingsForm(settings: OfferSettings): SettingsForm {
  const limit = (name: LimitName) => {
    const value = settings.order_limits[name];
    return value === undefined ? '' : String(value);
  };
  return {
    title: settings.title,
    flags: Object.fromEntries(FLAGS.map((flag) => [flag, settings[flag]])) as Record<FlagName, boolean>,
    limits: {
      max_units_per_line: limit('max_units_per_line'),
      max_lines_per_order: limit('max_lines_per_order'),
      max_on_account_order: limit('max_on_account_order'),
    },
    reps: settings.account_reps.map((rep) => ({ name: rep.name, phone: rep.phone, staff: rep.staff ?? '' })),
    recipients: settings.email_recipients.join('\n'),
    routePrefix: settings.route_prefix,
    shipToAddress: settings.ship_to_address,
    typedShipTo: settings.typed_ship_to,
    methods: settings.shipping_methods,
  };
}

const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The whole settings object to save, or what is wrong with each field. */
export function readSettingsForm(form: SettingsForm): { settings: OfferSettings } | { problems: SettingsProblems } {
  const problems: SettingsProblems = {};
  if (!form.title.trim()) problems.title = 'Type the title buyers see.';
  const order_limits: OfferSettings['order_limits'] = {};
  for (const name of LIMITS) {
    const typed = form.limits[name].trim().replace(/^\$/, '').replace(/,/g, '');
    if (!typed) continue;
    if (!/^\d+$/.test(typed) || Number(typed) < 1) {
      problems[`limits.${name}`] = LIMIT_WORDS[name].dollars
        ? 'Type whole dollars, such as 2500, or leave it empty.'
        : 'Type a whole number, or leave it empty.';
    } else if (name === 'max_units_per_line' && Number(typed) > MAX_UNITS_PER_LINE) {
      problems[`limits.${name}`] = `A line holds at most ${MAX_UNITS_PER_LINE.toLocaleString('en-US')} units.`;
    } else order_limits[name] = Number(typed);
  }
  form.reps.forEach((rep, index) => {
    if (!rep.name.trim()) problems[`reps.${index}.name`] = 'Type the name.';
    if (!PHONE.test(rep.phone.trim())) problems[`reps.${index}.phone`] = 'Type it as (555) 010-0000.';
  });
  const email_recipients = form.recipients
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const wrong = email_recipients.filter((address) => !EMAIL.test(address));
  if (wrong.length > 0) problems.recipients = `Not an e-mail address: ${wrong.join(', ')}.`;
  else if (email_recipients.length > 20) problems.recipients = 'At most 20 addresses.';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    settings: {
      title: form.title.trim(),
      ...form.flags,
      order_limits,
      account_reps: form.reps.map((rep) => ({
        name: rep.name.trim(),
        phone: rep.phone.trim(),
        ...(rep.staff ? { staff: rep.staff } : {}),
      })),
      email_recipients,
      route_prefix: form.routePrefix,
      // One that does not parse is saved all the same: the offer's checks warn of it.
      ship_to_address: form.shipToAddress.trim(),
      typed_ship_to: form.typedShipTo,
      shipping_methods: form.methods,
    },
  };
}

type StaffReps = OfferSettingsAnswer['staff_reps'];

/** A row linked to a staff rep: the staff rep's name fills it, the phone stays as typed. */
export function linkRep(row: SettingsForm['reps'][number], email: string, staffReps: StaffReps): SettingsForm['reps'][number] {
  const member = staffReps.find((rep) => rep.email === email);
  return member ? { ...row, staff: member.email, name: member.name } : { ...row, staff: '' };
}

/**
 * Where the footer and the group's staff reps disagree, one plain sentence each: a staff rep of the
 * group no row is linked to, and a row linked to someone who is no longer a rep of the group.
 */
export function footerRepNotices(reps: SettingsForm['reps'], staffReps: StaffReps): string[] {
  const linked = new Set(reps.map((rep) => rep.staff).filter(Boolean));
  const groupReps = new Set(staffReps.map((rep) => rep.email));
  return [
    ...staffReps
      .filter((member) => !linked.has(member.email))
      .map((member) => `${member.name} (${member.email}) is a rep of this group in the console but not in its footer.`),
    ...reps.flatMap((rep, index) =>
      rep.staff && !groupReps.has(rep.staff)
        ? [`Representative ${index + 1} is linked to ${rep.staff}, who is no longer a rep of this group: link a rep or none.`]
        : [],
    ),
  ];
}

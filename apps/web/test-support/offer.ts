import type {
  OfferBypassCodesAnswer,
  OfferGroupAnswer,
  OfferGroupsAnswer,
  OfferItem,
  OfferLogosAnswer,
  OfferSettingsAnswer,
  OfferSpendingAnswer,
} from '@portal/domain';

// The console's catalogue as the web tests see it: Harbor Point's offer with a draft that raises a
// polo's price. Fictional groups, staff and items only.

export const OFFER = '/api/console/offer';
export const HARBOR_OFFER = `${OFFER}/harbor`;

const AT = Date.UTC(2026, 10, 20, 15, 30);

export function offerGroups(patch: Partial<OfferGroupsAnswer['groups'][number]> = {}): OfferGroupsAnswer {
  return {
    groups: [
      {
        key: 'harbor',
        title: 'Harbor Point Auto Group',
        live_version: 4,
        live_since: AT,
        draft: { changes: 2, updated_at: AT + 3600_000, updated_by: 'lena.morrow@crestline.example' },
        scheduled: null,
        ...patch,
      },
      {
        key: 'guardian',
        title: 'Guardian Motor Group',
        live_version: 1,
        live_since: Date.UTC(2026, 9, 1, 12),
        draft: null,
        scheduled: { version: 2, live_at: Date.UTC(2026, 11, 1, 14) },
      },
    ],
  };
}

export function offerGroup(patch: Partial<OfferGroupAnswer> = {}): OfferGroupAnswer {
  return {
    key: 'harbor',
    title: 'Harbor Point Auto Group',
    live_version: 4,
    draft: {
      updated_at: AT + 3600_000,
      updated_by: 'lena.morrow@crestline.example',
      base_version: 4,
      changes: [
        { area: 'items', subject: 'HP-W01', field: 'sizes.Large', before: '$74.99', after: '$79.99' },
        { area: 'items', subject: 'HP-W01', field: 'name', before: 'Harbor Point Ladies Crew Polo', after: 'Harbor Ladies Polo' },
      ],
      problems: [],
    },
    warnings: [],
    versions: [
      {
        version: 5,
        published_at: AT,
        live_at: Date.UTC(2026, 11, 1, 14),
        published_by: 'avery@crestline.example',
        note: '',
        state: 'scheduled',
      },
      {
        version: 4,
        published_at: AT - 86_400_000,
        live_at: AT - 86_400_000,
        published_by: 'avery@crestline.example',
        note: '',
        state: 'live',
      },
      {
        version: 3,
        published_at: AT - 2 * 86_400_000,
        live_at: AT - 2 * 86_400_000,
        published_by: null,
        note: 'Rolled back to version 1',
        state: 'past',
      },
    ],
    audit: [
      {
        at: AT + 3600_000,
        by: 'lena.morrow@crestline.example',
        action: 'draft',
        version: null,
        change: { area: 'items', subject: 'HP-W01', field: 'sizes.Large', before: '$74.99', after: '$79.99' },
      },
      { at: AT - 86_400_000, by: 'avery@crestline.example', action: 'publish', version: 4, change: null },
    ],
    may_edit: true,
    ...patch,
  };
}

export function offerItem(patch: Partial<OfferItem> = {}): OfferItem {
  return {
    code: 'HP-W01',
    name: 'Harbor Point Ladies Crew Polo',
    fullname: 'Harbor Point Motors Ladies Crew Performance Polo',
    type: 'womens',
    colors: ['Navy', 'White'],
    default_color: 'Navy',
    sizes: { Small: 74.99, Medium: 74.99, Large: 74.99 },
    sub_category: 'Polos',
    restricted: false,
    ...patch,
  };
}

export const offerItems = (): { items: OfferItem[] } => ({
  items: [
    offerItem(),
    offerItem({
      code: 'HP-H01',
      name: 'Harbor Point Anchor Cap',
      fullname: 'Harbor Point Motors Anchor Logo Structured Cap',
      type: 'hat',
      colors: ['Navy'],
      default_color: 'Navy',
      sizes: { OSFA: 19.99 },
      sub_category: 'Caps',
      discount: [{ quantity: 24, price: 17.5 }],
    }),
  ],
});

export function offerSettings(): OfferSettingsAnswer {
  return {
    settings: {
      title: 'Harbor Point Auto Group',
      show_image_preview: true,
      show_modification_thumbnail: false,
      render_logo_preview: true,
      minimum_apparel_order: true,
      paypal_not_supported: false,
      route_prefix: 'harbor',
      order_limits: { max_lines_per_order: 60 },
      account_reps: [{ name: 'Owen Hartigan', phone: '(555) 012-3310', staff: 'owen.hartigan@crestline.example' }],
      email_recipients: ['orders@crestline-supply.example'],
      ship_to_address: '12 Dock St, Port Alder, ME 04011',
      typed_ship_to: true,
      shipping_methods: [
        { code: 'GROUND', name: 'Ground', rule: { kind: 'free_above', cents: 1500, threshold_cents: 25000 } },
        { code: '2DAY', name: '2-Day', rule: { kind: 'flat', cents: 3500 } },
      ],
    },
    staff_reps: [
      { email: 'lena.morrow@crestline.example', name: 'Lena Morrow' },
      { email: 'owen.hartigan@crestline.example', name: 'Owen Hartigan' },
    ],
    stores: [
      {
        code: 'HPFD01',
        name: 'Harbor Point Ford of Port Alder',
        address: '6102 Brambleton Rd, Port Alder, ME 04010',
        password_set: true,
      },
      { code: 'HPKI01', name: 'Harbor Point Kia', address: '5184 Wrenfield Dr, Gullhaven', password_set: false },
      { code: 'HPTY01', name: 'Harbor Point Toyota of Port Alder', address: '', password_set: false },
    ],
    secrets: { group_password_set: true, bypass_codes: 17 },
  };
}

export function offerLogos(): OfferLogosAnswer {
  return {
    logos: {
      logo_placements: ['Left Chest', 'Front Center-HATS'],
      embroideries: { mens: ['Harbor Point', 'Anchor'], hats: ['Anchor'], service: ['Harbor Point'] },
      logo_files: { Anchor: '5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a' },
    },
    placements: [
      { name: 'Left Chest', fits: ['mens', 'womens', 'tshirts'] },
      { name: 'Full Back', fits: ['mens', 'womens', 'tshirts'] },
      { name: 'Front Center-HATS', fits: ['hat'] },
    ],
  };
}

/** Harbor's spending rules as the console reads them: a limit, an approver, a store's budget, a code's cap. */
export function offerSpending(patch: Partial<OfferSpendingAnswer> = {}): OfferSpendingAnswer {
  return {
    rules: {
      approval_above_cents: 50_000,
      approvers: [{ name: 'Renata Okafor', email: 'renata.okafor@harbor-auto.example' }],
      over_budget: 'approval',
      show_budget_to_buyers: true,
      stores: { HPFD01: { monthly_budget_cents: 200_000 } },
      codes: { AAAAAAAAAAAA: { per_order_cents: 40_000 } },
    },
    stores: [
      { code: 'HPFD01', name: 'Harbor Point Ford of Port Alder' },
      { code: 'HPKI01', name: 'Harbor Point Kia' },
      { code: 'HPTY01', name: 'Harbor Point Toyota of Port Alder' },
    ],
    codes: [
      { key: 'AAAAAAAAAAAA', label: '••••••CT' },
      { key: 'BBBBBBBBBBBB', label: 'Store code of Harbor Point Kia' },
    ],
    ...patch,
  };
}

/** Harbor's published bypass codes as the console reads their use this month (March 2030). */
export function offerBypassCodes(): OfferBypassCodesAnswer {
  return {
    month: '2030-03',
    codes: [
      {
        key: 'AAAAAAAAAAAA',
        label: '••••••CT',
        per_order_cents: 40_000,
        monthly_cents: null,
        when: 'any day, any time',
        month_orders: 3,
        month_amount_cents: 61_250,
        last_used_at: Date.UTC(2030, 2, 3, 15, 30),
      },
      {
        key: 'BBBBBBBBBBBB',
        label: 'Store code of Harbor Point Kia',
        per_order_cents: null,
        monthly_cents: null,
        when: 'any day, any time',
        month_orders: 0,
        month_amount_cents: 0,
        last_used_at: null,
      },
    ],
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bypassCodeKey,
  type OfferBypassCodesAnswer,
  type OfferChange,
  type OfferGroupAnswer,
  type OfferSpendingAnswer,
  type OfferSpendingRules,
} from '@portal/domain';
import { loggedInStaff } from '../test-support/console';
import { insertBudgetOrder } from '../test-support/budget-orders';
import { createOfferTestApp, registry, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';
import type { LiveOffer } from '../src/offer/live-offer';
import { SPENDING_ADMINS_ONLY } from '../src/offer/draft-spending';
import { SPENDING_READERS } from '../src/offer/routes/offer-staff';

/** The clock of the whole file: a weekday afternoon in the provider's zone (March 2030), years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');
const TIDEWATER = registry.groups.get('tidewater')!;
const RULES = TIDEWATER.secrets.spending as OfferSpendingRules;
const [ACCT_KEY, DESK_KEY] = TIDEWATER.secrets.bypass_codes.map(bypassCodeKey) as [string, string];

const rulesWith = (patch: (rules: OfferSpendingRules) => void): OfferSpendingRules => {
  const rules = structuredClone(RULES);
  patch(rules);
  return rules;
};

describe.each(DATABASE_KINDS)("a group's spending rules in the console (%s)", (kind) => {
  let t: TestApp & { offer: LiveOffer };
  let cookies: Record<'admin' | 'rep' | 'viewer' | 'otherRep', string>;
  let adminEmail = '';
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const spending = async (cookie = cookies.admin) => {
    const answer = await call(cookie, 'GET', '/api/console/offer/tidewater/spending');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as OfferSpendingAnswer;
  };
  const save = (rules: OfferSpendingRules | null, cookie = cookies.admin) =>
    call(cookie, 'PUT', '/api/console/offer/tidewater/spending', { rules });
  const discard = async () => {
    const answer = await call(cookies.admin, 'DELETE', '/api/console/offer/tidewater/draft');
    expect([204, 404]).toContain(answer.statusCode);
  };
  const publish = async () => {
    const answer = await call(cookies.admin, 'POST', '/api/console/offer/tidewater/publish', { at: null });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createOfferTestApp(kind, { offerClock: { now: () => NOW } });
    const admin = await loggedInStaff(t, 'admin');
    adminEmail = admin.account.row.email;
    cookies = {
      admin: admin.cookie,
      rep: (await loggedInStaff(t, 'rep', ['tidewater'])).cookie,
      viewer: (await loggedInStaff(t, 'viewer')).cookie,
      otherRep: (await loggedInStaff(t, 'rep', ['harbor'])).cookie,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads the rules with the stores and the bypass codes by label, for admins and the group's reps; never a hash", async () => {
    const read = await spending();
    expect(read.rules).toEqual(RULES);
    expect(read.stores.map((store) => store.code)).toEqual(['TWFD01', 'TWHN01', 'TWTY01', 'TWCC01']);
    expect(read.codes).toEqual([
      { key: ACCT_KEY, label: "••••••CT (the group's code)" },
      { key: DESK_KEY, label: "••••••SK (the service desk's code)" },
    ]);
    expect(await spending(cookies.rep)).toEqual(read);
    // The approvers' e-mails are personal data: a viewer (as the accounts role) is refused them.
    const viewer = await call(cookies.viewer, 'GET', '/api/console/offer/tidewater/spending');
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(SPENDING_READERS);
    expect((await call(cookies.otherRep, 'GET', '/api/console/offer/tidewater/spending')).statusCode).toBe(403);
    expect(JSON.stringify(read)).not.toMatch(/scrypt/);
    expect((await call(cookies.admin, 'GET', '/api/console/offer/harbor/spending')).json()).toMatchObject({ rules: null });
  });

  it('saves the rules whole to the draft, each change audited with who, before and after; the live rules stay until published', async () => {
    const next = rulesWith((rules) => {
      rules.approval_above_cents = 75_000;
      rules.stores!.TWFD01 = { monthly_budget_cents: 250_000 };
      rules.approvers = [rules.approvers![0]!];
      rules.codes![DESK_KEY] = { per_order_cents: 40_000, monthly_cents: 60_000, days: [1, 2, 3, 4, 5] };
    });
    const saved = await save(next);
    expect(saved.statusCode, saved.body).toBe(200);
    const changes = (saved.json() as { changes: OfferChange[] }).changes;
    expect(changes).toEqual([
      { area: 'settings', subject: '', field: 'approval above', before: '$500.00', after: '$750.00' },
      {
        area: 'settings',
        subject: '',
        field: 'approvers',
        before: 'Renata Okafor <renata.okafor@tidewater-auto.example>; Marcus Oyelaran <marcus.oyelaran@tidewater-auto.example>',
        after: 'Renata Okafor <renata.okafor@tidewater-auto.example>',
      },
      { area: 'settings', subject: '', field: 'TWFD01 monthly budget', before: '$2,000.00', after: '$2,500.00' },
      {
        area: 'settings',
        subject: '',
        field: "code ••••••SK (the service desk's code) days",
        before: null,
        after: 'Monday, Tuesday, Wednesday, Thursday, Friday',
      },
    ]);
    expect((await spending()).rules).toEqual(next);
    // The offer's page lists the draft's changes and the audit names who made each.
    const group = (await call(cookies.admin, 'GET', '/api/console/offer/tidewater')).json() as OfferGroupAnswer;
    expect(group.draft?.changes).toEqual(changes);
    const drafted = group.audit.filter((entry) => entry.action === 'draft');
    for (const change of changes) expect(drafted).toContainEqual(expect.objectContaining({ by: adminEmail, change }));
    // Drafted only: what orders read is the live version's.
    expect(t.offer.groups.get('tidewater')!.secrets.spending?.approval_above_cents).toBe(50_000);
    await publish();
    expect(t.offer.groups.get('tidewater')!.secrets.spending?.approval_above_cents).toBe(75_000);
    expect(t.offer.groups.get('tidewater')!.secrets.spending?.stores?.TWFD01).toEqual({ monthly_budget_cents: 250_000 });
    // Back to the demo's rules for the tests after.
    expect((await save(RULES)).statusCode).toBe(200);
    await publish();
  });

  it.each([
    [
      'a budget below zero',
      rulesWith((r) => void (r.stores!.TWFD01!.monthly_budget_cents = -1)),
      400,
      'TWFD01 monthly budget cannot be negative.',
    ],
    [
      'cents that are not whole',
      rulesWith((r) => void (r.approval_above_cents = 500.5)),
      400,
      'Approval above must be a whole number.',
    ],
    [
      'an amount over $10,000,000',
      rulesWith((r) => void (r.no_store_budget_cents = 2_000_000_000)),
      400,
      /^Monthly budget of orders with no store: at most \$10,000,000\.00\.$/,
    ],
    [
      'a limit with nobody to approve',
      rulesWith((r) => {
        delete r.approvers;
        delete r.no_store_budget_cents;
      }),
      400,
      /^Approvers: an approval limit needs an approver\. /,
    ],
    [
      'a store whose orders would wait for nobody',
      rulesWith((r) => {
        delete r.approvers;
        delete r.approval_above_cents;
        delete r.no_store_budget_cents;
      }),
      400,
      'TWFD01 approvers: this store needs an approver.',
    ],
    [
      "an approver's e-mail that is no address",
      rulesWith((r) => void (r.approvers![1]!.email = 'marcus at tidewater')),
      400,
      "Approver 2's e-mail: an e-mail address.",
    ],
    [
      'the same approver twice',
      rulesWith((r) => void (r.approvers![1] = { ...r.approvers![0]! })),
      400,
      'Approvers: the second approver is someone else than the first.',
    ],
    [
      'hours that end before they start',
      rulesWith((r) => void (r.codes![DESK_KEY]!.hours = { from: '18:00', to: '07:00' })),
      400,
      "Code ••••••SK (the service desk's code) hours: the hours end after they start.",
    ],
    [
      'a day that is no day',
      rulesWith((r) => void (r.codes![DESK_KEY]!.days = [7])),
      400,
      "Code ••••••SK (the service desk's code) days can be at most 6.",
    ],
    ['link days past a month', rulesWith((r) => void (r.link_days = 31)), 400, 'Approval link days can be at most 30.'],
    [
      'a store the group does not have',
      rulesWith((r) => void (r.stores!.TWXX09 = { monthly_budget_cents: 1 })),
      422,
      'Tidewater Auto Group has no store TWXX09: its rules cannot be kept.',
    ],
    [
      'a code the group does not have',
      rulesWith((r) => void (r.codes!.AAAAAAAAAAAA = { per_order_cents: 1 })),
      422,
      /^The caps name a bypass code Tidewater Auto Group no longer has/,
    ],
  ] as const)('refuses %s naming the rule, and changes nothing', async (_what, rules, status, message) => {
    await discard();
    const before = await spending();
    const answer = await save(rules as OfferSpendingRules);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toMatch(
      typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`) : message,
    );
    expect(await spending()).toEqual(before);
    expect((await call(cookies.admin, 'GET', '/api/console/offer/tidewater')).json().draft).toBeNull();
  });

  it('refuses a rule of the wrong shape before it reaches the draft (400)', async () => {
    for (const body of [{ rules: { ...RULES, over_budget: 'ask nicely' } }, { rules: { ...RULES, extra: 1 } }, {}]) {
      const answer = await call(cookies.admin, 'PUT', '/api/console/offer/tidewater/spending', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets only an admin change them: a rep of the group, a viewer and a rep of another group are refused, nothing changed', async () => {
    await discard();
    const next = rulesWith((r) => void (r.approval_above_cents = 1));
    const rep = await save(next, cookies.rep);
    expect(rep.statusCode).toBe(403);
    expect(rep.json().message).toBe(SPENDING_ADMINS_ONLY);
    // Refused before the rules are checked: a rep hears of their role, not of a rule.
    expect(
      (
        await save(
          rulesWith((r) => void (r.approval_above_cents = -5)),
          cookies.rep,
        )
      ).statusCode,
    ).toBe(403);
    expect((await save(next, cookies.viewer)).statusCode).toBe(403);
    expect((await save(next, cookies.otherRep)).statusCode).toBe(403);
    expect((await spending()).rules).toEqual(RULES);
  });

  it('removes the rules with null, each rule said gone; a publish then lets the group order unchecked', async () => {
    await discard();
    const removed = await save(null);
    expect(removed.statusCode, removed.body).toBe(200);
    const changes = (removed.json() as { changes: OfferChange[] }).changes;
    expect(changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['approval above', 'TWFD01 monthly budget', "code ••••••CT (the group's code) per order"]),
    );
    expect(changes.every((change) => change.after === null && change.area === 'settings')).toBe(true);
    expect((await spending()).rules).toBeNull();
    await discard();
  });

  it("replaces the bypass codes: each labelled, a code given again keeps its label and caps, a removed code's caps go", async () => {
    await discard();
    const replaced = await call(cookies.admin, 'PUT', '/api/console/offer/tidewater/secrets/bypass-codes', {
      codes: ['tidewater-acct', 'TWHN01', 'PARTS-COUNTER-7'],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const read = await spending();
    expect(read.codes.map((code) => code.label)).toEqual([
      "••••••CT (the group's code)",
      'Store code of Tidewater Honda of Saltmarsh Point',
      '••••••-7',
    ]);
    const [acct] = read.codes;
    expect(acct!.key).not.toBe(ACCT_KEY);
    expect(read.rules?.codes).toEqual({ [acct!.key]: { per_order_cents: 500_000 } });
    expect((replaced.json() as { changes: OfferChange[] }).changes).toEqual([
      {
        area: 'settings',
        subject: '',
        field: "code ••••••SK (the service desk's code) per order",
        before: '$400.00',
        after: null,
      },
      {
        area: 'settings',
        subject: '',
        field: "code ••••••SK (the service desk's code) per month",
        before: '$600.00',
        after: null,
      },
      {
        area: 'secrets',
        subject: '',
        field: 'bypass codes',
        before: "2 codes: ••••••CT (the group's code), ••••••SK (the service desk's code)",
        after:
          "3 codes (3 new, 2 retired): ••••••CT (the group's code), Store code of Tidewater Honda of Saltmarsh Point, ••••••-7",
      },
    ]);
    // What the draft holds publishes: the caps name codes the group has.
    await publish();
    expect(t.offer.groups.get('tidewater')!.secrets.spending?.codes).toEqual({ [acct!.key]: { per_order_cents: 500_000 } });
    expect(JSON.stringify(read)).not.toMatch(/TIDEWATER-ACCT|PARTS-COUNTER/);
  });

  it('takes a store out with its spending rules, audited, so the draft still publishes', async () => {
    await discard();
    const removed = await call(cookies.admin, 'DELETE', '/api/console/offer/tidewater/stores/TWHN01');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { changes: OfferChange[] }).changes).toEqual(
      expect.arrayContaining([
        { area: 'settings', subject: '', field: 'TWHN01 monthly budget', before: '$800.00', after: null },
        { area: 'settings', subject: '', field: 'TWHN01 an order over budget', before: 'is refused', after: null },
      ]),
    );
    expect(Object.keys((await spending()).rules?.stores ?? {})).toEqual(['TWFD01', 'TWTY01']);
    // A rep may take out a store, but not the rules that go with it.
    await discard();
    const rep = await call(cookies.rep, 'DELETE', '/api/console/offer/tidewater/stores/TWHN01');
    expect(rep.statusCode).toBe(403);
    expect(rep.json().message).toMatch(/^Only an admin can change TWHN01 monthly budget/);
    await discard();
  });

  it("answers each live code's caps, this month's orders and amount, and when it was last used, by the key orders recorded", async () => {
    const [acct, second] = t.offer.groups.get('tidewater')!.secrets.bypass_codes.map(bypassCodeKey) as [string, string];
    const march = (day: number) => new Date(Date.UTC(2030, 2, day, 15));
    await insertBudgetOrder(t.database.db, {
      store: 'TWFD01',
      month: '2030-03',
      totalCents: 12_000,
      bypassCodeKey: acct,
      createdAt: march(2),
    });
    await insertBudgetOrder(t.database.db, {
      store: 'TWFD01',
      month: '2030-03',
      totalCents: 8_000,
      bypassCodeKey: acct,
      createdAt: march(3),
    });
    // Last month's order is its last use, not this month's; an order not placed is neither.
    await insertBudgetOrder(t.database.db, {
      store: 'TWHN01',
      month: '2030-02',
      totalCents: 5_000,
      bypassCodeKey: second,
      createdAt: new Date(Date.UTC(2030, 1, 20, 15)),
    });
    await insertBudgetOrder(t.database.db, {
      store: 'TWHN01',
      month: '2030-03',
      totalCents: 9_000,
      bypassCodeKey: second,
      createdAt: march(4),
      status: 'awaiting_payment',
    });
    const answer = await call(cookies.viewer, 'GET', '/api/console/offer/tidewater/bypass-codes');
    expect(answer.statusCode, answer.body).toBe(200);
    const trail = answer.json() as OfferBypassCodesAnswer;
    expect(trail.month).toBe('2030-03');
    expect(trail.codes[0]).toEqual({
      key: acct,
      label: "••••••CT (the group's code)",
      per_order_cents: 500_000,
      monthly_cents: null,
      when: 'any day, any time',
      month_orders: 2,
      month_amount_cents: 20_000,
      last_used_at: march(3).getTime(),
    });
    expect(trail.codes[1]).toMatchObject({
      key: second,
      month_orders: 0,
      month_amount_cents: 0,
      last_used_at: Date.UTC(2030, 1, 20, 15),
    });
    expect(JSON.stringify(trail)).not.toMatch(/scrypt/);
    expect((await call(cookies.otherRep, 'GET', '/api/console/offer/tidewater/bypass-codes')).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { diffOfferDocuments } from './offer-diff';
import { spendingChanges } from './spending-diff';

// Two codes' stored hashes: their keys are the first twelve characters of the last part.
const HASH_CT = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$AAAAAAAAAAAAkeyOfTheCTcodeAAAAAAAAAAAAAAAAAAA=';
const HASH_SK = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$BBBBBBBBBBBBkeyOfTheSKcodeBBBBBBBBBBBBBBBBBBB=';
const HASH_CT_AGAIN = 'scrypt$16384$8$1$bmV3c2FsdG5ld3NhbHRuZQ==$CCCCCCCCCCCCsameCodeNewSaltCCCCCCCCCCCCCCCCCC=';
const [KEY_CT, KEY_SK, KEY_CT_AGAIN] = ['AAAAAAAAAAAA', 'BBBBBBBBBBBB', 'CCCCCCCCCCCC'];

const RENATA = { name: 'Renata Okafor', email: 'renata.okafor@tidewater-auto.example' };
const MARCUS = { name: 'Marcus Oyelaran', email: 'marcus.oyelaran@tidewater-auto.example' };

function secrets() {
  return {
    bypass_codes: [HASH_CT, HASH_SK],
    bypass_code_labels: ['••••••CT', 'Store code of Tidewater Ford'],
    spending: {
      approval_above_cents: 50_000,
      approvers: [RENATA],
      over_budget: 'approval',
      show_budget_to_buyers: true,
      stores: { TWFD01: { monthly_budget_cents: 200_000 } } as Record<string, Record<string, unknown>>,
      codes: { [KEY_CT]: { per_order_cents: 500_000 }, [KEY_SK]: { per_order_cents: 40_000 } } as Record<
        string,
        Record<string, unknown>
      >,
    } as Record<string, unknown>,
  };
}

describe('spendingChanges', () => {
  it('says nothing when the rules are the same, whatever the order of their keys', () => {
    const after = secrets();
    after.spending = Object.fromEntries(Object.entries(after.spending).reverse());
    expect(spendingChanges(secrets(), after)).toEqual([]);
  });

  it("names the group's limit, approvers and rules in staff's words, with their values before and after", () => {
    const after = secrets();
    Object.assign(after.spending, {
      approval_above_cents: 75_000,
      approvers: [RENATA, MARCUS],
      over_budget: 'refuse',
      show_budget_to_buyers: false,
      no_store_budget_cents: 100_000,
      link_days: 5,
    });
    expect(spendingChanges(secrets(), after)).toEqual([
      { area: 'settings', subject: '', field: 'approval above', before: '$500.00', after: '$750.00' },
      {
        area: 'settings',
        subject: '',
        field: 'approvers',
        before: 'Renata Okafor <renata.okafor@tidewater-auto.example>',
        after: 'Renata Okafor <renata.okafor@tidewater-auto.example>; Marcus Oyelaran <marcus.oyelaran@tidewater-auto.example>',
      },
      { area: 'settings', subject: '', field: 'monthly budget of orders with no store', before: null, after: '$1,000.00' },
      { area: 'settings', subject: '', field: 'an order over budget', before: 'waits for approval', after: 'is refused' },
      { area: 'settings', subject: '', field: 'show budget to buyers', before: 'yes', after: 'no' },
      { area: 'settings', subject: '', field: 'approval link days', before: null, after: '5' },
    ]);
  });

  it("names a store's rules by its code, a store's 'no limit' apart from the group's", () => {
    const after = secrets();
    after.spending.stores = {
      TWFD01: { monthly_budget_cents: 250_000, approval_above_cents: null },
      TWHN01: { monthly_budget_cents: 80_000, over_budget: 'refuse', approvers: [MARCUS] },
    };
    expect(spendingChanges(secrets(), after)).toEqual([
      { area: 'settings', subject: '', field: 'TWFD01 approval above', before: null, after: 'no limit for this store' },
      { area: 'settings', subject: '', field: 'TWFD01 monthly budget', before: '$2,000.00', after: '$2,500.00' },
      { area: 'settings', subject: '', field: 'TWHN01 monthly budget', before: null, after: '$800.00' },
      {
        area: 'settings',
        subject: '',
        field: 'TWHN01 approvers',
        before: null,
        after: 'Marcus Oyelaran <marcus.oyelaran@tidewater-auto.example>',
      },
      { area: 'settings', subject: '', field: 'TWHN01 an order over budget', before: null, after: 'is refused' },
    ]);
  });

  it("names a code's caps, days and hours by the code's label, never its key or hash", () => {
    const after = secrets();
    after.spending.codes = {
      [KEY_CT]: { per_order_cents: 400_000, monthly_cents: 900_000 },
      [KEY_SK]: { per_order_cents: 40_000, days: [5, 1, 2], hours: { from: '07:00', to: '18:00' } },
    };
    const changes = spendingChanges(secrets(), after);
    expect(changes).toEqual([
      {
        area: 'settings',
        subject: '',
        field: 'code Store code of Tidewater Ford days',
        before: null,
        after: 'Monday, Tuesday, Friday',
      },
      { area: 'settings', subject: '', field: 'code Store code of Tidewater Ford hours', before: null, after: '07:00–18:00' },
      { area: 'settings', subject: '', field: 'code ••••••CT per order', before: '$5,000.00', after: '$4,000.00' },
      { area: 'settings', subject: '', field: 'code ••••••CT per month', before: null, after: '$9,000.00' },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/AAAAAAAAAAAA|BBBBBBBBBBBB|scrypt/);
  });

  it('shows no change of caps when a code given again carries its caps to its new key', () => {
    const after = secrets();
    after.bypass_codes = [HASH_CT_AGAIN];
    after.bypass_code_labels = ['••••••CT'];
    after.spending.codes = { [KEY_CT_AGAIN]: { per_order_cents: 500_000 } };
    expect(spendingChanges(secrets(), after)).toEqual([
      { area: 'settings', subject: '', field: 'code Store code of Tidewater Ford per order', before: '$400.00', after: null },
    ]);
  });

  it('describes rules added from none and removed to none, rule by rule', () => {
    const none = { ...secrets(), spending: undefined };
    const added = spendingChanges(none, secrets());
    expect(added.map((change) => [change.field, change.before, change.after])).toEqual([
      ['approval above', null, '$500.00'],
      ['approvers', null, 'Renata Okafor <renata.okafor@tidewater-auto.example>'],
      ['an order over budget', null, 'waits for approval'],
      ['show budget to buyers', null, 'yes'],
      ['TWFD01 monthly budget', null, '$2,000.00'],
      ['code Store code of Tidewater Ford per order', null, '$400.00'],
      ['code ••••••CT per order', null, '$5,000.00'],
    ]);
    expect(spendingChanges(secrets(), none).every((change) => change.after === null)).toBe(true);
  });

  it('says a store added with no rule of its own, so a draft that differs is never described as the same', () => {
    const after = secrets();
    after.spending.stores = { TWFD01: { monthly_budget_cents: 200_000 }, TWCC01: {} };
    expect(spendingChanges(secrets(), after)).toEqual([
      { area: 'settings', subject: '', field: 'TWCC01 rules', before: null, after: 'no rules of its own' },
    ]);
  });
});

describe('diffOfferDocuments with spending rules', () => {
  it("lists the spending rules' changes among the settings, and the codes' labels with the bypass codes", () => {
    const before = { group: {}, secrets: secrets(), items: [] };
    const after = { group: {}, secrets: secrets(), items: [] };
    after.secrets.spending.approval_above_cents = 60_000;
    after.secrets.bypass_codes = [HASH_CT_AGAIN];
    after.secrets.bypass_code_labels = ['••••••CT'];
    after.secrets.spending.codes = { [KEY_CT_AGAIN]: { per_order_cents: 500_000 } };
    expect(diffOfferDocuments(before, after)).toEqual([
      { area: 'settings', subject: '', field: 'approval above', before: '$500.00', after: '$600.00' },
      { area: 'settings', subject: '', field: 'code Store code of Tidewater Ford per order', before: '$400.00', after: null },
      {
        area: 'secrets',
        subject: '',
        field: 'bypass codes',
        before: '2 codes: ••••••CT, Store code of Tidewater Ford',
        after: '1 codes (1 new, 2 retired): ••••••CT',
      },
    ]);
  });
});

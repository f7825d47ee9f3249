import { describe, expect, it } from 'vitest';
import {
  codeRulesForm,
  readCodeRulesForm,
  readSpendingDollars,
  readSpendingForm,
  readStoreRulesForm,
  spendingForm,
  storeRuleWords,
  storeRulesForm,
} from './spending-draft';

describe('the spending form', () => {
  it('reads dollars as whole cents, none when empty, and refuses a third decimal or more than $10,000,000', () => {
    expect(readSpendingDollars('$1,250.50')).toEqual({ ok: true, value: 125_050 });
    expect(readSpendingDollars('0.29')).toEqual({ ok: true, value: 29 });
    expect(readSpendingDollars(' ')).toEqual({ ok: true, value: undefined });
    expect(readSpendingDollars('12.345')).toMatchObject({ ok: false });
    expect(readSpendingDollars('10000000.01')).toEqual({ ok: false, problem: 'At most $10,000,000.00.' });
  });

  it('gives back the rules it was made from, and leaves out what is left empty', () => {
    const rules = {
      approval_above_cents: 50_000,
      approvers: [{ name: 'Renata Okafor', email: 'renata.okafor@tidewater-auto.example' }],
      over_budget: 'refuse' as const,
      show_budget_to_buyers: true,
      link_days: 5,
      stores: { TWFD01: { monthly_budget_cents: 200_000, approval_above_cents: null } },
    };
    expect(readSpendingForm(spendingForm(rules))).toEqual({ rules });
    expect(readSpendingForm({ ...spendingForm(rules), linkDays: '', approvalAbove: '' })).toEqual({
      rules: { ...rules, link_days: undefined, approval_above_cents: undefined },
    });
  });

  it('asks for an approver where a limit is set, and refuses timings out of bounds', () => {
    const form = { ...spendingForm(null), on: true, approvalAbove: '500', linkDays: '31', remindAfterHours: '0' };
    expect(readSpendingForm(form)).toEqual({
      problems: {
        approvers: 'An approval limit needs an approver: add one.',
        linkDays: 'A whole number from 1 to 30.',
        remindAfterHours: 'A whole number from 1 to 336.',
      },
    });
    expect(readSpendingForm({ ...form, on: false })).toEqual({ rules: null });
  });

  it("keeps a store's 'no limit' apart from the group's limit, and drops a store left with no rule of its own", () => {
    expect(storeRulesForm({ approval_above_cents: null }).limitKind).toBe('none');
    expect(readStoreRulesForm({ ...storeRulesForm(undefined), limitKind: 'none' })).toEqual({
      rules: { approval_above_cents: null },
    });
    expect(readStoreRulesForm(storeRulesForm(undefined))).toEqual({ rules: undefined });
    expect(readStoreRulesForm({ ...storeRulesForm(undefined), limitKind: 'own' })).toMatchObject({
      problems: { limit: 'Type the limit in dollars, or choose the group’s.' },
    });
    const form = spendingForm({ approval_above_cents: 50_000, over_budget: 'approval', show_budget_to_buyers: false });
    expect(storeRuleWords(undefined, form)).toEqual({
      budget: 'None',
      limit: "The group's ($500.00)",
      approvers: "The group's",
      overBudget: "The group's (waits for approval)",
    });
  });

  it("reads a code's days and hours: every day is no rule, hours need both ends in order", () => {
    expect(readCodeRulesForm(codeRulesForm(undefined))).toEqual({ rules: undefined });
    expect(readCodeRulesForm({ ...codeRulesForm(undefined), days: [5, 1], from: '07:00', to: '18:00' })).toEqual({
      rules: { days: [1, 5], hours: { from: '07:00', to: '18:00' } },
    });
    expect(readCodeRulesForm({ ...codeRulesForm(undefined), from: '18:00', to: '07:00' })).toEqual({
      problems: { hours: 'The hours end after they start.' },
    });
    expect(readCodeRulesForm({ ...codeRulesForm(undefined), from: '07:00' })).toMatchObject({
      problems: { hours: expect.any(String) },
    });
    expect(readCodeRulesForm({ ...codeRulesForm(undefined), days: [] })).toMatchObject({
      problems: { days: expect.any(String) },
    });
  });
});

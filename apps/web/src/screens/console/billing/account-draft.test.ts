import { describe, expect, it } from 'vitest';
import { billingAccount, CEDAR_CREEK } from '../../../../test-support/billing';
import { centsAsDollars, dollarsToCents, draftOf, readDraft, updateBody } from './account-draft';

const ACCOUNT = billingAccount({
  ...CEDAR_CREEK,
  address: ['77 Millrace Road', 'Cedar Creek, OR 97999'],
  credit_limit_cents: 1_500_050,
  contacts: ['accounts.payable@cedar-auto.example'],
  version: 7,
});

describe('the credit limit typed in dollars', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['25000', 2_500_000],
    ['25,000', 2_500_000],
    ['$25,000.5', 2_500_050],
    ['$ 1,234,567.89', 123_456_789],
    ['0.07', 7],
    ['100000000', 10_000_000_000],
  ])('reads %j as %j cents', (text, cents) => {
    expect(dollarsToCents(text)).toEqual({ ok: true, cents });
  });

  it.each(['10.005', '0.001', '1.999'])('refuses %j: more than two decimals', (text) => {
    expect(dollarsToCents(text)).toEqual({ ok: false, problem: 'A credit limit has at most two decimals (whole cents).' });
  });

  it.each(['-5', 'ten', '1,00', '25 000', '1e5', '.5', '100000000.01'])('refuses %j', (text) => {
    expect(dollarsToCents(text).ok).toBe(false);
  });

  it('writes cents back as the field shows them', () => {
    expect([null, 0, 7, 2_500_000, 2_500_050].map(centsAsDollars)).toEqual(['', '0', '0.07', '25000', '25000.50']);
  });
});

describe('the change an edit sends', () => {
  it('is nothing when the fields are as the account was', () => {
    expect(updateBody(ACCOUNT, readDraft(draftOf(ACCOUNT)))).toBeNull();
  });

  it('leaves out what the server would keep the same: case of contacts, order of days, blank lines', () => {
    const draft = {
      ...draftOf(ACCOUNT),
      contacts: 'Accounts.Payable@Cedar-Auto.example\n\n',
      reminderDays: '60, 0,30',
      address: '  77 Millrace Road\n\nCedar Creek, OR 97999\n',
      creditLimit: '15,000.50',
    };
    expect(updateBody(ACCOUNT, readDraft(draft))).toBeNull();
  });

  it('names only the fields that changed, with the version read', () => {
    const draft = { ...draftOf(ACCOUNT), terms: 'net_45' as const, creditLimit: '', name: ' Cedar Creek Auto Group ' };
    expect(updateBody(ACCOUNT, readDraft(draft))).toEqual({
      version: 7,
      name: 'Cedar Creek Auto Group',
      terms: 'net_45',
      credit_limit_cents: null,
    });
  });

  it('says what is wrong field by field, with the domain rule and the contract bounds', () => {
    const draft = {
      ...draftOf(ACCOUNT),
      accountingName: ' ',
      address: ['1', '2', '3', '4', '5', '6', '7'].join('\n'),
      reminderDays: '0, soon',
      creditLimit: '12.345',
    };
    expect(readDraft(draft).problems).toEqual({
      accountingName: 'Enter the customer name used in the accounting program.',
      address: 'An address has at most 6 lines of 120 characters.',
      creditLimit: 'A credit limit has at most two decimals (whole cents).',
      reminderDays: 'Reminders are up to 6 different days from 0 to 365 after the due date.',
    });
  });
});

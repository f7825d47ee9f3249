import { describe, expect, it } from 'vitest';
import { agingRow } from '../../../../test-support/billing';
import { GUARDIAN_STORE, HARBOR, MAPLE } from '../../../../test-support/billing-aging';
import { consoleTimes } from '../console-format';
import { bucketInvoicesHref, holdText, liftDays, liftDone, owingFirst, readHoldLift } from './aging-standing';

const TODAY = '2026-11-27';
const { date } = consoleTimes('America/New_York');
/** The end of Dec 4, 2026 in New York, as the server keeps a lift until then: the start of Dec 5 (EST). */
const END_OF_DEC_4 = Date.UTC(2026, 11, 5, 5);

describe('the aging rows', () => {
  it('keeps the answer’s order, the accounts owing nothing after the others', () => {
    const nothing = agingRow({}, { id: 'zero', name: 'Prairie Wind Dealerships' });
    expect(owingFirst([HARBOR, nothing, MAPLE, GUARDIAN_STORE]).map((row) => row.account.name)).toEqual([
      'Harbor Point Motors',
      'Guardian Chevrolet of Ashford',
      'Prairie Wind Dealerships',
      'Maple Grove Auto',
    ]);
  });

  it("opens an account's invoices from a bucket, only the overdue ones from a bucket past due", () => {
    expect(bucketInvoicesHref('abc', 'current')).toBe('/console/billing/invoices?account=abc');
    expect(bucketInvoicesHref('abc', 'days_31_60')).toBe('/console/billing/invoices?account=abc&status=overdue');
  });

  it('says why an account is on hold, or until which day its hold is lifted, and nothing once that has passed', () => {
    expect(holdText(HARBOR, Date.now(), date)).toBe('On hold: an invoice more than 60 days past due');
    expect(holdText(agingRow({ hold: 'over_limit' }), Date.now(), date)).toBe('On hold: over its credit limit');
    const lifted = agingRow({}, { hold_lifted_until: END_OF_DEC_4 });
    expect(holdText(lifted, Date.UTC(2026, 10, 27), date)).toBe('Hold lifted until Dec 4, 2026');
    expect(holdText(lifted, END_OF_DEC_4, date)).toBeNull();
    expect(holdText(GUARDIAN_STORE, Date.now(), date)).toBeNull();
  });
});

describe('lifting a hold', () => {
  it('takes a day from tomorrow to 90 days ahead', () => {
    expect(liftDays(TODAY)).toEqual({ first: '2026-11-28', last: '2027-02-25' });
    const reason = 'Cheque 10442 is in the post.';
    expect(readHoldLift({ until: '2026-11-28', reason }, TODAY).body).toEqual({ until: '2026-11-28', reason });
    expect(readHoldLift({ until: '2027-02-25', reason }, TODAY).body).not.toBeNull();
    for (const until of [TODAY, '2027-02-26', '2026-11-02']) {
      const { body, problems } = readHoldLift({ until, reason }, TODAY);
      expect(body).toBeNull();
      expect(problems.until).toBe('Choose a day from Nov 28, 2026 to Feb 25, 2027: a hold is lifted for 1 to 90 days.');
    }
    expect(readHoldLift({ until: '', reason }, TODAY).problems.until).toBe('Choose the last day the hold is lifted.');
  });

  it('needs a reason of three characters or more, sent trimmed', () => {
    expect(readHoldLift({ until: '2026-12-04', reason: '  ok ' }, TODAY).problems.reason).toBe(
      'Say why in a few words: the reason is kept in the audit log.',
    );
    expect(readHoldLift({ until: '2026-12-04', reason: '  Paid by ACH today  ' }, TODAY).body).toEqual({
      until: '2026-12-04',
      reason: 'Paid by ACH today',
    });
  });

  it('says until the end of which day the hold is lifted', () => {
    expect(liftDone({ ...HARBOR.account, hold_lifted_until: END_OF_DEC_4 }, date)).toBe(
      'The hold on Harbor Point Motors is lifted until the end of Dec 4, 2026: its buyers can order on account again.',
    );
  });
});

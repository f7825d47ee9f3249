import { describe, expect, it } from 'vitest';
import type { AgingRow } from '@portal/domain';
import { agingRow, noAging } from '../../../../test-support/billing';
import { daysAfter, holdLiftProblems, holdStanding, LIFT_RANGE } from './credit-hold';

const NOW = Date.UTC(2026, 10, 20, 17);

/** Harbor owes $500.00, all current, against a limit of $1,000.00. */
const row = (patch: Partial<Omit<AgingRow, 'account'>> = {}, liftedUntil: number | null = null): AgingRow =>
  agingRow(
    { balance_cents: 50_000, aging: { ...noAging(), current: 50_000 }, ...patch },
    { credit_limit_cents: 100_000, hold_lifted_until: liftedUntil },
  );

describe("an account's credit hold", () => {
  it('is the reason the aging gives', () => {
    expect(holdStanding(row({ hold: 'overdue' }), 'America/New_York', NOW)).toEqual({ kind: 'on', reason: 'overdue' });
    expect(holdStanding(row(), 'America/New_York', NOW)).toEqual({ kind: 'none' });
  });

  it('is lifted until the day chosen: the server ends it at the start of the next, in the provider’s zone', () => {
    // The end of Dec 4, 2026 in New York: 05:00 UTC on Dec 5.
    const until = Date.UTC(2026, 11, 5, 5);
    expect(holdStanding(row({ balance_cents: 150_000 }, until), 'America/New_York', NOW)).toEqual({
      kind: 'lifted',
      until: '2026-12-04',
      reason: 'over_limit',
    });
    expect(holdStanding(row({}, until), 'America/New_York', NOW)).toEqual({ kind: 'lifted', until: '2026-12-04', reason: null });
  });

  it('is not lifted once the day has passed', () => {
    expect(holdStanding(row({}, NOW - 1), 'America/New_York', NOW)).toEqual({ kind: 'none' });
  });
});

describe('a hold lifted', () => {
  const today = '2026-11-20';

  it('until a day from tomorrow to 90 days ahead, with a reason', () => {
    expect(holdLiftProblems(daysAfter(today, 1), 'Cheque in the post', today)).toEqual({});
    expect(holdLiftProblems(daysAfter(today, 90), 'Cheque in the post', today)).toEqual({});
  });

  it('refuses today, a day past 90 days, no day and no reason, in the server’s words', () => {
    expect(holdLiftProblems(today, 'Cheque in the post', today).until).toBe(LIFT_RANGE);
    expect(holdLiftProblems(daysAfter(today, 91), 'Cheque in the post', today).until).toBe(LIFT_RANGE);
    expect(holdLiftProblems('', ' ok ', today)).toEqual({
      until: 'Enter the last day orders on account are taken.',
      reason: 'Say why the hold is lifted (a few words at least).',
    });
  });
});

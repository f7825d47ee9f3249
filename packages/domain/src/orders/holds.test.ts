import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../api/console/common';
import { FULFILMENT_STATUSES, moveSteps } from '../fulfilment/fulfilment-status';
import {
  creditHoldNote,
  HOLD_REASON_TABLE,
  HOLD_REASONS,
  holdMoveProblem,
  holdReleaseRefusal,
  holdText,
  holdWords,
  isHoldReason,
  mayInvoice,
  mayMoveToProduction,
  mayReleaseHold,
  onHoldText,
  ON_HOLD_NO_PRODUCTION,
} from './holds';

const holds = fc.array(fc.record({ reason: fc.constantFrom(...HOLD_REASONS) }), { maxLength: 4 });
const status = fc.constantFrom(...FULFILMENT_STATUSES);

describe('order holds', () => {
  it('say what the order waits for and who can release it', () => {
    expect(holdText('credit')).toBe("On hold: waiting for payment on the account — the provider's accounts team can release it.");
    expect(onHoldText(holdWords('credit'))).toBe(holdText('credit'));
    expect(holdWords('credit')).toEqual({
      label: 'Credit hold',
      waits_for: 'payment on the account',
      who_can_release: "the provider's accounts team",
    });
  });

  it.each([
    ['admin', true],
    ['accounts', true],
    ['rep', false],
    ['viewer', false],
  ] as const)('a credit hold is released by %s: %s', (role, may) => {
    expect(mayReleaseHold(role, 'credit')).toBe(may);
  });

  it('tells whoever may not release a hold who may', () => {
    expect(holdReleaseRefusal('credit')).toBe(
      "Only the provider's accounts team (an admin or the accounts role) can release a credit hold.",
    );
  });

  it('lets no staff role release an approval hold, and says who decides it', () => {
    for (const role of STAFF_ROLES) expect(mayReleaseHold(role, 'approval')).toBe(false);
    expect(holdText('approval')).toBe(
      "On hold: waiting for the dealership's approval — the dealership's approver can release it.",
    );
    expect(holdReleaseRefusal('approval')).toBe(
      "Staff cannot release an approval hold: the dealership's approver decides it. Remind the approver instead.",
    );
  });

  it('keeps why a credit hold opened in words', () => {
    expect(creditHoldNote('Harbor Point Motors', 'over_limit')).toBe(
      'Harbor Point Motors is on credit hold: the account is over its credit limit.',
    );
    expect(creditHoldNote('Red Rock Auto Group', 'overdue')).toBe(
      'Red Rock Auto Group is on credit hold: it has an invoice more than 60 days past due.',
    );
  });

  it('knows its reasons and no others', () => {
    expect(HOLD_REASONS.every(isHoldReason)).toBe(true);
    expect(isHoldReason('proof')).toBe(false);
    expect(isHoldReason(undefined)).toBe(false);
  });

  it('every reason is a whole row: words, and roles that exist and change things (never a viewer)', () => {
    for (const reason of HOLD_REASONS) {
      const row = HOLD_REASON_TABLE[reason];
      expect(row.label && row.waitsFor && row.whoCanRelease).toBeTruthy();
      // Only the dealership decides its approval: no staff role releases it (docs/approvals.md).
      expect(row.releaseRoles.length > 0).toBe(reason !== 'approval');
      expect(row.releaseRoles.every((role) => STAFF_ROLES.includes(role))).toBe(true);
      expect(row.releaseRoles).not.toContain('viewer');
      expect(holdText(reason)).toContain(row.waitsFor);
      expect(holdText(reason)).toContain(row.whoCanRelease);
    }
  });

  it('an order goes into production and is invoiced only with no hold open', () => {
    fc.assert(
      fc.property(holds, (open) => {
        expect(mayMoveToProduction(open)).toBe(open.length === 0);
        expect(mayInvoice(open)).toBe(open.length === 0);
      }),
    );
  });

  it('refuses exactly the moves that go into production while a hold is open, naming each reason once', () => {
    fc.assert(
      fc.property(status, status, holds, (from, to, open) => {
        const steps = moveSteps(from, to) ?? [to];
        const problem = holdMoveProblem(steps, open);
        expect(problem === null).toBe(open.length === 0 || !steps.includes('in_production'));
        if (problem === null) return;
        expect(problem.startsWith(ON_HOLD_NO_PRODUCTION)).toBe(true);
        for (const hold of open) expect(problem.split(holdText(hold.reason)).length).toBe(2);
      }),
    );
  });

  it.each([
    ['received', 'in_production', 'refused'],
    ['received', 'shipped', 'refused'],
    ['received', 'cancelled', 'allowed'],
    ['in_production', 'shipped', 'allowed'],
    ['in_production', 'cancelled', 'allowed'],
  ] as const)('with a credit hold open, %s → %s is %s', (from, to, outcome) => {
    const problem = holdMoveProblem(moveSteps(from, to)!, [{ reason: 'credit' }]);
    expect(problem === null ? 'allowed' : 'refused').toBe(outcome);
    if (problem)
      expect(problem).toBe(
        "This order cannot go into production while it is on hold. On hold: waiting for payment on the account — the provider's accounts team can release it.",
      );
  });
});

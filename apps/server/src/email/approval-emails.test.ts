import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../test-support/sample-order';
import { budgetText, renderApprovalOutcomeEmail, renderApprovalRequestEmail, type ApprovalRequest } from './approval-emails';

const request = (patch: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  kind: 'request',
  approver: { name: 'Renata Okafor', email: 'renata.okafor@tidewater-auto.example' },
  firstApproverName: null,
  order: sampleOrder(),
  reasons: ['Over the order total that needs approval'],
  budget: null,
  approveUrl: 'https://orders.crestline-supply.example/tidewater/approval#A',
  rejectUrl: 'https://orders.crestline-supply.example/tidewater/approval#R',
  expiresAt: new Date('2030-03-11T19:00:00Z'),
  ...patch,
});

describe("the approver's e-mail", () => {
  it('says Reminder in the subject of a reminder, and who did not answer in an escalation', () => {
    const first = renderApprovalRequestEmail(request());
    expect(first.subject).toMatch(/^Approve order /);
    expect(renderApprovalRequestEmail(request({ kind: 'reminder' })).subject).toBe(
      `Reminder: ${first.subject.replace(/^A/, 'a')}`,
    );
    const escalation = renderApprovalRequestEmail(
      request({
        kind: 'escalation',
        approver: { name: 'Marcus Oyelaran', email: 'marcus@tidewater-auto.example' },
        firstApproverName: 'Renata Okafor',
      }),
    );
    expect(escalation.to).toEqual(['marcus@tidewater-auto.example']);
    expect(escalation.subject).toMatch(/: Renata Okafor did not answer$/);
    expect(escalation.text).toContain('Renata Okafor did not answer in time');
  });

  it('shows the budget line only where the store has a budget, and escapes what the buyer typed', () => {
    const plain = renderApprovalRequestEmail(request({ order: sampleOrder({ firstName: '<b>Eve</b>' }) }));
    expect(plain.text).not.toContain('Budget');
    expect(plain.html).not.toContain('<b>Eve</b>');
    expect(plain.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    const budget = { month: '2030-03', budgetCents: 200000, spentCents: 150000, committedCents: 60000, leftCents: -10000 };
    expect(budgetText(budget)).toBe('Budget $2,000.00 · spent $1,500.00 · waiting for approval $600.00 · left -$100.00');
    expect(renderApprovalRequestEmail(request({ budget })).text).toMatch(/Budget, March 2030: +Budget \$2,000\.00/);
  });

  it("tells the buyer that the order was approved, and the group's recipients how it ended", () => {
    const order = sampleOrder();
    const buyer = renderApprovalOutcomeEmail(
      { order, outcomeText: 'Approved by Renata Okafor', status: 'approved', to: 'buyer' },
      ['buyer@example.com'],
    );
    expect(buyer.subject).toBe(`Your order ${order.orderNumber} was approved`);
    const group = renderApprovalOutcomeEmail(
      { order, outcomeText: 'Rejected by Group admin: Not this month', status: 'rejected', to: 'group' },
      ['purchasing@tidewater-auto.example', 'PURCHASING@tidewater-auto.example'],
    );
    expect(group.to).toEqual(['purchasing@tidewater-auto.example']);
    expect(group.subject).toMatch(/was rejected and cancelled$/);
    expect(group.text).toMatch(/Approval: +Rejected by Group admin: Not this month/);
  });
});

import { describe, expect, it } from 'vitest';
import { orderTimeline } from './timeline';

describe('orderTimeline', () => {
  it('starts at received when the order was placed', () => {
    expect(orderTimeline(1000, [])).toEqual([
      { status: 'received', label: 'Received', at: 1000, carrier: null, tracking_number: null, reason: null },
    ]);
  });

  it('lists the moves in time order, with the shipment on the shipped step', () => {
    const steps = orderTimeline(1000, [
      { to: 'shipped', at: 3000, carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
      { to: 'in_production', at: 2000 },
      { to: 'delivered', at: 4000 },
    ]);
    expect(steps.map((s) => [s.label, s.at])).toEqual([
      ['Received', 1000],
      ['In production', 2000],
      ['Shipped', 3000],
      ['Delivered', 4000],
    ]);
    expect(steps[2]).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    expect(steps[1]).toMatchObject({ carrier: null, tracking_number: null });
  });

  it('shows a cancelled order as received then cancelled', () => {
    expect(orderTimeline(1000, [{ to: 'cancelled', at: 1500 }]).map((s) => s.status)).toEqual(['received', 'cancelled']);
  });

  it("gives the buyer a cancel's reason and keeps the notes of other moves to staff", () => {
    const steps = orderTimeline(1000, [
      { to: 'in_production', at: 1200, note: 'Rush: the owner called' },
      { to: 'cancelled', at: 1500, note: '  Ordered twice: see CB-100043  ' },
    ]);
    expect(steps.map((s) => s.reason)).toEqual([null, null, 'Ordered twice: see CB-100043']);
    expect(orderTimeline(1000, [{ to: 'cancelled', at: 1500, note: ' ' }])[1]?.reason).toBeNull();
  });
});

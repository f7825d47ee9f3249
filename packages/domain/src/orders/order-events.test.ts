import { describe, expect, it } from 'vitest';
import { moveSteps } from '../fulfilment/fulfilment-status';
import {
  changeFollows,
  moveEventKind,
  moveEvents,
  moveOf,
  ORDER_EVENT_KINDS,
  orderEventFollows,
  parseOrderEventData,
  type OrderEvent,
} from './order-events';

const order = { orderId: '00000000-0000-4000-8000-000000000001', groupKey: 'harbor' };
const staff = { actor: 'staff' as const, staffId: '00000000-0000-4000-8000-0000000000aa' };
const system = { actor: 'system' as const, staffId: null };

const placed = (payment: 'account' | 'paypal'): OrderEvent => ({
  ...order,
  actor: 'buyer',
  staffId: null,
  kind: 'placed',
  data: { payment, total_cents: 12_500, capture_id: payment === 'paypal' ? 'CAPTURE-1' : null },
});
const shipped: OrderEvent = {
  ...order,
  ...staff,
  kind: 'shipped',
  data: { from: 'in_production', to: 'shipped', note: null, carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
};
const move = (from: 'received' | 'in_production' | 'shipped', to: 'in_production' | 'delivered'): OrderEvent => ({
  ...order,
  ...staff,
  kind: 'moved',
  data: { from, to, note: null },
});
const cancelled: OrderEvent = {
  ...order,
  ...staff,
  kind: 'cancelled',
  data: { from: 'received', to: 'cancelled', note: 'Ordered twice' },
};
const shipDate = (date: string | null): OrderEvent => ({
  ...order,
  ...staff,
  kind: 'ship_date_changed',
  data: { line_no: null, est_ship_date: date },
});
const invoiced: OrderEvent = {
  ...order,
  ...system,
  kind: 'invoiced',
  data: { invoice_id: '00000000-0000-4000-8000-0000000000ff', number: 'INV-2031-000001', total_cents: 12_500 },
};
const approvalId = '00000000-0000-4000-8000-0000000000ab';
const approved: OrderEvent = {
  ...order,
  ...system,
  kind: 'approved',
  data: { approval_id: approvalId, decider: 'approver', decided_by: 'Renata Okafor <renata.okafor@tidewater-auto.example>' },
};
const rejected: OrderEvent = {
  ...order,
  ...system,
  kind: 'rejected',
  data: { approval_id: approvalId, decider: 'group_admin', decided_by: 'Group admin', reason: 'Bought centrally' },
};
const approvalExpired: OrderEvent = { ...order, ...system, kind: 'approval_expired', data: { approval_id: approvalId } };
const hold = (kind: 'held' | 'released'): OrderEvent => ({
  ...order,
  ...system,
  kind,
  data: { reason: 'credit', hold_id: null, note: null },
});

describe('what follows from each order event', () => {
  it('queues the provider notice and the buyer confirmation when an order is placed, either way it is paid', () => {
    for (const payment of ['account', 'paypal'] as const)
      expect(orderEventFollows(placed(payment)).emails).toEqual([{ kind: 'provider' }, { kind: 'buyer' }]);
  });

  it('invoices at placement only where the account invoices at placement', () => {
    expect(orderEventFollows(placed('account'), 'placed').invoice).toBe(true);
    expect(orderEventFollows(placed('account'), 'shipped').invoice).toBe(false);
    expect(orderEventFollows(placed('account'), null).invoice).toBe(false);
  });

  it('invoices at shipment whatever the moment: an invoice due since placement and not issued is issued then', () => {
    for (const moment of ['placed', 'shipped', null] as const) expect(orderEventFollows(shipped, moment).invoice).toBe(true);
  });

  it('tells the buyer of production, shipment and a cancel, and of nothing else the fulfilment table does', () => {
    expect(orderEventFollows(move('received', 'in_production')).emails).toEqual([{ kind: 'status', event: 'in_production' }]);
    expect(orderEventFollows(shipped).emails).toEqual([{ kind: 'status', event: 'shipped' }]);
    expect(orderEventFollows(cancelled).emails).toEqual([{ kind: 'status', event: 'cancelled' }]);
    expect(orderEventFollows(move('shipped', 'delivered')).emails).toEqual([]);
    for (const event of [move('received', 'in_production'), move('shipped', 'delivered'), cancelled])
      expect(orderEventFollows(event, 'shipped').invoice).toBe(false);
  });

  it('tells the buyer of a new ship date but not of a cleared one', () => {
    expect(orderEventFollows(shipDate('2031-05-02')).emails).toEqual([{ kind: 'status', event: 'ship_date_changed' }]);
    expect(orderEventFollows(shipDate(null)).emails).toEqual([]);
  });

  it('sends an invoice its e-mail, and lets a released hold issue an invoice that fell due', () => {
    expect(orderEventFollows(invoiced)).toEqual({ emails: [{ kind: 'invoice' }], invoice: false });
    expect(orderEventFollows(hold('held'), 'placed')).toEqual({ emails: [], invoice: false });
    expect(orderEventFollows(hold('released'), 'placed')).toEqual({ emails: [], invoice: true });
  });

  it("sends nothing and issues nothing for an approval's end: the hold's release and the cancel that follow carry their own", () => {
    for (const event of [approved, rejected, approvalExpired])
      expect(orderEventFollows(event, 'placed')).toEqual({ emails: [], invoice: false });
    expect(parseOrderEventData('rejected', rejected.data)).toEqual(rejected.data);
    expect(() => parseOrderEventData('approved', { approval_id: approvalId, decider: 'buyer', decided_by: 'x' })).toThrow();
  });

  it('has a row for every kind', () => {
    const examples: OrderEvent[] = [
      placed('account'),
      hold('held'),
      hold('released'),
      move('received', 'in_production'),
      shipped,
      cancelled,
      shipDate('2031-05-02'),
      invoiced,
      approved,
      rejected,
      approvalExpired,
    ];
    expect(examples.map((event) => event.kind).sort()).toEqual([...ORDER_EVENT_KINDS].sort());
    for (const event of examples) expect(() => orderEventFollows(event)).not.toThrow();
  });
});

describe('a move made in one go', () => {
  it('is recorded as one event per step of the table, the shipment with its carrier and the note on the last', () => {
    const events = moveEvents({ ...order, from: 'received' }, moveSteps('received', 'shipped')!, staff, {
      note: 'Stock on the shelf',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(events.map((event) => [event.kind, moveOf(event)])).toEqual([
      ['moved', { from: 'received', to: 'in_production' }],
      ['shipped', { from: 'in_production', to: 'shipped' }],
    ]);
    expect(events[0]!.data).toEqual({ from: 'received', to: 'in_production', note: null });
    expect(events[1]!.data).toEqual({
      from: 'in_production',
      to: 'shipped',
      note: 'Stock on the shelf',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
  });

  it('e-mails the buyer of its last step only, and invoices once', () => {
    const events = moveEvents({ ...order, from: 'received' }, ['in_production', 'shipped'], staff, {
      note: null,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(changeFollows(events, 'shipped')).toEqual({ emails: [{ kind: 'status', event: 'shipped' }], invoice: true });
  });

  it('names each step by what it is: a shipment, a cancel, or a plain move', () => {
    expect(moveEventKind('in_production')).toBe('moved');
    expect(moveEventKind('delivered')).toBe('moved');
    expect(moveEventKind('shipped')).toBe('shipped');
    expect(moveEventKind('cancelled')).toBe('cancelled');
  });

  it('keeps the e-mails of the events that move nothing', () => {
    expect(changeFollows([shipDate('2031-05-02'), move('received', 'in_production')]).emails).toEqual([
      { kind: 'status', event: 'ship_date_changed' },
      { kind: 'status', event: 'in_production' },
    ]);
  });
});

describe('stored event data', () => {
  it('reads back as its kind and refuses data of another shape', () => {
    expect(parseOrderEventData('shipped', shipped.data)).toEqual(shipped.data);
    expect(() => parseOrderEventData('shipped', { from: 'received', to: 'shipped', note: null })).toThrow();
    expect(() => parseOrderEventData('placed', { payment: 'cash', total_cents: 1, capture_id: null })).toThrow();
  });
});

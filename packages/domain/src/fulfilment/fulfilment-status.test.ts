import { describe, expect, it } from 'vitest';
import {
  buyerEmailForMove,
  buyerEmailsForSteps,
  canMove,
  FULFILMENT_STATUS_LABELS,
  FULFILMENT_STATUSES,
  isFinalStatus,
  isFulfilmentStatus,
  moveNeedsTracking,
  moveProblem,
  moveSteps,
  nextStatuses,
  shipDateMayChange,
  statusChoices,
  type FulfilmentStatus,
} from './fulfilment-status';

const ALLOWED: [FulfilmentStatus, FulfilmentStatus][] = [
  ['received', 'in_production'],
  ['received', 'cancelled'],
  ['in_production', 'shipped'],
  ['in_production', 'cancelled'],
  ['shipped', 'delivered'],
];

describe('the table of moves', () => {
  it('allows exactly the forward steps and cancelling before shipping', () => {
    const allowed = FULFILMENT_STATUSES.flatMap((from) =>
      FULFILMENT_STATUSES.filter((to) => canMove(from, to)).map((to) => [from, to]),
    );
    expect(allowed).toEqual(ALLOWED);
  });

  it('offers the next statuses of each status', () => {
    expect(nextStatuses('received')).toEqual(['in_production', 'cancelled']);
    expect(nextStatuses('in_production')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('refuses going back, skipping a step and cancelling once shipped', () => {
    expect(canMove('shipped', 'received')).toBe(false);
    expect(canMove('in_production', 'received')).toBe(false);
    expect(canMove('received', 'shipped')).toBe(false);
    expect(canMove('received', 'delivered')).toBe(false);
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('delivered', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'shipped')).toBe(false);
    expect(canMove('cancelled', 'received')).toBe(false);
  });

  it('ends at delivered and cancelled', () => {
    expect(FULFILMENT_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'cancelled']);
  });
});

describe('moves made in one go', () => {
  it('ships a received order through in production, as two moves of the table', () => {
    expect(moveSteps('received', 'shipped')).toEqual(['in_production', 'shipped']);
    const [first, second] = moveSteps('received', 'shipped')!;
    expect(canMove('received', first!)).toBe(true);
    expect(canMove(first!, second!)).toBe(true);
  });
  it('makes every move of the table in one step', () => {
    for (const [from, to] of ALLOWED) expect(moveSteps(from, to)).toEqual([to]);
  });
  it('leads nowhere else: no delivery before shipping, nothing out of the ends, nothing back', () => {
    const reachable = FULFILMENT_STATUSES.flatMap((from) =>
      FULFILMENT_STATUSES.filter((to) => moveSteps(from, to) !== null).map((to) => [from, to]),
    );
    expect(reachable).toEqual([ALLOWED[0], ['received', 'shipped'], ...ALLOWED.slice(1)]);
    expect(moveSteps('received', 'delivered')).toBeNull();
    expect(moveSteps('cancelled', 'shipped')).toBeNull();
  });
  it('offers shipping from received beside moving to in production, and cancelling last', () => {
    expect(statusChoices('received')).toEqual(['in_production', 'shipped', 'cancelled']);
    expect(statusChoices('in_production')).toEqual(['shipped', 'cancelled']);
    expect(statusChoices('shipped')).toEqual(['delivered']);
    expect(statusChoices('delivered')).toEqual([]);
    expect(statusChoices('cancelled')).toEqual([]);
  });
  it('e-mails the buyer once, for the last step', () => {
    expect(buyerEmailsForSteps(['in_production', 'shipped'])).toEqual(['shipped']);
    expect(buyerEmailsForSteps(['in_production'])).toEqual(['in_production']);
    expect(buyerEmailsForSteps(['delivered'])).toEqual([]);
  });
});

describe('moveProblem', () => {
  it('says which move is impossible, in the words staff read', () => {
    expect(moveProblem('shipped', 'received')).toBe('Cannot move an order from Shipped to Received.');
    expect(moveProblem('cancelled', 'shipped')).toBe('Cannot move an order from Cancelled to Shipped.');
    expect(moveProblem('received', 'delivered')).toBe('Cannot move an order from Received to Delivered.');
  });
  it('has nothing to say about shipping a received order, which passes through in production', () => {
    expect(moveProblem('received', 'shipped')).toBeNull();
  });
  it('says when the order is there already', () => {
    expect(moveProblem('in_production', 'in_production')).toBe('The order is already In production.');
  });
  it('has nothing to say about an allowed move', () => {
    for (const [from, to] of ALLOWED) expect(moveProblem(from, to)).toBeNull();
  });
});

describe('labels and checks', () => {
  it('labels every status', () => {
    expect(FULFILMENT_STATUSES.map((s) => FULFILMENT_STATUS_LABELS[s])).toEqual([
      'Received',
      'In production',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });
  it('knows its statuses and nothing else', () => {
    expect(isFulfilmentStatus('shipped')).toBe(true);
    expect(isFulfilmentStatus('Shipped')).toBe(false);
    expect(isFulfilmentStatus('paid')).toBe(false);
    expect(isFulfilmentStatus(undefined)).toBe(false);
  });
  it('asks for tracking when shipping only', () => {
    expect(FULFILMENT_STATUSES.filter(moveNeedsTracking)).toEqual(['shipped']);
  });
  it('lets the ship date change until the order ships', () => {
    expect(FULFILMENT_STATUSES.filter(shipDateMayChange)).toEqual(['received', 'in_production']);
  });
});

describe('buyer e-mails', () => {
  it('e-mails the buyer for in production, shipped and cancelled, not for delivered', () => {
    expect(FULFILMENT_STATUSES.map((to) => [to, buyerEmailForMove(to)])).toEqual([
      ['received', null],
      ['in_production', 'in_production'],
      ['shipped', 'shipped'],
      ['delivered', null],
      ['cancelled', 'cancelled'],
    ]);
  });
});

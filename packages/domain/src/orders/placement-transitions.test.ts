import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  movePlaces,
  PAYMENT_MOVES,
  PAYMENT_STATUSES,
  paymentMovesFrom,
  paymentMoveTarget,
  placementStatus,
  type PaymentMove,
} from './placement-transitions';
import { isPlacedStatus, PLACED_STATUSES, UNPLACED_STATUSES } from './placed-statuses';

const MOVES = Object.keys(PAYMENT_MOVES) as PaymentMove[];

describe('the placement and payment table', () => {
  it('places an order on account at once and keeps a PayPal order waiting for its payment', () => {
    expect(placementStatus('account')).toBe('on_account');
    expect(isPlacedStatus(placementStatus('account'))).toBe(true);
    expect(placementStatus('paypal')).toBe('awaiting_payment');
    expect(isPlacedStatus(placementStatus('paypal'))).toBe(false);
  });

  it('knows every status, placed or not, and nothing else', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual([...UNPLACED_STATUSES, ...PLACED_STATUSES].sort());
    for (const move of MOVES) {
      expect(PAYMENT_STATUSES).toContain(PAYMENT_MOVES[move].to);
      for (const from of PAYMENT_MOVES[move].from) expect(PAYMENT_STATUSES).toContain(from);
    }
  });

  it('takes a capture lease from awaiting payment, takes over a lapsed one, gives it back, and places the order once captured', () => {
    expect(paymentMoveTarget('awaiting_payment', 'capture_started')).toBe('capturing');
    expect(paymentMoveTarget('capturing', 'capture_taken_over')).toBe('capturing');
    expect(paymentMoveTarget('capturing', 'capture_released')).toBe('awaiting_payment');
    expect(paymentMoveTarget('capturing', 'captured')).toBe('paid');
    expect(paymentMoveTarget('awaiting_payment', 'captured')).toBeNull();
    expect(canMovePayment('capturing', 'capture_started')).toBe(false);
  });

  it('lets nothing leave a placed order: its payment is final', () => {
    for (const placed of PLACED_STATUSES) expect(paymentMovesFrom(placed)).toEqual([]);
  });

  it('reaches every status from where a new order starts', () => {
    const reached = new Set<string>([placementStatus('account'), placementStatus('paypal')]);
    for (let grew = true; grew;) {
      grew = false;
      for (const move of MOVES)
        if (PAYMENT_MOVES[move].from.some((from) => reached.has(from)) && !reached.has(PAYMENT_MOVES[move].to)) {
          reached.add(PAYMENT_MOVES[move].to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('names the one move that places a PayPal order', () => {
    expect(MOVES.filter(movePlaces)).toEqual(['captured']);
  });
});

import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from './fulfilment-status';

/** One move of an order's status, as stored: when, and the shipment it named. */
export interface StatusMove {
  to: FulfilmentStatus;
  /** Milliseconds since 1970. */
  at: number;
  carrier?: string | null;
  tracking_number?: string | null;
  /** What staff wrote with the move; only a cancel's reaches the buyer. */
  note?: string | null;
}

/** One step of the timeline the buyer reads. */
export interface TimelineStep {
  status: FulfilmentStatus;
  label: string;
  /** Milliseconds since 1970. */
  at: number;
  carrier: string | null;
  tracking_number: string | null;
  /** On the cancelled step: the reason staff gave, or null. */
  reason: string | null;
}

/**
 * The buyer's timeline: received when the order was placed, then each move in the order it was
 * made. Moves are forward only, so each status appears once.
 */
export function orderTimeline(placedAt: number, moves: readonly StatusMove[]): TimelineStep[] {
  const step = (status: FulfilmentStatus, at: number, move?: StatusMove): TimelineStep => ({
    status,
    label: FULFILMENT_STATUS_LABELS[status],
    at,
    carrier: move?.carrier ?? null,
    tracking_number: move?.tracking_number ?? null,
    // Notes on other moves are for staff (docs/console.md#statuses-and-moves); a cancel's reason is for the buyer.
    reason: status === 'cancelled' ? move?.note?.trim() || null : null,
  });
  const sorted = [...moves].sort((a, b) => a.at - b.at);
  return [step('received', placedAt), ...sorted.filter((m) => m.to !== 'received').map((m) => step(m.to, m.at, m))];
}

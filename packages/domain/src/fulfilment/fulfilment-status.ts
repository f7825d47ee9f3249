/**
 * The fulfilment status of a placed order and the one table of moves staff may make
 * (docs/console.md#statuses-and-moves). The order's payment state (paid, on account) is a
 * different thing and lives beside it.
 */
export const FULFILMENT_STATUSES = ['received', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** What every new order starts as. */
export const INITIAL_FULFILMENT_STATUS: FulfilmentStatus = 'received';

/** The words staff and buyers read. */
export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  received: 'Received',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Where an order may go from each status. Forward only, one step at a time; cancelling is possible
 * until the goods leave (shipped). Delivered and cancelled are the ends.
 */
const MOVES: Readonly<Record<FulfilmentStatus, readonly FulfilmentStatus[]>> = {
  received: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function isFulfilmentStatus(value: unknown): value is FulfilmentStatus {
  return typeof value === 'string' && (FULFILMENT_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to, in the order a screen offers them. */
export function nextStatuses(from: FulfilmentStatus): readonly FulfilmentStatus[] {
  return MOVES[from];
}

export function canMove(from: FulfilmentStatus, to: FulfilmentStatus): boolean {
  return MOVES[from].includes(to);
}

/**
 * Moves staff make in one go that pass through statuses on the way: goods ready the day they are
 * ordered ship straight from received, through in production. Only a route the table itself walks
 * counts (moveSteps checks each step), so this never allows a move the table does not.
 */
const THROUGH: Readonly<Partial<Record<FulfilmentStatus, Partial<Record<FulfilmentStatus, readonly FulfilmentStatus[]>>>>> = {
  received: { shipped: ['in_production'] },
};

/**
 * The moves of the table an order in `from` goes through to reach `to`, in order, each recorded
 * on its own: [to] for one step, ['in_production', 'shipped'] to ship a received order; null when
 * the table does not lead there.
 */
export function moveSteps(from: FulfilmentStatus, to: FulfilmentStatus): FulfilmentStatus[] | null {
  if (canMove(from, to)) return [to];
  const via = THROUGH[from]?.[to];
  if (!via) return null;
  const steps = [...via, to];
  let at = from;
  for (const step of steps) {
    if (!canMove(at, step)) return null;
    at = step;
  }
  return steps;
}

/**
 * What staff may choose for an order in `from`, in the order a screen offers them: the table's
 * next statuses, with the moves that pass through one before the cancel.
 */
export function statusChoices(from: FulfilmentStatus): FulfilmentStatus[] {
  const through = (Object.keys(THROUGH[from] ?? {}) as FulfilmentStatus[]).filter((to) => moveSteps(from, to) !== null);
  const forward = [...MOVES[from].filter((to) => to !== 'cancelled'), ...through];
  return MOVES[from].includes('cancelled') ? [...forward, 'cancelled'] : forward;
}

/** Whether no move leaves this status. */
export function isFinalStatus(status: FulfilmentStatus): boolean {
  return MOVES[status].length === 0;
}

/** Why a move is refused, in words fit for staff, or null when it is allowed. */
export function moveProblem(from: FulfilmentStatus, to: FulfilmentStatus): string | null {
  if (moveSteps(from, to)) return null;
  if (from === to) return `The order is already ${FULFILMENT_STATUS_LABELS[to]}.`;
  return `Cannot move an order from ${FULFILMENT_STATUS_LABELS[from]} to ${FULFILMENT_STATUS_LABELS[to]}.`;
}

/** Shipping names how the goods travel: a carrier and its tracking number. */
export function moveNeedsTracking(to: FulfilmentStatus): boolean {
  return to === 'shipped';
}

/** Whether the estimated ship date may still change: not once the goods left or the order ended. */
export function shipDateMayChange(status: FulfilmentStatus): boolean {
  return status === 'received' || status === 'in_production';
}

export const SHIP_DATE_LOCKED = (status: FulfilmentStatus) =>
  `The est. ship date of a ${FULFILMENT_STATUS_LABELS[status]} order cannot change.`;

/**
 * The buyer e-mails staff actions send. Each goes to the buyer through the outbox in the
 * transaction of the change; delivery and every other change send nothing.
 */
export const BUYER_EMAIL_EVENTS = ['in_production', 'shipped', 'ship_date_changed', 'cancelled'] as const;
export type BuyerEmailEvent = (typeof BUYER_EMAIL_EVENTS)[number];

/** The buyer e-mail a move sends, or null for a move the buyer is not told of. */
export function buyerEmailForMove(to: FulfilmentStatus): BuyerEmailEvent | null {
  return to === 'in_production' || to === 'shipped' || to === 'cancelled' ? to : null;
}

/**
 * The buyer e-mails of a move made in one go (moveSteps): only its last step's. An order shipped
 * straight from received tells the buyer it has shipped, once, not also that it went into
 * production the same second.
 */
export function buyerEmailsForSteps(steps: readonly FulfilmentStatus[]): BuyerEmailEvent[] {
  const last = steps.at(-1);
  const event = last ? buyerEmailForMove(last) : null;
  return event ? [event] : [];
}

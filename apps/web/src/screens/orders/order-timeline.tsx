import type { CSSProperties } from 'react';
import {
  formatCalendarDay,
  formatOrderDate,
  FULFILMENT_STATUS_LABELS,
  trackingUrl,
  type FulfilmentStatus,
  type TimelineStepAnswer,
} from '@portal/domain';
import { cancelPath, checkCirclePath, radioUncheckedPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
import type { RetrievedOrder } from './orders-api';

/** The way an order goes when nothing stops it. */
const PATH: readonly FulfilmentStatus[] = ['received', 'in_production', 'shipped', 'delivered'];

/** A step of the timeline: done (with its step), still to come, or the cancel that ended it. */
interface Shown {
  status: FulfilmentStatus;
  done: TimelineStepAnswer | null;
}

/**
 * The steps to draw: those the order went through, then the rest of the usual way still to come;
 * a cancelled order ends at its cancel, with nothing to come.
 */
export function timelineSteps(order: Pick<RetrievedOrder, 'timeline' | 'fulfilment_status'>): Shown[] {
  const done = new Map(order.timeline.map((step) => [step.status, step]));
  if (order.fulfilment_status === 'cancelled') return order.timeline.map((step) => ({ status: step.status, done: step }));
  return PATH.map((status) => ({ status, done: done.get(status) ?? null }));
}

/**
 * The est. ship date the buyer reads: the latest day a line is due to ship ('YYYY-MM-DD'), or a
 * line's older free-text date when none is written as a day; null when no line has one.
 */
export function orderShipDate(order: Pick<RetrievedOrder, 'order'>): string | null {
  const dates = order.order.map((line) => line.est_ship_date?.trim() ?? '').filter((date) => date !== '');
  const days = dates.filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)).sort();
  return days.at(-1) ?? dates[0] ?? null;
}

/** The carrier and tracking number; the number links to the carrier's tracking page when there is one. */
function Tracking({ step }: { step: TimelineStepAnswer }) {
  const url = trackingUrl(step.carrier, step.tracking_number);
  return (
    <p className="small">
      {step.carrier ? `${step.carrier}, tracking ` : 'Tracking '}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="orders-tracking"
          aria-label={`Track ${step.tracking_number} on the ${step.carrier} website (opens in a new tab)`}
        >
          {step.tracking_number}
        </a>
      ) : (
        <strong className="orders-tracking">{step.tracking_number}</strong>
      )}
    </p>
  );
}

function StepIcon({ shown }: { shown: Shown }) {
  if (shown.status === 'cancelled') return <Icon path={cancelPath} className="icon orders-step-icon orders-step-cancelled" />;
  if (shown.done) return <Icon path={checkCirclePath} className="icon orders-step-icon orders-step-done" />;
  return <Icon path={radioUncheckedPath} className="icon orders-step-icon orders-step-to-come" />;
}

/**
 * Where an open order is (docs/product.md#orders): received, in production, shipped with its carrier
 * and tracking number, delivered, or cancelled, each with its date, and the est. ship date while
 * the goods have not left.
 */
export function OrderTimeline({ order }: { order: RetrievedOrder }) {
  const steps = timelineSteps(order);
  const shipDate = orderShipDate(order);
  const headingId = `order-${order.order_number}-progress`;
  const open = order.fulfilment_status === 'received' || order.fulfilment_status === 'in_production';
  // From sm up, one column per step (orders.css).
  const columns = { '--orders-steps': steps.length } as CSSProperties;
  return (
    <section aria-labelledby={headingId} className="orders-timeline">
      <h2 id={headingId} className="orders-subtitle orders-timeline-title">
        Progress of order {order.order_number}: {FULFILMENT_STATUS_LABELS[order.fulfilment_status]}
      </h2>
      <ol className="bare-list orders-steps" style={columns}>
        {steps.map((shown) => (
          <li key={shown.status} className={shown.done ? 'orders-step orders-step-is-done' : 'orders-step'}>
            <StepIcon shown={shown} />
            <div className="orders-step-text">
              <p className="small orders-step-label">{FULFILMENT_STATUS_LABELS[shown.status]}</p>
              <p className="small">{shown.done ? formatOrderDate(shown.done.at) : 'Not yet'}</p>
              {shown.done?.tracking_number && <Tracking step={shown.done} />}
              {shown.done?.reason && <p className="small orders-step-reason">Reason: {shown.done.reason}</p>}
            </div>
          </li>
        ))}
      </ol>
      {open && (
        <p className="small orders-ship-date">
          Est. ship date: <strong>{shipDate ? formatCalendarDay(shipDate) : 'not set yet'}</strong>
        </p>
      )}
    </section>
  );
}

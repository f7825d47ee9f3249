import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  formatCalendarDay,
  formatOrderDate,
  FULFILMENT_STATUS_LABELS,
  trackingUrl,
  type FulfilmentStatus,
  type TimelineStepAnswer,
} from '@portal/domain';
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
    <Typography variant="body2">
      {step.carrier ? `${step.carrier}, tracking ` : 'Tracking '}
      {url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ fontWeight: 600 }}
          aria-label={`Track ${step.tracking_number} on the ${step.carrier} website (opens in a new tab)`}
        >
          {step.tracking_number}
        </Link>
      ) : (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {step.tracking_number}
        </Box>
      )}
    </Typography>
  );
}

function StepIcon({ shown }: { shown: Shown }) {
  const sx = { fontSize: 22, flexShrink: 0 };
  if (shown.status === 'cancelled') return <CancelOutlined color="error" sx={sx} aria-hidden />;
  if (shown.done) return <CheckCircle color="success" sx={sx} aria-hidden />;
  return <RadioButtonUnchecked sx={{ ...sx, color: 'text.disabled' }} aria-hidden />;
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
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 2, px: { xs: 1, sm: 2 }, bgcolor: 'grey.50' }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
        Progress of order {order.order_number}: {FULFILMENT_STATUS_LABELS[order.fulfilment_status]}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          px: { xs: 1, sm: 0 },
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${steps.length}, minmax(0, 1fr))` },
        }}
      >
        {steps.map((shown) => (
          <Box component="li" key={shown.status} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
            <StepIcon shown={shown} />
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: shown.done ? 600 : 400, color: shown.done ? 'text.primary' : 'text.secondary' }}
              >
                {FULFILMENT_STATUS_LABELS[shown.status]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {shown.done ? formatOrderDate(shown.done.at) : 'Not yet'}
              </Typography>
              {shown.done?.tracking_number && <Tracking step={shown.done} />}
              {shown.done?.reason && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  Reason: {shown.done.reason}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {open && (
        <Typography variant="body2" sx={{ mt: 1.5, px: { xs: 1, sm: 0 } }}>
          Est. ship date: <strong>{shipDate ? formatCalendarDay(shipDate) : 'not set yet'}</strong>
        </Typography>
      )}
    </Box>
  );
}

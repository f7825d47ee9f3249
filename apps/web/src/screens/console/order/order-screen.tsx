import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  formatPrice,
  PAYMENT_KIND_LABELS,
  PRICE_ON_QUOTE,
  QUOTED_LINES_NOTE,
  shipDateMayChange,
  type ConsoleOrderDetailAnswer,
} from '@portal/domain';
import { consoleMoveStatus, consoleSendAgain, consoleSetShipDate } from '../console-api';
import { formatDay, NONE, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle, statusLabel, useStaff } from '../console-session';
import { StatusChip } from '../status-chip';
import { OrderLines } from './order-lines';
import { AuditTrail, OrderEmails, StatusHistory } from './order-records';
import { ShipDateField } from './ship-dates';
import { StatusActions } from './status-actions';
import { useOrder } from './use-order';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Term and value pairs. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, auto) 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function totalText(order: ConsoleOrderDetailAnswer['order']): string {
  if (order.price_on_quote && order.total_cents === 0) return PRICE_ON_QUOTE;
  return order.price_on_quote ? `${formatPrice(order.total_cents)} (${QUOTED_LINES_NOTE})` : formatPrice(order.total_cents);
}

/** Back to the board as it was left (filters and page), or to the board when the order was opened from a link. */
function BackToBoard() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const cameFromBoard = typeof from === 'string' && from.startsWith(CONSOLE_PATHS.board);
  return (
    <Button
      component={RouterLink}
      to={cameFromBoard ? from : CONSOLE_PATHS.board}
      onClick={(event: MouseEvent) => {
        // The board's history entry keeps its earlier pages: going back keeps Previous working.
        if (cameFromBoard && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      startIcon={<ArrowBack />}
      sx={{ mb: 1, ml: -1 }}
    >
      Back to orders
    </Button>
  );
}

function OrderDetail({
  detail,
  change,
  changing,
}: {
  detail: ConsoleOrderDetailAnswer;
  change: ReturnType<typeof useOrder>['change'];
  changing: boolean;
}) {
  const me = useStaff();
  const times = useConsoleTimes();
  const { order } = detail;
  const canChange = me.can_change_orders;
  const datesEditable = canChange && shipDateMayChange(order.status);

  const move: Parameters<typeof StatusActions>[0]['move'] = (body) =>
    change(
      () => consoleMoveStatus(order.id, { ...body, version: order.version }),
      `Order ${order.order_number} is now ${statusLabel(body.to)}.`,
    );
  const setShipDate = (date: string | null, lineNo?: number) =>
    change(
      () => consoleSetShipDate(order.id, { est_ship_date: date, version: order.version, ...(lineNo ? { line_no: lineNo } : {}) }),
      date
        ? `Est. ship date ${lineNo ? `of line ${lineNo} ` : ''}set to ${formatDay(date)}.`
        : `Est. ship date ${lineNo ? `of line ${lineNo} ` : ''}cleared.`,
    );
  const sendAgain = (emailId: string) => change(() => consoleSendAgain(emailId), 'The e-mail is queued to be sent again.');

  return (
    <>
      <Section title="Status" id="order-status">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: canChange ? 2 : 0 }}>
          <StatusChip status={order.status} size="medium" />
          {order.carrier && (
            <Typography variant="body2">
              {order.carrier}, tracking <strong>{order.tracking_number ?? NONE}</strong>
            </Typography>
          )}
        </Box>
        {canChange ? (
          <StatusActions status={order.status} orderNumber={order.order_number} move={move} disabled={changing} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Read only: your role sees orders and changes nothing.
          </Typography>
        )}
      </Section>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <Section title="Buyer" id="order-buyer">
          <Facts
            items={[
              ['Name', order.buyer_name || NONE],
              ['E-mail', order.buyer_email],
              ['Group', order.group_title],
              ['Store', order.store_name ? `${order.store_name} (${order.store_code})` : order.store_code || NONE],
              ['Store address', order.store_address ?? NONE],
            ]}
          />
        </Section>
        <Section title="Order" id="order-facts">
          <Facts
            items={[
              ['Placed', times.dateTime(order.created_at)],
              ['Payment', order.payment === 'paid' ? 'Paid by PayPal' : PAYMENT_KIND_LABELS[order.payment]],
              ['Total', totalText(order)],
              ['Items', `${order.item_count} units on ${order.line_count} line${order.line_count === 1 ? '' : 's'}`],
              ['Customer PO', order.customer_po ?? NONE],
              ['PO', order.po ?? NONE],
              [
                'Est. ship date',
                datesEditable ? (
                  <ShipDateField
                    label="Every line"
                    value={order.est_ship_date}
                    save={(date) => setShipDate(date)}
                    saveLabel="Set for every line"
                    disabled={changing}
                  />
                ) : (
                  formatDay(order.est_ship_date)
                ),
              ],
            ]}
          />
        </Section>
      </Box>

      <Section title="Items" id="order-items">
        <OrderLines
          lines={detail.lines}
          editable={datesEditable}
          saveShipDate={(lineNo, date) => setShipDate(date, lineNo)}
          disabled={changing}
        />
      </Section>
      <Section title="Status history" id="order-history">
        <StatusHistory history={detail.history} />
      </Section>
      <Section title="E-mails" id="order-emails">
        <OrderEmails emails={detail.emails} sendAgain={canChange ? sendAgain : null} disabled={changing} />
      </Section>
      <Section title="Audit trail" id="order-audit">
        <AuditTrail audit={detail.audit} />
      </Section>
    </>
  );
}

/** One order (docs/console.md#an-order): its lines, status and moves, ship dates, e-mails, history and audit. */
function OrderScreen() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const notice = useRef<HTMLDivElement>(null);
  const { load } = order;
  const number = load.kind === 'ready' ? load.detail.order.order_number : null;

  // A change replaces the buttons that made it: focus goes to what it did, so it is read out and the keyboard stays near.
  useEffect(() => {
    if (order.notice) notice.current?.focus();
  }, [order.notice]);

  return (
    <Box>
      <title>{consoleTitle(number ? `Order ${number}` : 'Order')}</title>
      <BackToBoard />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {number ? `Order ${number}` : 'Order'}
        </Typography>
        {load.kind === 'ready' && <StatusChip status={load.detail.order.status} size="medium" />}
      </Box>
      {order.notice && (
        <Alert
          ref={notice}
          tabIndex={-1}
          severity={order.notice.severity}
          role={order.notice.severity === 'warning' ? 'alert' : 'status'}
          onClose={order.clearNotice}
          sx={{ mb: 2 }}
        >
          {order.notice.text}
        </Alert>
      )}
      {load.kind === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading the order…</Typography>
        </Box>
      )}
      {load.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            load.status === 403 || load.status === 404 ? undefined : (
              <Button color="inherit" size="small" onClick={order.retry}>
                Try again
              </Button>
            )
          }
        >
          {load.message}
        </Alert>
      )}
      {load.kind === 'ready' && <OrderDetail detail={load.detail} change={order.change} changing={order.changing} />}
    </Box>
  );
}

export const Component = OrderScreen;

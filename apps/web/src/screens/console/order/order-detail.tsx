import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_KIND_LABELS,
  shipDateMayChange,
  type ConsoleMoveStatusBody,
  type ConsoleOrderDetailAnswer,
} from '@portal/domain';
import {
  consoleMoveStatus,
  consoleReleaseHold,
  consoleRemindApprover,
  consoleSendAgain,
  consoleSetShipDate,
} from '../api/orders';
import { formatDay, NONE, useConsoleTimes } from '../console-format';
import { statusLabel, useStaff } from '../console-session';
import { StatusChip } from '../status-chip';
import { OrderLines } from './order-lines';
import { OrderHolds } from './order-holds';
import { OrderApproval } from './order-approval';
import { AuditTrail, OrderEmails, StatusHistory } from './order-records';
import { Facts } from '../console-table';
import { Section } from './order-sections';
import { ChargesSection, ShipToSection } from './order-ship-to';
import { ShipDateField } from './ship-dates';
import { StatusActions } from './status-actions';
import type { ChangeResult } from './use-order-changes';

type Order = ConsoleOrderDetailAnswer['order'];

/** Runs a change of the order and says, once it is read again, what it did. */
export type Change = (action: () => Promise<unknown>, done: string) => Promise<ChangeResult>;

/** The changes of one order, each sent with the version the page shows and told in words once done. */
function orderChanges(order: Order, change: Change) {
  const ofLine = (lineNo?: number) => (lineNo ? `of line ${lineNo} ` : '');
  return {
    move: (body: Omit<ConsoleMoveStatusBody, 'version' | 'expected_status'>) =>
      change(
        () => consoleMoveStatus(order.id, { ...body, version: order.version }),
        `Order ${order.order_number} is now ${statusLabel(body.to)}.`,
      ),
    setShipDate: (date: string | null, lineNo?: number) =>
      change(
        () =>
          consoleSetShipDate(order.id, { est_ship_date: date, version: order.version, ...(lineNo ? { line_no: lineNo } : {}) }),
        date ? `Est. ship date ${ofLine(lineNo)}set to ${formatDay(date)}.` : `Est. ship date ${ofLine(lineNo)}cleared.`,
      ),
    sendAgain: (emailId: string) => change(() => consoleSendAgain(emailId), 'The e-mail is queued to be sent again.'),
    releaseHold: (hold: Order['holds'][number]) =>
      change(
        () => consoleReleaseHold(order.id, hold.id),
        `The ${hold.label.toLowerCase()} of order ${order.order_number} is released.`,
      ),
    remindApprover: () =>
      change(() => consoleRemindApprover(order.id), `The approver of order ${order.order_number} was reminded by e-mail.`),
  };
}

/** Where the order is, its carrier, and the moves this staff member may make. */
function StatusSection({
  order,
  move,
  changing,
}: {
  order: Order;
  move: ReturnType<typeof orderChanges>['move'];
  changing: boolean;
}) {
  const canChange = useStaff().can_change_orders;
  return (
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
  );
}

/** The order's facts, a wider column of terms than a card's. */
const ORDER_FACTS = { columns: 'minmax(8rem, auto) 1fr', sx: { columnGap: 2, rowGap: 0.75 } } as const;

/** Who ordered and for which store; when and how paid, and the order's est. ship date; where it ships and what it cost. */
function BuyerAndOrder({ order, shipDate }: { order: Order; shipDate: ReactNode }) {
  const times = useConsoleTimes();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
      <Section title="Buyer" id="order-buyer">
        <Facts
          {...ORDER_FACTS}
          items={[
            ['Name', order.buyer_name || NONE],
            ['E-mail', order.buyer_email],
            ['Group', order.group_title],
            // An order for no store names none: the ship-to below says where it goes.
            order.store_code !== '' && [
              'Store',
              order.store_name ? `${order.store_name} (${order.store_code})` : order.store_code,
            ],
          ]}
        />
      </Section>
      <Section title="Order" id="order-facts">
        <Facts
          {...ORDER_FACTS}
          items={[
            ['Placed', times.dateTime(order.created_at)],
            ['Payment', order.payment === 'paid' ? 'Paid by PayPal' : PAYMENT_KIND_LABELS[order.payment]],
            [
              'Items',
              `${order.item_count.toLocaleString('en-US')} units on ${order.line_count} line${order.line_count === 1 ? '' : 's'}`,
            ],
            ['Customer PO', order.customer_po ?? NONE],
            ['PO', order.po ?? NONE],
            ['Est. ship date', shipDate],
          ]}
        />
      </Section>
      <ShipToSection order={order} />
      <ChargesSection order={order} />
    </Box>
  );
}

/** The whole order: its approval, its holds, status and moves, buyer and facts, lines, history, e-mails and audit. */
export function OrderDetail({
  detail,
  change,
  changing,
}: {
  detail: ConsoleOrderDetailAnswer;
  change: Change;
  changing: boolean;
}) {
  const canChange = useStaff().can_change_orders;
  const { order } = detail;
  const datesEditable = canChange && shipDateMayChange(order.status);
  const { move, setShipDate, sendAgain, releaseHold, remindApprover } = orderChanges(order, change);
  return (
    <>
      <OrderApproval approval={detail.approval} remind={remindApprover} disabled={changing} />
      <OrderHolds holds={order.holds} release={(hold) => void releaseHold(hold)} disabled={changing} />
      <StatusSection order={order} move={move} changing={changing} />
      <BuyerAndOrder
        order={order}
        shipDate={
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
          )
        }
      />
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

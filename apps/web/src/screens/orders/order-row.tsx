import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { displayOrMissing, formatOrderDate, formatPrice, FULFILMENT_STATUS_LABELS, orderName } from '@portal/domain';
import { OrderLinesTable } from './order-lines-table';
import { visuallyHidden } from '../../common/visually-hidden';
import { OrderTimeline } from './order-timeline';
import type { RetrievedOrder } from './orders-api';
import type { PoDrafts } from './use-po-drafts';

interface OrderRowProps {
  order: RetrievedOrder;
  /** The order's store as the list names it (orderStoreLabel). */
  store: string;
  /** Below sm: the order is one stacked cell and its lines are cards. */
  phone: boolean;
  open: boolean;
  onToggle: () => void;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  po: PoDrafts;
}

/** One order: its row with the button that opens it, and under it the row its lines open in. */
export function OrderRow({ order, store, phone, open, onToggle, admin, po }: OrderRowProps) {
  const regionId = `order-${order.order_number}-lines`;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell>
          <IconButton
            aria-label={`Show items of order ${order.order_number}`}
            aria-expanded={open}
            aria-controls={regionId}
            onClick={onToggle}
          >
            <KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        </TableCell>
        {phone ? (
          <TableCell>
            <OrderSummary order={order} store={store} />
          </TableCell>
        ) : (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(order.created_at)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.order_number}</TableCell>
            <TableCell>{displayOrMissing(orderName(order))}</TableCell>
            <TableCell>{store}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{displayOrMissing(order.customer_po)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatPrice(order.total)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{FULFILMENT_STATUS_LABELS[order.fulfilment_status]}</TableCell>
          </>
        )}
      </TableRow>
      <TableRow>
        <TableCell colSpan={phone ? 2 : 8} sx={{ p: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={regionId}>
            <OrderTimeline order={order} />
            <OrderLinesTable
              phone={phone}
              order={order}
              admin={admin}
              drafts={po.drafts}
              onToggleEdit={po.toggleEdit}
              onDraftChange={po.changeDraft}
            />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** The collapsed row on a phone: one cell, stacked, so nothing is cut or scrolled sideways. */
function OrderSummary({ order, store }: { order: RetrievedOrder; store: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {formatOrderDate(order.created_at)}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          <Box component="span" sx={visuallyHidden}>
            Total{' '}
          </Box>
          {formatPrice(order.total)}
        </Typography>
      </Box>
      <Typography component="span">{displayOrMissing(orderName(order))}</Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        <Box component="span" sx={visuallyHidden}>
          Store{' '}
        </Box>
        <span>{store}</span>
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        Order No. {order.order_number}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        Customer PO {displayOrMissing(order.customer_po)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        Status {FULFILMENT_STATUS_LABELS[order.fulfilment_status]}
      </Typography>
    </Box>
  );
}

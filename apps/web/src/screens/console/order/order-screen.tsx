import { useEffect, useRef } from 'react';
import { useLoaderData, useParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConsoleOrderDetailAnswer } from '@portal/domain';
import { settle, type ApiError, type Settled } from '../../../core/api/api-client';
import { consoleOrder } from '../api/orders';
import { fromLoader } from '../api/request';
import { consoleTitle } from '../console-session';
import { StatusChip } from '../status-chip';
import { BackToBoard } from './back-to-board';
import { OrderDetail } from './order-detail';
import { useOrderChanges, type OrderNotice } from './use-order-changes';

/** The order the address names, or why it cannot be shown; after each change it is read again. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<ConsoleOrderDetailAnswer>> {
  return settle(consoleOrder(params.orderId ?? '', fromLoader(request)));
}

/** Why the order is not shown; asking again is offered unless it cannot help (not this staff member's, or no such order). */
function OrderFailure({ error }: { error: ApiError }) {
  const revalidator = useRevalidator();
  const final = error.status === 403 || error.status === 404;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        final ? undefined : (
          <Button color="inherit" size="small" onClick={() => void revalidator.revalidate()}>
            Try again
          </Button>
        )
      }
    >
      {error.message}
    </Alert>
  );
}

/** What the last change did, focused: it replaced the buttons that made it, so it is read out and the keyboard stays near. */
function ChangeNotice({ notice, onClose }: { notice: OrderNotice; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={notice.severity}
      role={notice.severity === 'warning' ? 'alert' : 'status'}
      onClose={onClose}
      sx={{ mb: 2 }}
    >
      {notice.text}
    </Alert>
  );
}

/** One order's page; what a change said stays with the order it was said of. */
function OrderPage() {
  const loaded = useLoaderData<Settled<ConsoleOrderDetailAnswer>>();
  const changes = useOrderChanges();
  const number = loaded.ok ? loaded.answer.order.order_number : null;
  return (
    <Box>
      <title>{consoleTitle(number ? `Order ${number}` : 'Order')}</title>
      <BackToBoard />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {number ? `Order ${number}` : 'Order'}
        </Typography>
        {loaded.ok && <StatusChip status={loaded.answer.order.status} size="medium" />}
      </Box>
      {changes.notice && <ChangeNotice notice={changes.notice} onClose={changes.clearNotice} />}
      {loaded.ok ? (
        <OrderDetail detail={loaded.answer} change={changes.change} changing={changes.changing} />
      ) : (
        <OrderFailure error={loaded.error} />
      )}
    </Box>
  );
}

/** One order (docs/console.md#an-order): its lines, status and moves, ship dates, e-mails, history and audit. */
function OrderScreen() {
  const { orderId = '' } = useParams();
  return <OrderPage key={orderId} />;
}

export const Component = OrderScreen;

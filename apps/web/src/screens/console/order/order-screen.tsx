import { Link as RouterLink, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Typography from '@mui/material/Typography';
import type { ConsoleOrderDetailAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOrder } from '../api/orders';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { StatusChip } from '../status-chip';
import { BackToBoard } from './back-to-board';
import { OrderDetail } from './order-detail';
import { useOrderChanges } from './use-order-changes';
import { LoadError, unlessRefused } from '../load-error';
import { Notice } from '../notice';

/** The order the address names, or why it cannot be shown; after each change it is read again. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<ConsoleOrderDetailAnswer>> {
  return settle(consoleOrder(params.orderId ?? '', fromLoader(request)));
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
        {loaded.ok && (
          <Button
            component={RouterLink}
            to={CONSOLE_PATHS.packingSlip(loaded.answer.order.id)}
            variant="outlined"
            size="small"
            startIcon={<PrintOutlined />}
            sx={{ ml: { sm: 'auto' } }}
          >
            Packing slip
          </Button>
        )}
      </Box>
      <Notice said={changes.notice} onClose={changes.clearNotice} focus="always" />
      {loaded.ok ? (
        <OrderDetail detail={loaded.answer} change={changes.change} changing={changes.changing} />
      ) : (
        <LoadError error={loaded.error} retryWhen={unlessRefused} />
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

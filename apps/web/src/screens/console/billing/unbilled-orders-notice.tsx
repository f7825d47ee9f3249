import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ConsoleUnbilledOrdersAnswer, UnbilledOrder } from '@portal/domain';
import type { Settled } from '../../../core/api/api-client';
import { ConsoleDate, money } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { StatusChip } from '../status-chip';
import { LoadError } from '../load-error';

const plural = (n: number) => (n === 1 ? '1 order on account has' : `${n} orders on account have`);

function UnbilledOrderItem({ order }: { order: UnbilledOrder }) {
  const where = order.store_name ? `${order.group_title}, ${order.store_name}` : order.group_title;
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 0.75 }}>
      <Link component={RouterLink} to={CONSOLE_PATHS.order(order.order_id)} sx={{ fontWeight: 600 }}>
        {order.order_number}
      </Link>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {where}
      </Box>
      <Box component="span">{order.buyer}</Box>
      <Box component="span">
        placed <ConsoleDate at={order.placed_at} />
      </Box>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {money(order.total_cents)}
      </Box>
      <StatusChip status={order.fulfilment_status} />
    </Box>
  );
}

/**
 * The orders on account that no billing account bills (docs/billing.md#billing-accounts): a
 * warning above the accounts while there is any, so the money does not leave unbilled. Nothing is
 * drawn when there is none.
 */
export function UnbilledOrdersNotice({ unbilled }: { unbilled: Settled<ConsoleUnbilledOrdersAnswer> }) {
  if (!unbilled.ok) return <LoadError error={unbilled.error} sx={{ mb: 2 }} />;
  const { orders } = unbilled.answer;
  if (orders.length === 0) return null;
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-labelledby="billing-unbilled"
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle id="billing-unbilled" component="h3">
        {plural(orders.length)} no billing account to bill {orders.length === 1 ? 'it' : 'them'}
      </AlertTitle>
      Open an account for the group (‘Open an account’) so its next orders are invoiced. An account bills only the orders placed
      after it opens: invoice these outside the portal.
      <Box component="ul" aria-label="Orders no account bills" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
        {orders.map((order) => (
          <UnbilledOrderItem key={order.order_id} order={order} />
        ))}
      </Box>
    </Alert>
  );
}

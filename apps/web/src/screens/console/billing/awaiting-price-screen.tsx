import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsoleAwaitingPriceAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleAwaitingPrice } from '../api/billing';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { useStaff } from '../console-session';
import { AwaitingPriceOrderCard } from './awaiting-price-order';
import { BillingTab } from './billing-section';
import { useLinePrices, type PriceNotice } from './use-line-prices';
import { LoadError } from '../load-error';
import { Notice } from '../notice';

/** The orders on account whose invoice waits for the price of a line on quote, oldest first. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<ConsoleAwaitingPriceAnswer>> {
  return settle(consoleAwaitingPrice(fromLoader(request)));
}

/** 'Open INV-…' beside the words of a line priced: its invoice, issued with the last price; else the notice's close button. */
function openInvoice(notice: PriceNotice | null) {
  const invoice = notice?.severity === 'success' ? notice.invoiceNumber : null;
  return invoice ? (
    <Button color="inherit" size="small" component={RouterLink} to={`${CONSOLE_PATHS.billingInvoices}?q=${invoice}`}>
      Open {invoice}
    </Button>
  ) : undefined;
}

function NothingAwaits() {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="h3" variant="h6">
        No order is waiting for a price.
      </Typography>
      <Typography color="text.secondary">
        An order on account with a line on quote ($0) waits here until each such line has its price.
      </Typography>
    </Paper>
  );
}

/** The 'Awaiting a price' tab of Billing (docs/console.md#awaiting-a-price): everyone reads, admins and the accounts role price. */
function AwaitingPriceScreen() {
  const loaded = useLoaderData<Settled<ConsoleAwaitingPriceAnswer>>();
  const canManage = useStaff().can_manage_billing;
  const prices = useLinePrices();
  const orders = loaded.ok ? loaded.answer.orders : [];
  return (
    <BillingTab
      id="billing-awaiting-price"
      title="Awaiting a price"
      heading="Awaiting a price"
      intro="Orders on account with a line on quote: their invoice is issued once every such line has its price (and the order has shipped, for an account invoiced then)."
      readOnly={canManage ? null : 'You can read these orders here; setting a price needs an admin or the accounts role.'}
    >
      {/* It takes the focus: the line priced has left the list with its button (and a refused line may have too, read again). */}
      <Notice said={prices.notice} onClose={prices.clearNotice} focus="always" action={openInvoice(prices.notice)} />
      {!loaded.ok && <LoadError error={loaded.error} />}
      {loaded.ok && orders.length === 0 && <NothingAwaits />}
      {orders.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {orders.map((order) => (
            <AwaitingPriceOrderCard key={order.order_id} order={order} prices={canManage ? prices : null} />
          ))}
        </Box>
      )}
    </BillingTab>
  );
}

export const Component = AwaitingPriceScreen;

import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRICE_ON_QUOTE, type AwaitingPriceOrder } from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { money, NONE, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { lineKey } from './line-price';
import type { LinePrices } from './use-line-prices';
import { DOLLARS } from '../console-fields';
import { Facts, type Fact } from '../console-table';

type Line = AwaitingPriceOrder['lines'][number];

/** Whether pricing the order's last line issues its invoice at once, in words (the tint only repeats them). */
function Moment({ due }: { due: boolean }) {
  return (
    <Chip
      size="small"
      label={due ? 'Ready to invoice once priced' : 'Not shipped yet'}
      sx={
        due
          ? { color: tokens.notice.successText, bgcolor: tokens.notice.successBackground }
          : { color: tokens.notice.infoText, bgcolor: tokens.notice.infoBackground }
      }
    />
  );
}

/** A line's price field and 'Set price', one form each so Enter sends the price of the line typed in. */
function PriceForm({ order, line, prices }: { order: AwaitingPriceOrder; line: Line; prices: LinePrices }) {
  const key = lineKey(order.order_id, line.line_no);
  const problem = prices.problemOf(key);
  const busy = prices.sending === key;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (prices.sending === null) prices.setPrice(order, line);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={`Unit price of line ${line.line_no}`}
        size="small"
        value={prices.draftOf(key)}
        onChange={(event) => prices.change(key, event.target.value)}
        error={problem !== undefined}
        helperText={problem ?? 'In dollars, each unit'}
        sx={{ flex: { xs: '1 1 auto', sm: '0 0 240px' }, minWidth: 0 }}
        slotProps={DOLLARS}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={prices.sending !== null}
        aria-busy={busy}
        aria-label={`Set price of line ${line.line_no}`}
        sx={{ height: 40, flexShrink: 0 }}
      >
        Set price
      </Button>
    </Box>
  );
}

/** The order's lines on quote: each with its price field, or 'Price on quote' for staff who may not price it. */
function QuotedLines({ order, prices }: { order: AwaitingPriceOrder; prices: LinePrices | null }) {
  return (
    <Box component="ul" aria-label={`Lines of ${order.order_number} on quote`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.lines.map((line) => (
        <Box
          component="li"
          key={line.line_no}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
            alignItems: 'start',
            gap: 1,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              Line {line.line_no}: {line.code} {line.name}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {[line.size, line.color].filter(Boolean).join(', ')} · {line.quantity} unit{line.quantity === 1 ? '' : 's'}
            </Typography>
          </Box>
          {prices ? (
            <PriceForm order={order} line={line} prices={prices} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {PRICE_ON_QUOTE}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** One order waiting for a price: who ordered what for whom, and its lines on quote. */
export function AwaitingPriceOrderCard({ order, prices }: { order: AwaitingPriceOrder; prices: LinePrices | null }) {
  const times = useConsoleTimes();
  const headingId = `awaiting-${order.order_id}`;
  const facts: Fact[] = [
    ['Group', order.group_title],
    ['Store', order.store_name ?? NONE],
    ['Account', order.account_name],
    ['Buyer', order.buyer || NONE],
    ['Placed', times.dateTime(order.placed_at)],
    ['Priced so far', money(order.total_cents)],
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          <Link component={RouterLink} to={CONSOLE_PATHS.order(order.order_id)}>
            {order.order_number}
          </Link>
        </Typography>
        <Moment due={order.due} />
      </Box>
      <Facts
        stacked
        columns={{ xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(180px, 1fr))' }}
        sx={{ gap: 1.5, mb: 1.5 }}
        items={facts}
      />
      <QuotedLines order={order} prices={prices} />
    </Paper>
  );
}

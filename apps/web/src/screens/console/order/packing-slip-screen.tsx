import { Link as RouterLink, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { orderLineName, type ConsoleOrderDetailAnswer, type ConsoleOrderLine } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOrder } from '../api/orders';
import { fromLoader } from '../api/request';
import { formatDay, NONE, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { ConsoleTable, Facts } from '../console-table';
import { LoadError, unlessRefused } from '../load-error';
import { Section } from './order-sections';
import { ShipToAddressLines } from './order-ship-to';

/** The order the address names, or why it cannot be shown. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<ConsoleOrderDetailAnswer>> {
  return settle(consoleOrder(params.orderId ?? '', fromLoader(request)));
}

// Printed, the slip is the page alone: the console's bar and the page's buttons stay on screen.
const PRINT_THE_SLIP_ALONE = { '@media print': { 'header, nav, .packing-slip-actions': { display: 'none !important' } } };

const text = (value: string | null | undefined) => (value && value.trim() ? value : NONE);
const logosOf = (line: ConsoleOrderLine) =>
  line.logos.map((logo) => (logo.placement ? `${logo.name} at ${logo.placement}` : logo.name)).join('; ') || NONE;
const quantityOf = (line: ConsoleOrderLine) =>
  `${line.quantity.toLocaleString('en-US')}${line.unit_label ? ` ${line.unit_label}` : ''}`;

/** What goes in the box with the order: where it goes, whose it is, and what is in it; no prices. */
function PackingSlip({ detail }: { detail: ConsoleOrderDetailAnswer }) {
  const { order, lines } = detail;
  const times = useConsoleTimes();
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Ship to" id="packing-ship-to">
          <ShipToAddressLines address={order.ship_to} variant="body1" />
        </Section>
        <Section title="Order" id="packing-order">
          <Facts
            columns="minmax(8rem, auto) 1fr"
            sx={{ columnGap: 2, rowGap: 0.75 }}
            items={[
              ['Order', order.order_number],
              ['Placed', times.dateTime(order.created_at)],
              ['Group', order.group_title],
              order.store_code !== '' && [
                'Store',
                order.store_name ? `${order.store_name} (${order.store_code})` : order.store_code,
              ],
              ['Buyer', text(order.buyer_name)],
              ['Customer PO', text(order.customer_po)],
              ['Shipping method', order.charges?.shipping_method?.name ?? NONE],
              ['Est. ship date', formatDay(order.est_ship_date)],
            ]}
          />
        </Section>
      </Box>
      <Section title="Items" id="packing-items">
        <ConsoleTable
          label="Items to pack"
          inSection
          minWidth={640}
          rowKey={(line) => String(line.line_no)}
          rows={lines}
          columns={[
            { header: 'Line', cell: (line) => line.line_no, kind: 'nowrap' },
            { header: 'Item code', cell: (line) => line.code, kind: 'nowrap' },
            { header: 'Item', cell: (line) => orderLineName(line), rowHeader: true },
            { header: 'Color', cell: (line) => text(line.color) },
            { header: 'Size', cell: (line) => (line.type === 'customs' ? NONE : text(line.size)) },
            { header: 'Logos', cell: logosOf },
            { header: 'Quantity', cell: quantityOf, kind: 'money' },
          ]}
        />
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {`${order.item_count.toLocaleString('en-US')} units on ${order.line_count} line${order.line_count === 1 ? '' : 's'}`}
        </Typography>
      </Section>
    </>
  );
}

/** One order's packing slip (docs/console.md#an-order), to print and put in the box. */
function PackingSlipScreen() {
  const { orderId = '' } = useParams();
  const loaded = useLoaderData<Settled<ConsoleOrderDetailAnswer>>();
  const number = loaded.ok ? loaded.answer.order.order_number : null;
  return (
    <Box key={orderId}>
      <GlobalStyles styles={PRINT_THE_SLIP_ALONE} />
      <title>{consoleTitle(number ? `Packing slip ${number}` : 'Packing slip')}</title>
      <Box className="packing-slip-actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, ml: -1 }}>
        <Button component={RouterLink} to={CONSOLE_PATHS.order(orderId)} startIcon={<ArrowBack />}>
          Back to the order
        </Button>
        {loaded.ok && (
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {number ? `Packing slip ${number}` : 'Packing slip'}
      </Typography>
      {loaded.ok ? <PackingSlip detail={loaded.answer} /> : <LoadError error={loaded.error} retryWhen={unlessRefused} />}
    </Box>
  );
}

export const Component = PackingSlipScreen;

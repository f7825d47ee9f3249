import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { orderStoreLabel, type StorefrontAnswer } from '@portal/domain';
import { visuallyHidden } from '../../common/visually-hidden';
import { OrderRow } from './order-row';
import type { RetrievedOrder } from './orders-api';
import type { PoDrafts } from './use-po-drafts';

interface OrdersTableProps {
  orders: readonly RetrievedOrder[];
  stores: StorefrontAnswer['stores'];
  /** The order numbers of the open rows. */
  expanded: ReadonlySet<string>;
  onToggle: (orderNumber: string) => void;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  po: PoDrafts;
}

/** The orders, a row each, with their lines under them on demand. */
export function OrdersTable({ orders, stores, expanded, onToggle, admin, po }: OrdersTableProps) {
  // Below sm the lines are cards and the order row is one stacked cell: no sideways scrolling on a phone.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table
        aria-label="Orders"
        sx={{ '& > thead > tr > th, & > tbody > tr:not(:nth-of-type(2n)) > td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: 56 }}>
              <Box component="span" sx={visuallyHidden}>
                Items
              </Box>
            </TableCell>
            {phone ? (
              <TableCell scope="col">Order</TableCell>
            ) : (
              <>
                <TableCell scope="col">Order Date</TableCell>
                <TableCell scope="col">Order No.</TableCell>
                <TableCell scope="col">Order Name</TableCell>
                <TableCell scope="col">Store</TableCell>
                <TableCell scope="col">Customer PO</TableCell>
                <TableCell scope="col" align="right">
                  Total
                </TableCell>
                <TableCell scope="col">Status</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow
              key={order.order_number}
              order={order}
              store={orderStoreLabel(order, stores)}
              phone={phone}
              open={expanded.has(order.order_number)}
              onToggle={() => onToggle(order.order_number)}
              admin={admin}
              po={po}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The next page of orders, under the table while there is one. */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button
        variant="outlined"
        onClick={onLoad}
        aria-busy={loading}
        startIcon={loading ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        Load more
      </Button>
    </Box>
  );
}

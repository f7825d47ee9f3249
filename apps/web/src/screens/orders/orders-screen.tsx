import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Fragment, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayOrMissing, formatOrderDate, formatPrice, orderName, orderStoreLabel } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../core/group';
import { GroupLoginDialog } from '../../shared/mui/group-login-dialog';
import { AdminControls, AdminNotice } from './admin-controls';
import { OrderLinesTable } from './order-lines-table';
import { ErrorToast, LoadingOrders, LogInToSeeOrders, NoOrders, OrdersFailed, OwnOrdersOnlyNote } from './orders-states';
import type { RetrievedOrder } from './orders-api';
import { useErrorToast, useOpenRows, useOrders } from './use-orders';
import { usePoDrafts } from './use-po-drafts';
import { withMuiTheme } from '../../core/mui/mui-screen';

const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx, a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
    </Box>
  );
}

/** Orders history: paid orders newest first, lines on demand, PO fields editable in admin mode (docs/product.md#orders). */
function OrdersScreen() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const group = storefront.key;

  const errors = useErrorToast();
  const orders = useOrders(group, errors.show);
  const openRows = useOpenRows();
  const po = usePoDrafts(group, orders.editLine);
  const [loggingIn, setLoggingIn] = useState(false);
  // Below sm the lines are cards and the order row is one stacked cell: no sideways scrolling on a phone.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The Admin button is gone once admin mode is on: focus goes to the notice that replaced it.
  const adminNotice = useRef<HTMLDivElement>(null);
  const { load, shown, admin } = orders;
  const ready = load.kind === 'ready';

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        Back to home
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Orders
        </Typography>
        <AdminControls group={group} admin={admin} shown={ready} onUnlocked={orders.enterAdmin} notice={adminNotice} />
      </Box>

      {admin && ready && <AdminNotice ref={adminNotice} />}
      {orders.ownOrdersOnly && ready && <OwnOrdersOnlyNote title={storefront.title} />}

      {load.kind === 'loading' && <LoadingOrders />}
      {load.kind === 'unauthorized' && <LogInToSeeOrders title={storefront.title} onLogIn={() => setLoggingIn(true)} />}
      <GroupLoginDialog
        open={loggingIn}
        group={group}
        title={storefront.title}
        reason="to see your orders"
        onClose={() => setLoggingIn(false)}
        onLoggedIn={() => {
          setLoggingIn(false);
          orders.retry();
        }}
      />

      {load.kind === 'failed' && <OrdersFailed onRetry={orders.retry} />}
      {ready && shown.length === 0 && <NoOrders homePath={paths.home} />}
      {ready && shown.length > 0 && (
        <>
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
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((order) => {
                  const open = openRows.open.has(order.order_number);
                  const regionId = `order-${order.order_number}-lines`;
                  return (
                    <Fragment key={order.order_number}>
                      <TableRow hover sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
                        <TableCell>
                          <IconButton
                            aria-label={`Show items of order ${order.order_number}`}
                            aria-expanded={open}
                            aria-controls={regionId}
                            onClick={() => openRows.toggle(order.order_number)}
                          >
                            <KeyboardArrowDown
                              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
                            />
                          </IconButton>
                        </TableCell>
                        {phone ? (
                          <TableCell>
                            <OrderSummary order={order} store={orderStoreLabel(order, storefront.stores)} />
                          </TableCell>
                        ) : (
                          <>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(order.created_at)}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.order_number}</TableCell>
                            <TableCell>{displayOrMissing(orderName(order))}</TableCell>
                            <TableCell>{orderStoreLabel(order, storefront.stores)}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{displayOrMissing(order.customer_po)}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                              {formatPrice(order.total)}
                            </TableCell>
                          </>
                        )}
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={phone ? 2 : 7} sx={{ p: 0, borderBottom: open ? undefined : 0 }}>
                          <Collapse in={open} timeout="auto" unmountOnExit id={regionId}>
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
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {orders.more && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void orders.loadMore()}
                aria-busy={orders.loadingMore}
                startIcon={orders.loadingMore ? <CircularProgress size={16} aria-hidden /> : undefined}
              >
                Load more
              </Button>
            </Box>
          )}
        </>
      )}

      <ErrorToast toast={errors.toast} onClose={errors.close} />
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(OrdersScreen);

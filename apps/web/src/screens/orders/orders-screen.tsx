import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Fragment, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayOrMissing, formatOrderDate, formatPrice, orderName, orderStoreLabel, TOAST_DURATION_MS } from '@portal/domain';
import { postJson } from '../../core/api/api-client';
import { useGroupPaths, useStorefront } from '../../core/group';
import { GroupLoginDialog } from '../../shared/mui/group-login-dialog';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../shared/mui/password-dialog';
import { OrderLinesTable } from './order-lines-table';
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
  const [adminDialog, setAdminDialog] = useState(false);
  // Below sm the lines are cards and the order row is one stacked cell: no sideways scrolling on a phone.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The Admin button is gone once admin mode is on: focus goes to the notice that replaced it.
  const adminNotice = useRef<HTMLDivElement>(null);
  const { load, shown, admin } = orders;

  const checkAdmin = async (password: string): Promise<PasswordCheck> => {
    try {
      await postJson<null>('/v1/admin/unlock', { companyName: group, password });
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, INVALID_PASSWORD_MESSAGE);
    }
  };

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        Back to home
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Orders
        </Typography>
        {load.kind === 'ready' &&
          (admin ? (
            <Chip icon={<AdminPanelSettingsOutlined />} label="Admin mode" color="secondary" variant="outlined" />
          ) : (
            <Button
              variant="outlined"
              startIcon={<AdminPanelSettingsOutlined />}
              aria-haspopup="dialog"
              onClick={() => setAdminDialog(true)}
            >
              Admin
            </Button>
          ))}
      </Box>

      {admin && load.kind === 'ready' && (
        <Alert ref={adminNotice} tabIndex={-1} role="status" severity="info" sx={{ mb: 2 }}>
          Admin mode is on. Open an order and use the pencil on a line to edit its Customer PO, PO and Est. Ship Date; press it
          again to save.
        </Alert>
      )}

      {orders.ownOrdersOnly && load.kind === 'ready' && (
        <Alert role="status" severity="info" sx={{ mb: 2 }}>
          {storefront.title} has no password, so this page lists only the orders placed from this browser. Staff see every order
          in admin mode.
        </Alert>
      )}

      {load.kind === 'loading' && (
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading your orders…</Typography>
        </Box>
      )}

      {load.kind === 'unauthorized' && (
        <Alert severity="info" sx={{ alignItems: 'flex-start' }}>
          <AlertTitle>Log in to see your orders</AlertTitle>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Past orders hold personal details, so the orders of {storefront.title} are shown only after you log in with your
            group&apos;s password.
          </Typography>
          <Button variant="contained" size="small" onClick={() => setLoggingIn(true)}>
            Enter password
          </Button>
        </Alert>
      )}
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

      {load.kind === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Your orders could not be loaded.</Typography>
          <Button variant="contained" onClick={orders.retry}>
            Try again
          </Button>
        </Paper>
      )}

      {load.kind === 'ready' && shown.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>No orders yet. Orders you place will be listed here.</Typography>
          <Button component={RouterLink} to={paths.home} variant="contained">
            Start shopping
          </Button>
        </Paper>
      )}

      {load.kind === 'ready' && shown.length > 0 && (
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

      <PasswordDialog
        open={adminDialog}
        title="Admin password"
        description="Staff only: admin mode lets you edit Customer PO, PO and Est. Ship Date on order lines."
        submitLabel="Unlock"
        check={checkAdmin}
        onCancel={() => setAdminDialog(false)}
        onExited={() => {
          if (admin) adminNotice.current?.focus();
        }}
        onSuccess={() => {
          setAdminDialog(false);
          orders.enterAdmin();
        }}
      />

      <Snackbar
        open={errors.toast.open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') errors.close();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={errors.close} sx={{ width: '100%' }}>
          {errors.toast.message}
        </Alert>
      </Snackbar>
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(OrdersScreen);

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
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  displayOrMissing,
  formatOrderDate,
  formatPrice,
  orderName,
  orderStoreLabel,
  storedPoValue,
  TOAST_DURATION_MS,
  UNEXPECTED_ERROR_MESSAGE,
  visibleOrders,
} from '@portal/domain';
import { ApiError, postJson } from '../../core/api/api-client';
import { useGroupPaths, useStorefront } from '../../core/group';
import { GroupLoginDialog } from '../../shared/mui/group-login-dialog';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../shared/mui/password-dialog';
import { lineKey, OrderLinesTable } from './order-lines-table';
import {
  retrieveOrders,
  updateHistoricalOrder,
  type PoField,
  type PoValues,
  type RetrievedLine,
  type RetrievedOrder,
} from './orders-api';
import { withMuiTheme } from '../../core/mui/mui-screen';

type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  /** The group has a password and this browser has not logged in (decision 009). */
  | { kind: 'unauthorized' }
  /** The first page failed: the snackbar said why; the page offers a retry. */
  | { kind: 'failed' };

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

/** An input's starting value: empty when nothing is set, so the admin never has to erase 'N/A'. */
const draftValue = (value: string | null | undefined) => value?.trim() ?? '';

/** A date input shows only YYYY-MM-DD; an older free-text date starts it empty. */
const draftDate = (value: string | null | undefined) => (/^\d{4}-\d{2}-\d{2}$/.test(draftValue(value)) ? draftValue(value) : '');

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

  const [orders, setOrders] = useState<RetrievedOrder[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loggingIn, setLoggingIn] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [toast, setToast] = useState<{ open: boolean; message: string }>({ open: false, message: '' });
  const [admin, setAdmin] = useState(false);
  const [ownOrdersOnly, setOwnOrdersOnly] = useState(false);
  const [adminDialog, setAdminDialog] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, PoValues>>({});
  // Below sm the lines are cards and the order row is one stacked cell: no sideways scrolling on a phone.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The Admin button is gone once admin mode is on: focus goes to the notice that replaced it.
  const adminNotice = useRef<HTMLDivElement>(null);

  const showError = (error: unknown) =>
    setToast({ open: true, message: error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE });

  /** A 401 turns the page into its log-in notice; anything else is a snackbar. */
  const failed = (error: unknown, firstPage: boolean) => {
    if (error instanceof ApiError && error.status === 401) {
      setLoad({ kind: 'unauthorized' });
      return;
    }
    showError(error);
    if (firstPage) setLoad({ kind: 'failed' });
  };

  useEffect(() => {
    let live = true;
    retrieveOrders(group, null).then(
      (page) => {
        if (!live) return;
        setOrders(page.orders);
        setCursor(page.next_cursor);
        setAdmin(page.admin);
        setOwnOrdersOnly(page.own_orders_only);
        setLoad({ kind: 'ready' });
      },
      (error: unknown) => {
        if (live) failed(error, true);
      },
    );
    return () => {
      live = false;
    };
    // `failed` only sets state: the page reloads when the group changes or on a retry.
  }, [group, attempt]);

  const retry = () => {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const loadMore = async () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await retrieveOrders(group, cursor);
      setOrders((shown) => {
        const known = new Set(shown.map((order) => order.order_number));
        return [...shown, ...page.orders.filter((order) => !known.has(order.order_number))];
      });
      setCursor(page.next_cursor);
    } catch (error) {
      failed(error, false);
    } finally {
      setLoadingMore(false);
    }
  };

  const toggleRow = (orderNumber: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(orderNumber)) next.delete(orderNumber);
      else next.add(orderNumber);
      return next;
    });

  const checkAdmin = async (password: string): Promise<PasswordCheck> => {
    try {
      await postJson<null>('/v1/admin/unlock', { companyName: group, password });
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, INVALID_PASSWORD_MESSAGE);
    }
  };

  /** First press: the line's PO cells become inputs. Second press: the values are kept and sent. */
  const toggleEdit = (order: RetrievedOrder, line: RetrievedLine) => {
    const key = lineKey(order, line);
    const draft = drafts[key];
    if (!draft) {
      setDrafts((all) => ({
        ...all,
        [key]: {
          customer_po: draftValue(line.customer_po),
          po: draftValue(line.po),
          est_ship_date: draftDate(line.est_ship_date),
        },
      }));
      return;
    }
    const edits: Pick<RetrievedLine, PoField> = {
      customer_po: storedPoValue(draft.customer_po),
      po: storedPoValue(draft.po),
      est_ship_date: storedPoValue(draft.est_ship_date),
    };
    const withEdits = (o: RetrievedOrder): RetrievedOrder => ({
      ...o,
      order: o.order.map((l) => (l.line_no === line.line_no ? { ...l, ...edits } : l)),
    });
    setOrders((all) => all.map((o) => (o.order_number === order.order_number ? withEdits(o) : o)));
    setDrafts((all) => {
      const rest = { ...all };
      delete rest[key];
      return rest;
    });
    // docs/product.md#orders: a failed update is not shown to the user; the screen keeps the typed values.
    updateHistoricalOrder(group, order, { ...line, ...edits }).catch((error: unknown) => {
      console.warn('update-historical-order failed', error);
    });
  };

  const changeDraft = (key: string, field: PoField, value: string) =>
    setDrafts((all) => {
      const draft = all[key];
      return draft ? { ...all, [key]: { ...draft, [field]: value } } : all;
    });

  const shown = visibleOrders(orders);

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

      {ownOrdersOnly && load.kind === 'ready' && (
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
          retry();
        }}
      />

      {load.kind === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Your orders could not be loaded.</Typography>
          <Button variant="contained" onClick={retry}>
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
                  const open = expanded.has(order.order_number);
                  const regionId = `order-${order.order_number}-lines`;
                  return (
                    <Fragment key={order.order_number}>
                      <TableRow hover sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
                        <TableCell>
                          <IconButton
                            aria-label={`Show items of order ${order.order_number}`}
                            aria-expanded={open}
                            aria-controls={regionId}
                            onClick={() => toggleRow(order.order_number)}
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
                              drafts={drafts}
                              onToggleEdit={toggleEdit}
                              onDraftChange={changeDraft}
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
          {cursor && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void loadMore()}
                aria-busy={loadingMore}
                startIcon={loadingMore ? <CircularProgress size={16} aria-hidden /> : undefined}
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
          setAdmin(true);
          // An open group showed this browser's orders only: admin mode shows every order of the group.
          if (ownOrdersOnly) retry();
        }}
      />

      <Snackbar
        open={toast.open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setToast((t) => ({ ...t, open: false }));
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setToast((t) => ({ ...t, open: false }))} sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      </Snackbar>
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(OrdersScreen);

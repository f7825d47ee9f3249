import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useGroupPaths, useStorefront } from '../../core/group';
import { withMuiTheme } from '../../core/mui/mui-screen';
import { GroupLoginDialog } from '../../common/mui/group-login-dialog';
import { AdminControls, AdminNotice } from './admin-controls';
import { LoadMore, OrdersTable } from './orders-table';
import { ErrorToast, LoadingOrders, LogInToSeeOrders, NoOrders, OrdersFailed, OwnOrdersOnlyNote } from './orders-states';
import { useErrorToast, useOpenRows, useOrders } from './use-orders';
import { usePoDrafts } from './use-po-drafts';
import { ReorderProvider } from './reorder';

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
  // The Admin button is gone once admin mode is on: focus goes to the notice that replaced it.
  const adminNotice = useRef<HTMLDivElement>(null);
  const { load, shown } = orders;
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
        <AdminControls group={group} admin={orders.admin} shown={ready} onUnlocked={orders.enterAdmin} notice={adminNotice} />
      </Box>
      {orders.admin && ready && <AdminNotice ref={adminNotice} />}
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
        <ReorderProvider>
          <OrdersTable
            orders={shown}
            stores={storefront.stores}
            expanded={openRows.open}
            onToggle={openRows.toggle}
            admin={orders.admin}
            po={po}
          />
          {orders.more && <LoadMore loading={orders.loadingMore} onLoad={() => void orders.loadMore()} />}
        </ReorderProvider>
      )}

      <ErrorToast toast={errors.toast} onClose={errors.close} />
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(OrdersScreen);

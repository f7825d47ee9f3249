import { useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { loadStorefront } from '../../core/api/storefront';
import { siteGroup } from '../../core/site';
import { useGroupPaths, useStorefront } from '../../core/group';
import { GroupLoginDialog } from '../../common/group-login-dialog';
import { BackLink } from '../../common/back-link';
import { AdminControls, AdminNotice } from './admin-controls';
import { LoadMore, OrdersTable } from './orders-table';
import { LoadingOrders, LogInToSeeOrders, NoOrders, OrdersFailed, OwnOrdersOnlyNote } from './orders-states';
import { fetchFirstPage, useErrorToast, useOpenRows, useOrders, type FirstPage } from './use-orders';
import { usePoDrafts } from './use-po-drafts';
import { ReorderProvider } from './reorder';

/** The first page of the group's orders, fetched with the screen's code, before the screen is drawn. */
export async function loader({ params }: LoaderFunctionArgs): Promise<FirstPage> {
  const storefront = await loadStorefront(params.group ?? siteGroup() ?? '');
  return fetchFirstPage(storefront.key);
}

/**
 * Orders history: paid orders newest first, lines on demand, PO fields editable in admin mode (docs/product.md#orders).
 * Drawn without MUI (decision 025), styled by app/styles/orders.css.
 */
export function Component() {
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
    <div className="container orders">
      <BackLink to={paths.home} label="home" />
      <div className="orders-header">
        <h1 className="title">Orders</h1>
        <AdminControls group={group} admin={orders.admin} shown={ready} onUnlocked={orders.enterAdmin} notice={adminNotice} />
      </div>
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

      {errors.element}
    </div>
  );
}

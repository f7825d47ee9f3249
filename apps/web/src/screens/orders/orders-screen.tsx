import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadStorefront } from '../../core/api/storefront';
import { siteGroup } from '../../core/site';
import { useGroupPaths, useStorefront } from '../../core/group';
import { GroupLoginDialog } from '../../common/group-login-dialog';
import { BackLink } from '../../common/back-link';
import { AdminControls, AdminNotice } from './admin-controls';
import { LoadMore, OrdersTable } from './orders-table';
import { LoadFailed, Loading, LogInToSee, NoOrders, OwnOrdersOnlyNote } from './orders-states';
import { fetchFirstPage, useErrorToast, useOpenRows, useOrders, type FirstPage } from './use-orders';
import { usePoDrafts } from './use-po-drafts';
import { ReorderProvider } from './reorder';
import { viewOf, ViewSwitch } from './view-switch';
import { WaitingApprovals } from './waiting-approvals';

// A chunk of its own, fetched when the view is first opened: the orders' cold load stays as it was (decision 025).
const InvoicesView = lazy(() => import('./invoices-view').then((module) => ({ default: module.InvoicesView })));
const BudgetsView = lazy(() => import('./budgets-view').then((module) => ({ default: module.BudgetsView })));

/** The first page of the group's orders, fetched with the screen's code, before the screen is drawn. */
export async function loader({ params }: LoaderFunctionArgs): Promise<FirstPage> {
  const storefront = await loadStorefront(params.group ?? siteGroup() ?? '');
  return fetchFirstPage(storefront.key);
}

/** The address without its view: what the orders list depends on. */
function listAddress(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('view');
  return `${url.pathname}?${search.toString()}`;
}

/** Switching between Orders and Invoices keeps the list as loaded, with its Load more pages and open rows. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.search !== nextUrl.search && listAddress(currentUrl) === listAddress(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/**
 * Orders history: paid orders newest first, lines on demand, PO fields editable in admin mode (docs/product.md#orders).
 * Drawn without MUI (decision 025), styled by app/styles/orders.css. `?view=invoices` shows the group's
 * invoices and statements instead (docs/product.md#invoices); `?view=budgets`, in admin mode, its
 * stores' budgets (docs/approvals.md#budgets).
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
  const [searchParams] = useSearchParams();
  const view = viewOf(searchParams);
  // Bumped by a login, so the Invoices view asks again.
  const [invoicesAsked, setInvoicesAsked] = useState(0);
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
      <ViewSwitch view={view} ordersPath={paths.orders} admin={orders.admin} />
      {orders.admin && ready && <AdminNotice ref={adminNotice} view={view} />}
      {view === 'orders' && orders.ownOrdersOnly && ready && <OwnOrdersOnlyNote title={storefront.title} />}
      {/* Kept while the list reloads after a decision, so what the decision did stays said. */}
      {view === 'orders' && orders.admin && load.kind !== 'unauthorized' && (
        <WaitingApprovals group={group} onDecided={orders.retry} />
      )}

      {view === 'invoices' && (
        <Suspense fallback={<Loading what="invoices" />}>
          <InvoicesView admin={orders.admin} asked={invoicesAsked} onLogIn={() => setLoggingIn(true)} showError={errors.show} />
        </Suspense>
      )}
      {view === 'budgets' && (
        <Suspense fallback={<Loading what="budgets" />}>
          <BudgetsView admin={orders.admin} showError={errors.show} />
        </Suspense>
      )}
      {view === 'orders' && load.kind === 'loading' && <Loading what="orders" />}
      {view === 'orders' && load.kind === 'unauthorized' && (
        <LogInToSee what="orders" onLogIn={() => setLoggingIn(true)}>
          Past orders hold personal details, so the orders of {storefront.title} are shown only after you log in with your
          group&apos;s password.
        </LogInToSee>
      )}
      <GroupLoginDialog
        open={loggingIn}
        group={group}
        title={storefront.title}
        reason={view === 'invoices' ? 'to see your invoices' : 'to see your orders'}
        onClose={() => setLoggingIn(false)}
        onLoggedIn={() => {
          setLoggingIn(false);
          orders.retry();
          setInvoicesAsked((n) => n + 1);
        }}
      />
      {view === 'orders' && load.kind === 'failed' && <LoadFailed what="orders" onRetry={orders.retry} />}
      {view === 'orders' && ready && shown.length === 0 && <NoOrders homePath={paths.home} />}
      {view === 'orders' && ready && shown.length > 0 && (
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

import type { LoaderFunction, RouteObject } from 'react-router';
import { loadStorefront } from '../core/api/storefront';
import { GroupError } from '../layout/group-error';
import { GroupLayout } from '../layout/group-layout';
import { LoadingScreen } from '../layout/loading-backdrop';
import { GROUP_ROUTE_ID } from '../core/group';
import { SCREEN_TITLES } from '../core/screen-titles';
import { RootLayout } from './root-layout';

// Each screen is its own chunk, loaded when its route is first visited. The landing, the store home,
// the catalog, the store list, the not-found page, the orders screen, the checkout, the success
// screen, the approval page and the item are plain CSS like the shell around them (decisions 015 and 025); the others
// bring MUI with them.
const screen = {
  landing: () => import('../screens/landing/landing-screen'),
  storeHome: () => import('../screens/store-home/store-home-screen'),
  catalog: () => import('../screens/catalog/catalog-screen'),
  item: () => import('../screens/item/item-screen'),
  checkout: () => import('../screens/checkout/checkout-screen'),
  success: () => import('../screens/success/success-screen'),
  orders: () => import('../screens/orders/orders-screen'),
  stores: () => import('../screens/stores/stores-screen'),
  notFound: () => import('../screens/not-found/not-found-screen'),
  approval: () => import('../screens/approval/approval-screen'),
};

// The provider's console: its own chunks, loaded only under /console, never with a group's screens.
const consoleScreen = {
  login: () => import('../screens/console/login/login-screen'),
  layout: () => import('../screens/console/console-layout'),
  board: () => import('../screens/console/board/board-screen'),
  order: () => import('../screens/console/order/order-screen'),
  packingSlip: () => import('../screens/console/order/packing-slip-screen'),
  staff: () => import('../screens/console/staff/staff-screen'),
  account: () => import('../screens/console/account/account-screen'),
  reports: () => import('../screens/console/reports/report-screen'),
  budgets: () => import('../screens/console/budgets/budgets-screen'),
  groups: () => import('../screens/console/groups/groups-screen'),
  catalogue: () => import('../screens/console/offer/offer-screen'),
  catalogueGroup: () => import('../screens/console/offer/offer-group-screen'),
  catalogueItems: () => import('../screens/console/offer/offer-items-screen'),
  catalogueSettings: () => import('../screens/console/offer/offer-settings-screen'),
  catalogueImport: () => import('../screens/console/offer/offer-import-screen'),
  catalogueLogos: () => import('../screens/console/offer/offer-logos-screen'),
  billing: () => import('../screens/console/billing/billing-layout'),
  billingAccounts: () => import('../screens/console/billing/accounts-screen'),
  billingInvoices: () => import('../screens/console/billing/invoices-screen'),
  billingInvoice: () => import('../screens/console/billing/invoice-screen'),
  billingAging: () => import('../screens/console/billing/aging-screen'),
  billingExports: () => import('../screens/console/billing/exports-screen'),
  billingAwaitingPrice: () => import('../screens/console/billing/awaiting-price-screen'),
  billingAccount: () => import('../screens/console/billing/account-ledger-screen'),
  billingPayments: () => import('../screens/console/billing/payments-screen'),
  tax: () => import('../screens/console/tax/tax-screen'),
};

/**
 * The console at /console in both route modes (docs/console.md#screens). A static segment ranks
 * above a group's dynamic one, and no group may be called 'console' (groupKeySchema).
 */
function consoleRoutes(): RouteObject {
  return {
    path: '/console',
    HydrateFallback: LoadingScreen,
    children: [
      { path: 'login', lazy: consoleScreen.login },
      {
        lazy: consoleScreen.layout,
        children: [
          { index: true, lazy: consoleScreen.board },
          { path: 'orders/:orderId', lazy: consoleScreen.order },
          { path: 'orders/:orderId/packing-slip', lazy: consoleScreen.packingSlip },
          { path: 'staff', lazy: consoleScreen.staff },
          { path: 'account', lazy: consoleScreen.account },
          { path: 'reports', lazy: consoleScreen.reports },
          { path: 'budgets', lazy: consoleScreen.budgets },
          { path: 'groups', lazy: consoleScreen.groups },
          { path: 'groups/:key', lazy: consoleScreen.groups },
          { path: 'catalogue', lazy: consoleScreen.catalogue },
          { path: 'catalogue/:group', lazy: consoleScreen.catalogueGroup },
          { path: 'catalogue/:group/items', lazy: consoleScreen.catalogueItems },
          { path: 'catalogue/:group/settings', lazy: consoleScreen.catalogueSettings },
          { path: 'catalogue/:group/import', lazy: consoleScreen.catalogueImport },
          { path: 'catalogue/:group/logos', lazy: consoleScreen.catalogueLogos },
          // Each billing page is a tab of the section (billing-layout.tsx), at an address of its own.
          {
            path: 'billing',
            lazy: consoleScreen.billing,
            children: [
              { index: true, lazy: consoleScreen.billingAccounts },
              { path: 'invoices', lazy: consoleScreen.billingInvoices },
              { path: 'invoices/:invoiceId', lazy: consoleScreen.billingInvoice },
              { path: 'aging', lazy: consoleScreen.billingAging },
              { path: 'exports', lazy: consoleScreen.billingExports },
              { path: 'awaiting-price', lazy: consoleScreen.billingAwaitingPrice },
              { path: 'accounts/:accountId', lazy: consoleScreen.billingAccount },
              { path: 'payments', lazy: consoleScreen.billingPayments },
            ],
          },
          { path: 'tax', lazy: consoleScreen.tax },
          { path: '*', lazy: async () => ({ Component: (await consoleScreen.layout()).ConsoleNotFound }) },
        ],
      },
    ],
  };
}

function groupScreens(): RouteObject[] {
  return [
    { index: true, lazy: screen.storeHome, ...SCREEN_TITLES.storeHome },
    { path: 'catalog/:storeCode/:type', lazy: screen.catalog, ...SCREEN_TITLES.catalog },
    { path: 'catalog/:type', lazy: screen.catalog, ...SCREEN_TITLES.catalog },
    { path: 'item/:id', lazy: screen.item, ...SCREEN_TITLES.item },
    { path: 'checkout', lazy: screen.checkout, ...SCREEN_TITLES.checkout },
    { path: 'success', lazy: screen.success, ...SCREEN_TITLES.success },
    { path: 'orders', lazy: screen.orders, ...SCREEN_TITLES.orders },
    { path: 'stores', lazy: screen.stores, ...SCREEN_TITLES.stores },
    // An approver's e-mail links here, the token after '#' (docs/approvals.md).
    { path: 'approval', lazy: screen.approval, ...SCREEN_TITLES.approval },
    { path: '*', lazy: screen.notFound, ...SCREEN_TITLES.notFound },
  ];
}

/** A group's screens at `path`, in its layout, once `loader` has its storefront. */
function groupRoute(path: string, loader: LoaderFunction): RouteObject {
  return {
    id: GROUP_ROUTE_ID,
    path,
    loader,
    Component: GroupLayout,
    ErrorBoundary: GroupError,
    HydrateFallback: LoadingScreen,
    children: groupScreens(),
  };
}

/** Mode B (a site group): the group at the root. Mode A: the landing at '/', each group under '/{prefix}'. */
export function createRoutes(site: string | null): RouteObject[] {
  return [{ Component: RootLayout, children: site ? siteRoutes(site) : prefixRoutes() }];
}

/** Mode B: the group at the root. */
function siteRoutes(site: string): RouteObject[] {
  return [consoleRoutes(), groupRoute('/', () => loadStorefront(site))];
}

/** Mode A: the landing at '/', each group under '/{prefix}'. */
function prefixRoutes(): RouteObject[] {
  return [
    { path: '/', lazy: screen.landing, HydrateFallback: LoadingScreen },
    consoleRoutes(),
    groupRoute('/:group', ({ params }) => loadStorefront(params.group ?? '')),
  ];
}

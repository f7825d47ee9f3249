import type { RouteObject } from 'react-router';
import { loadStorefront } from '../core/api/storefront';
import { GroupError } from '../layout/group-error';
import { GroupLayout } from '../layout/group-layout';
import { LoadingScreen } from '../layout/loading-backdrop';
import { GROUP_ROUTE_ID } from '../core/group';
import { SCREEN_TITLES } from '../core/screen-titles';

// Each screen is its own chunk, loaded when its route is first visited. The store home, the first
// screen of most visits, is plain CSS like the shell around it; the others bring MUI with them.
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
};

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
    { path: '*', lazy: screen.notFound, ...SCREEN_TITLES.notFound },
  ];
}

/** Mode B (a site group): the group at the root. Mode A: the landing at '/', each group under '/{prefix}'. */
export function createRoutes(site: string | null): RouteObject[] {
  if (site) {
    return [
      {
        id: GROUP_ROUTE_ID,
        path: '/',
        loader: () => loadStorefront(site),
        Component: GroupLayout,
        ErrorBoundary: GroupError,
        HydrateFallback: LoadingScreen,
        children: groupScreens(),
      },
    ];
  }
  return [
    { path: '/', lazy: screen.landing, HydrateFallback: LoadingScreen },
    {
      id: GROUP_ROUTE_ID,
      path: '/:group',
      loader: ({ params }) => loadStorefront(params.group ?? ''),
      Component: GroupLayout,
      ErrorBoundary: GroupError,
      HydrateFallback: LoadingScreen,
      children: groupScreens(),
    },
  ];
}

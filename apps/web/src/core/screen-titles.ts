import type { Params, UIMatch } from 'react-router';
import { CATEGORY_TITLES, resolveCategory, type StorefrontAnswer } from '@portal/domain';

/** What a group screen's route says about its document title, in its `handle`. */
export interface ScreenHandle {
  /** The screen's own part of the title, from its address and loaded data; the group's title follows it. */
  title(params: Params, data: unknown, storefront: StorefrontAnswer): string;
}

const fixed = (title: string): { handle: ScreenHandle } => ({ handle: { title: () => title } });

function catalogTitle(params: Params, storefront: StorefrontAnswer): string {
  const type = resolveCategory(params.type ?? '');
  if (!type) return 'No such category';
  if (params.storeCode === undefined) return CATEGORY_TITLES[type];
  const store = storefront.stores.find((s) => s.code === params.storeCode);
  return store ? `${CATEGORY_TITLES[type]}, ${store.name}` : 'No such store';
}

function itemTitle(data: unknown): string {
  const item = (data as { item?: { fullname?: string } | null } | undefined)?.item;
  return item?.fullname ?? 'Item not found';
}

/** Each group screen's title, beside its route (app/router.tsx). */
export const SCREEN_TITLES = {
  storeHome: { handle: { title: () => '' } satisfies ScreenHandle },
  catalog: { handle: { title: (params, _data, storefront) => catalogTitle(params, storefront) } satisfies ScreenHandle },
  item: { handle: { title: (_params, data) => itemTitle(data) } satisfies ScreenHandle },
  checkout: fixed('Cart and checkout'),
  success: fixed('Order placed'),
  orders: fixed('Orders'),
  stores: fixed('Stores'),
  approval: fixed('Order approval'),
  notFound: fixed('Page not found'),
};

/**
 * The document title of the screen shown: its own part, then the group, so a browser tab, the
 * history list and a screen reader's first words each name the page (WCAG 2.4.2).
 */
export function documentTitle(matches: readonly UIMatch[], storefront: StorefrontAnswer): string {
  const screen = matches.at(-1);
  const handle = screen?.handle as ScreenHandle | undefined;
  const own = screen && handle ? handle.title(screen.params, screen.data, storefront) : '';
  return own ? `${own} — ${storefront.title}` : storefront.title;
}

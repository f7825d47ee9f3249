import { useCallback } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { StorefrontAnswer } from '@portal/domain';
import { forgetStorefronts } from './api/storefront';
import { siteGroup } from './site';

export const GROUP_ROUTE_ID = 'group';

/** The group this screen belongs to, as its layout route loaded it. */
export function useStorefront(): StorefrontAnswer {
  const storefront = useRouteLoaderData(GROUP_ROUTE_ID) as StorefrontAnswer | undefined;
  if (!storefront) throw new Error('useStorefront outside a group route');
  return storefront;
}

/** Loads the group's storefront again and hands it to every screen: the catalogue changed under the page. */
export function useReloadStorefront(): () => Promise<void> {
  const revalidator = useRevalidator();
  return useCallback(async () => {
    forgetStorefronts();
    await revalidator.revalidate();
  }, [revalidator]);
}

export interface GroupPaths {
  home: string;
  catalog(type: string, storeCode?: string): string;
  item(code: string): string;
  checkout: string;
  success: string;
  orders: string;
  stores: string;
}

/** Screen addresses: under the group's prefix in mode A, at the site root in mode B. */
export function groupPaths(groupKey: string, site: string | null = siteGroup()): GroupPaths {
  const base = site ? '' : `/${groupKey}`;
  return {
    home: base || '/',
    catalog: (type, storeCode) =>
      `${base}/catalog/${storeCode ? `${encodeURIComponent(storeCode)}/` : ''}${encodeURIComponent(type)}`,
    item: (code) => `${base}/item/${encodeURIComponent(code)}`,
    checkout: `${base}/checkout`,
    success: `${base}/success`,
    orders: `${base}/orders`,
    stores: `${base}/stores`,
  };
}

export function useGroupPaths(): GroupPaths {
  return groupPaths(useStorefront().key);
}

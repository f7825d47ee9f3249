import { useEffect, useState, useTransition } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, visibleOrders, type RetrieveOrdersAnswer } from '@portal/domain';
import { ApiError, settle, type Settled } from '../../core/api/api-client';
import { useToast } from '../../common/toast';
import { retrieveOrders, type PoField, type RetrievedLine, type RetrievedOrder } from './orders-api';

/** The first page as the route's loader fetched it, or why it could not. */
export type FirstPage = Settled<RetrieveOrdersAnswer>;

/** Asks for the first page; a refusal comes back as the page's own state, not an error page. */
export function fetchFirstPage(group: string): Promise<FirstPage> {
  return settle(retrieveOrders(group, null));
}

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  /** The group has a password and this browser has not logged in (decision 009). */
  | { kind: 'unauthorized' }
  /** The first page failed: the toast said why; the page offers a retry. */
  | { kind: 'failed' };

const loggedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The orders shown, then those of the next page not among them yet. */
function withNextPage(shown: RetrievedOrder[], next: readonly RetrievedOrder[]): RetrievedOrder[] {
  const known = new Set(shown.map((order) => order.order_number));
  return [...shown, ...next.filter((order) => !known.has(order.order_number))];
}

/** The order with one line's PO fields replaced. */
function withLineEdits(
  order: RetrievedOrder,
  lineNo: RetrievedLine['line_no'],
  edits: Pick<RetrievedLine, PoField>,
): RetrievedOrder {
  return { ...order, order: order.order.map((l) => (l.line_no === lineNo ? { ...l, ...edits } : l)) };
}

/** The list as the screen holds it: the loader's first page, the pages Load more added, the lines edited since. */
interface Listed {
  first: FirstPage;
  orders: RetrievedOrder[];
  cursor: string | null;
  admin: boolean;
  ownOrdersOnly: boolean;
  /** A later page was refused for want of a login. */
  loggedOut: boolean;
}

function listedFrom(first: FirstPage): Listed {
  const page = first.ok ? first.answer : null;
  return {
    first,
    orders: page?.orders ?? [],
    cursor: page?.next_cursor ?? null,
    admin: page?.admin ?? false,
    ownOrdersOnly: page?.own_orders_only ?? false,
    loggedOut: false,
  };
}

/**
 * The group's orders as the orders screen shows them: the first page as the route's loader brought
 * it (so the screen is drawn once, with its orders, and nothing below them moves), read again by
 * revalidation on a retry, after a login and when admin mode shows more; the next on Load more, and
 * whether the page is in admin mode. `showError` says why a page failed.
 */
export function useOrders(group: string, showError: (error: unknown) => void) {
  const first = useLoaderData<FirstPage>();
  const revalidator = useRevalidator();
  const [listed, setListed] = useState(() => listedFrom(first));
  const [loadingMore, setLoadingMore] = useState(false);
  // From the ask to the first page read again and drawn, one transition: the page says it is loading
  // at once, and shows nothing of the list before in the meantime.
  const [reloading, startReload] = useTransition();
  // The first page read again: the list starts over from it.
  let current = listed;
  if (listed.first !== first) {
    current = listedFrom(first);
    setListed(current);
  }

  // A refusal the loader brought is told once; a missing login is the page's own notice.
  useEffect(() => {
    if (!first.ok && !loggedOut(first.error)) showError(first.error);
    // Once for each answer of the loader.
  }, [first]);

  const load: LoadState = reloading
    ? { kind: 'loading' }
    : current.loggedOut || (!first.ok && loggedOut(first.error))
      ? { kind: 'unauthorized' }
      : first.ok
        ? { kind: 'ready' }
        : { kind: 'failed' };

  const retry = () => startReload(() => revalidator.revalidate());

  // A keyset page added to the list the screen holds: not a loader's, which each reload of the first
  // page would read again for a cursor of the list before.
  const loadMore = async () => {
    if (!current.cursor || loadingMore) return;
    const asked = current.first;
    setLoadingMore(true);
    try {
      const page = await retrieveOrders(group, current.cursor);
      setListed((l) => (l.first === asked ? { ...l, orders: withNextPage(l.orders, page.orders), cursor: page.next_cursor } : l));
    } catch (error) {
      if (loggedOut(error)) setListed((l) => ({ ...l, loggedOut: true }));
      else showError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  /** The admin password was right. An open group showed this browser's orders only: admin mode shows every order of the group. */
  const enterAdmin = () => {
    setListed((l) => ({ ...l, admin: true }));
    if (current.ownOrdersOnly) retry();
  };

  /** Shows a line's PO fields as they were saved. */
  const editLine = (orderNumber: string, lineNo: RetrievedLine['line_no'], edits: Pick<RetrievedLine, PoField>) => {
    setListed((l) => ({
      ...l,
      orders: l.orders.map((o) => (o.order_number === orderNumber ? withLineEdits(o, lineNo, edits) : o)),
    }));
  };

  return {
    load,
    shown: visibleOrders(current.orders),
    /** There is a next page to load. */
    more: Boolean(current.cursor),
    loadingMore,
    loadMore,
    retry,
    admin: current.admin,
    enterAdmin,
    ownOrdersOnly: current.ownOrdersOnly,
    editLine,
  };
}

/** Why the last page of orders could not be loaded, in a toast; `element` goes anywhere in the screen. */
export function useErrorToast() {
  const toast = useToast();
  return {
    show: (error: unknown) => toast.show(error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE),
    element: toast.element,
  };
}

/** The open rows of the list, by order number; kept while the list reloads. */
export function useOpenRows() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (orderNumber: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(orderNumber)) next.delete(orderNumber);
      else next.add(orderNumber);
      return next;
    });
  return { open, toggle };
}

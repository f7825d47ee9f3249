import { useEffect, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, visibleOrders } from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { useToast } from '../../common/toast';
import type { RetrieveOrdersAnswer } from '@portal/domain';
import { retrieveOrders, type PoField, type RetrievedLine, type RetrievedOrder } from './orders-api';

/** The first page as the route's loader fetched it, or why it could not. */
export type FirstPage = { page: RetrieveOrdersAnswer } | { error: unknown };

/** Asks for the first page; never throws, so the screen draws a refusal as its own state. */
export function fetchFirstPage(group: string): Promise<FirstPage> {
  return retrieveOrders(group, null).then(
    (page) => ({ page }),
    (error: unknown) => ({ error }),
  );
}

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  /** The group has a password and this browser has not logged in (decision 009). */
  | { kind: 'unauthorized' }
  /** The first page failed: the toast said why; the page offers a retry. */
  | { kind: 'failed' };

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

/**
 * The group's orders as the orders screen shows them: the first page as the route's loader brought
 * it (so the screen is drawn once, with its orders, and nothing below them moves), again on a
 * retry, the next on Load more, and whether the page is in admin mode. `showError` says why a page
 * failed.
 */
export function useOrders(group: string, first: FirstPage, showError: (error: unknown) => void) {
  const [orders, setOrders] = useState<RetrievedOrder[]>('page' in first ? first.page.orders : []);
  const [cursor, setCursor] = useState<string | null>('page' in first ? first.page.next_cursor : null);
  const [load, setLoad] = useState<LoadState>(() => ('page' in first ? { kind: 'ready' } : { kind: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [admin, setAdmin] = useState('page' in first && first.page.admin);
  const [ownOrdersOnly, setOwnOrdersOnly] = useState('page' in first && first.page.own_orders_only);

  /** A 401 turns the page into its log-in notice; anything else is a toast. */
  const failed = (error: unknown, firstPage: boolean) => {
    if (error instanceof ApiError && error.status === 401) {
      setLoad({ kind: 'unauthorized' });
      return;
    }
    showError(error);
    if (firstPage) setLoad({ kind: 'failed' });
  };

  // The loader's answer is the first attempt's; a refusal it brought is shown as any other.
  useEffect(() => {
    if (attempt === 0 && 'error' in first) failed(first.error, true);
    // Once, for what the loader brought.
  }, [first]);

  useEffect(() => {
    if (attempt === 0) return undefined;
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
    // `failed` only sets state: the page reloads on a retry.
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
      setOrders((shown) => withNextPage(shown, page.orders));
      setCursor(page.next_cursor);
    } catch (error) {
      failed(error, false);
    } finally {
      setLoadingMore(false);
    }
  };

  /** The admin password was right. An open group showed this browser's orders only: admin mode shows every order of the group. */
  const enterAdmin = () => {
    setAdmin(true);
    if (ownOrdersOnly) retry();
  };

  /** Shows a line's PO fields as they were saved. */
  const editLine = (orderNumber: string, lineNo: RetrievedLine['line_no'], edits: Pick<RetrievedLine, PoField>) => {
    setOrders((all) => all.map((o) => (o.order_number === orderNumber ? withLineEdits(o, lineNo, edits) : o)));
  };

  return {
    load,
    shown: visibleOrders(orders),
    /** There is a next page to load. */
    more: Boolean(cursor),
    loadingMore,
    loadMore,
    retry,
    admin,
    enterAdmin,
    ownOrdersOnly,
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

import {
  CONSOLE_BOARD_SORTS,
  isFulfilmentStatus,
  type ConsoleBoardDirection,
  type ConsoleBoardRequest,
  type ConsoleBoardSort,
  type FulfilmentStatus,
  type PaymentKind,
} from '@portal/domain';

/** The board's filters and search, as the address keeps them (docs/console.md#the-order-board). */
export interface BoardFilters {
  group: string;
  store: string;
  status: FulfilmentStatus | '';
  payment: PaymentKind | '';
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  q: string;
  /** 'waiting': only the orders waiting for their dealership's approval. */
  approval: 'waiting' | '';
  /** '' is when placed; with `dir` '' newest first. */
  sort: Exclude<ConsoleBoardSort, 'placed'> | '';
  dir: ConsoleBoardDirection | '';
}

/** What narrows the board: every filter and the search (a sort narrows nothing). */
const FILTER_KEYS = ['group', 'store', 'status', 'payment', 'from', 'to', 'q', 'approval'] as const;

/** 'Clear filters': every filter and the search go; the sort stays. */
export const CLEAR_FILTERS: Partial<BoardFilters> = Object.fromEntries(FILTER_KEYS.map((key) => [key, '']));

const isSort = (value: string): value is Exclude<ConsoleBoardSort, 'placed'> =>
  value !== 'placed' && (CONSOLE_BOARD_SORTS as readonly string[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isPayment = (value: string): value is PaymentKind =>
  value === 'paid' || value === 'on_account' || value === 'awaiting_payment';

/**
 * The filters an address names. A value the board cannot use (a status that does not exist, a date
 * not written YYYY-MM-DD) is left out, so a mistyped shared link still opens a board.
 */
export function filtersFrom(params: URLSearchParams): BoardFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  const group = text('group', 60);
  return {
    group,
    // A store belongs to a group: without the group the store filter means nothing.
    store: group ? text('store', 20) : '',
    status: isFulfilmentStatus(status) ? status : '',
    payment: isPayment(payment) ? payment : '',
    from: day('from'),
    to: day('to'),
    q: text('q', 100),
    approval: params.get('approval') === 'waiting' ? 'waiting' : '',
    sort: isSort(params.get('sort') ?? '') ? (params.get('sort') as BoardFilters['sort']) : '',
    dir: params.get('dir') === 'asc' || params.get('dir') === 'desc' ? (params.get('dir') as ConsoleBoardDirection) : '',
  };
}

/** The address's query for these filters and page: empty filters left out, in a fixed order. */
export function paramsOf(filters: BoardFilters, cursor: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['group', 'store', 'status', 'payment', 'from', 'to', 'q', 'approval', 'sort', 'dir'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The page the address names: the cursor of the keyset page, or null for the first. */
export function cursorFrom(params: URLSearchParams): string | null {
  const cursor = params.get('cursor');
  return cursor && cursor.length <= 200 ? cursor : null;
}

/** Some filter or search narrows the board. */
export function hasFilters(filters: BoardFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** What the board asks the server for. */
export function boardRequest(filters: BoardFilters, cursor: string | null, limit: number): ConsoleBoardRequest {
  const request: ConsoleBoardRequest = { limit };
  if (filters.group) request.group = filters.group;
  if (filters.store) request.store = filters.store;
  if (filters.status) request.status = filters.status;
  if (filters.payment) request.payment = filters.payment;
  if (filters.from) request.from = filters.from;
  if (filters.to) request.to = filters.to;
  if (filters.q) request.q = filters.q;
  if (filters.approval) request.approval = filters.approval;
  if (filters.sort) request.sort = filters.sort;
  if (filters.dir) request.dir = filters.dir;
  if (cursor) request.cursor = cursor;
  return request;
}

/**
 * The keyset pages before this one, kept in the history entry (not the address): Previous goes
 * back through them, and a shared link starts its own list.
 */
export interface BoardPageState {
  /** The cursor of each earlier page, '' for the first. */
  before: string[];
}

export function pageStateOf(state: unknown): BoardPageState {
  const before = (state as { before?: unknown } | null)?.before;
  return { before: Array.isArray(before) ? before.filter((c): c is string => typeof c === 'string') : [] };
}

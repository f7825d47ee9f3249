import {
  toOrderCallError,
  type ConsoleBoardAnswer,
  type ConsoleBoardRequest,
  type ConsoleBulkAnswer,
  type ConsoleMeAnswer,
  type ConsoleMoveStatusBody,
  type ConsoleOrderDetailAnswer,
  type ConsoleOrderEmail,
  type ConsoleOrderState,
  type ConsoleSetShipDateBody,
  type ConsoleStaffAddRequest,
  type ConsoleStaffListAnswer,
  type ConsoleStaffUpdateBody,
  type StaffMember,
  type StorefrontAnswer,
} from '@portal/domain';
import { ApiError } from '../../core/api/api-client';

// The console's calls (packages/domain/src/api/console): every one answers 401 once the staff
// session is gone, which sends the page back to the login (console-layout.tsx).

/** A refused call; `retryAfterSeconds` is the wait a 429 named. */
export class ConsoleApiError extends ApiError {
  constructor(
    message: string,
    status: number,
    code: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message, status, code);
    this.name = 'ConsoleApiError';
  }
}

type SessionEnded = () => void;
let sessionEnded: SessionEnded | null = null;

/** What to do when a call finds no staff session (set by the console's layout while it is shown). */
export function onSessionEnded(handler: SessionEnded | null): void {
  sessionEnded = handler;
}

const BASE = '/api/console';

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  fallback?: string,
  /** The caller deals with a 401 itself (the login, the layout's loader). */
  own401 = false,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ConsoleApiError(fallback ?? 'The server could not be reached. Please try again.', 0, null, null);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  const { message, status } = toOrderCallError({ status: response.status, data }, fallback);
  const code = typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : null;
  const wait = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  const error = new ConsoleApiError(message, status, code, Number.isFinite(wait) && wait > 0 ? wait : null);
  if (status === 401 && !own401) sessionEnded?.();
  throw error;
}

// A wrong password answers 401 too: that is not a session that ended.
export const consoleLogin = (email: string, password: string) =>
  call<ConsoleMeAnswer>('POST', '/login', { email, password }, 'The login could not be checked. Please try again.', true);
export const consoleLogout = () => call<null>('POST', '/logout', undefined, undefined, true);
export const consoleMe = () => call<ConsoleMeAnswer>('GET', '/me', undefined, 'The console could not be loaded.', true);

/** The board's query as the address writes it: empty values left out. */
export function boardSearch(query: ConsoleBoardRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const consoleBoard = (query: ConsoleBoardRequest) =>
  call<ConsoleBoardAnswer>('GET', `/orders${boardSearch(query)}`, undefined, 'The orders could not be loaded.');

const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export const consoleOrder = (orderId: string) =>
  call<ConsoleOrderDetailAnswer>('GET', order(orderId), undefined, 'The order could not be loaded.');
export const consoleMoveStatus = (orderId: string, body: ConsoleMoveStatusBody) =>
  call<ConsoleOrderState>('POST', `${order(orderId)}/status`, body);
export const consoleSetShipDate = (orderId: string, body: ConsoleSetShipDateBody) =>
  call<ConsoleOrderState>('POST', `${order(orderId)}/ship-date`, body);
export const consoleBulkInProduction = (orderIds: readonly string[]) =>
  call<ConsoleBulkAnswer>('POST', '/orders/bulk/in-production', { order_ids: orderIds });
export const consoleBulkShipDate = (orderIds: readonly string[], estShipDate: string) =>
  call<ConsoleBulkAnswer>('POST', '/orders/bulk/ship-date', { order_ids: orderIds, est_ship_date: estShipDate });
export const consoleSendAgain = (emailId: string) =>
  call<ConsoleOrderEmail>('POST', `/emails/${encodeURIComponent(emailId)}/send-again`);

const member = (staffId: string) => `/staff/${encodeURIComponent(staffId)}`;

export const consoleStaffList = () => call<ConsoleStaffListAnswer>('GET', '/staff', undefined, 'The staff could not be loaded.');
export const consoleStaffAdd = (body: ConsoleStaffAddRequest) => call<StaffMember>('POST', '/staff', body);
export const consoleStaffUpdate = (staffId: string, body: ConsoleStaffUpdateBody) =>
  call<StaffMember>('PATCH', member(staffId), body);
export const consoleStaffResetPassword = (staffId: string, password: string) =>
  call<null>('POST', `${member(staffId)}/password`, { password });
export const consoleStaffRemove = (staffId: string) => call<null>('DELETE', member(staffId));

/** A group's stores for the board's store filter: its public storefront, which every screen may read. */
export async function groupStores(group: string): Promise<StorefrontAnswer['stores']> {
  const response = await fetch(`/v1/storefront/${encodeURIComponent(group)}`, { credentials: 'same-origin' });
  if (!response.ok) return [];
  const storefront = (await response.json()) as StorefrontAnswer;
  return storefront.stores;
}

import type { ConsoleBoardRequest, ConsoleHoldReleaseBody, ConsoleMoveStatusBody, ConsoleSetShipDateBody } from '@portal/domain';
import { callConsole, type Caller } from './request';

// The orders: the board, an order's detail and its changes, the bulk actions, its e-mails.

/** The board's query as the address writes it: empty values left out. */
function boardQuery(query: ConsoleBoardRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const consoleBoard = (query: ConsoleBoardRequest, caller: Caller) =>
  callConsole('GET /api/console/orders', {
    query: boardQuery(query),
    fallback: 'The orders could not be loaded.',
    caller,
  });

export const consoleOrder = (orderId: string, caller: Caller) =>
  callConsole('GET /api/console/orders/:orderId', {
    params: { orderId },
    fallback: 'The order could not be loaded.',
    caller,
  });
export const consoleMoveStatus = (orderId: string, body: ConsoleMoveStatusBody) =>
  callConsole('POST /api/console/orders/:orderId/status', { params: { orderId }, body });
export const consoleSetShipDate = (orderId: string, body: ConsoleSetShipDateBody) =>
  callConsole('POST /api/console/orders/:orderId/ship-date', { params: { orderId }, body });
export const consoleBulkInProduction = (orderIds: readonly string[]) =>
  callConsole('POST /api/console/orders/bulk/in-production', { body: { order_ids: orderIds } });
export const consoleBulkShipDate = (orderIds: readonly string[], estShipDate: string) =>
  callConsole('POST /api/console/orders/bulk/ship-date', { body: { order_ids: orderIds, est_ship_date: estShipDate } });
export const consoleReleaseHold = (orderId: string, holdId: string, body: ConsoleHoldReleaseBody = {}) =>
  callConsole('POST /api/console/orders/:orderId/holds/:holdId/release', { params: { orderId, holdId }, body });
export const consoleSendAgain = (emailId: string) =>
  callConsole('POST /api/console/emails/:emailId/send-again', { params: { emailId } });
export const consoleRemindApprover = (orderId: string) =>
  callConsole('POST /api/console/orders/:orderId/approval/remind', { params: { orderId } });

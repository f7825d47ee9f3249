/**
 * The console's addresses: the same in both route modes, at /console beside the groups' screens
 * (docs/console.md#screens). No group may take 'console' as its key (groupKeySchema).
 */
export const CONSOLE_PATHS = {
  board: '/console',
  login: '/console/login',
  order: (orderId: string) => `/console/orders/${encodeURIComponent(orderId)}`,
  /** An order's packing slip: where it goes and what is in the box, to print. */
  packingSlip: (orderId: string) => `/console/orders/${encodeURIComponent(orderId)}/packing-slip`,
  staff: '/console/staff',
  account: '/console/account',
  reports: '/console/reports',
  /** A group's budgets by store for a month. */
  budgets: '/console/budgets',
  groups: '/console/groups',
  group: (key: string) => `/console/groups/${encodeURIComponent(key)}`,
  /** The catalogue: every group's live version and draft; a group's draft, versions and changes; its items. */
  catalogue: '/console/catalogue',
  catalogueGroup: (key: string) => `/console/catalogue/${encodeURIComponent(key)}`,
  catalogueItems: (key: string) => `/console/catalogue/${encodeURIComponent(key)}/items`,
  /** A group's settings, stores and secrets; and a file of its items and prices checked and put in the draft. */
  catalogueSettings: (key: string) => `/console/catalogue/${encodeURIComponent(key)}/settings`,
  catalogueImport: (key: string) => `/console/catalogue/${encodeURIComponent(key)}/import`,
  /** A group's placements and logos, their pictures uploaded. */
  catalogueLogos: (key: string) => `/console/catalogue/${encodeURIComponent(key)}/logos`,
  /** The billing section; its first tab, the accounts, is its index. */
  billing: '/console/billing',
  /** Billing's invoices tab, and one invoice's page under it. */
  billingInvoices: '/console/billing/invoices',
  billingInvoice: (invoiceId: string) => `/console/billing/invoices/${encodeURIComponent(invoiceId)}`,
  /** Billing's aging of every account, and its accounting export files. */
  billingAging: '/console/billing/aging',
  billingExports: '/console/billing/exports',
  /** Billing's orders whose invoice waits for the price of a line on quote. */
  billingAwaitingPrice: '/console/billing/awaiting-price',
  /** Billing's payments, where a bank file of them is checked and recorded. */
  billingPayments: '/console/billing/payments',
  /** A billing account's page: its balance, aging, invoices and payments. */
  billingAccount: (accountId: string) => `/console/billing/accounts/${encodeURIComponent(accountId)}`,
  /** The provider's sales tax: the states where it collects, saved as versions. */
  tax: '/console/tax',
} as const;

/** Why the login page is shown: the session ended (idle, expired, ended by an admin) or the staff member logged out. */
export type LoginReason = 'expired' | 'logged-out';

/** The login page, with where to go back to after it. */
export function loginHref(next: string | null, reason?: LoginReason): string {
  const params = new URLSearchParams();
  if (next && next !== CONSOLE_PATHS.board) params.set('next', next);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return `${CONSOLE_PATHS.login}${query ? `?${query}` : ''}`;
}

/**
 * Where a login goes back to: a console address only, never another site's or a buyer's screen
 * (a link from anywhere could otherwise send a staff member on after logging in).
 */
export function safeNext(next: string | null): string {
  if (!next || !/^\/console(\/|\?|$)/.test(next) || next.startsWith(CONSOLE_PATHS.login)) return CONSOLE_PATHS.board;
  // Backslashes and doubled slashes are how an address escapes to another host.
  if (/[\\]|\/\//.test(next)) return CONSOLE_PATHS.board;
  return next;
}

/** Remembered for this tab only: a 401 after a login means the session ended, not that none began. */
const SIGNED_IN_KEY = 'console-signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) sessionStorage.setItem(SIGNED_IN_KEY, '1');
    else sessionStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage may be off; the login page then says nothing about an ended session.
  }
}

export function wasSignedIn(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

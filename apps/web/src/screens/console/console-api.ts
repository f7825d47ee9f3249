import { redirect } from 'react-router';
import type {
  BillingAccount,
  ConsoleAccountLedgerAnswer,
  ConsoleAgingAnswer,
  ConsoleAllocateBody,
  ConsoleBillingAccountAddBody,
  ConsoleBillingAccountsAnswer,
  ConsoleBillingAccountUpdateBody,
  ConsoleAwaitingPriceAnswer,
  ConsoleUnbilledOrdersAnswer,
  AccountingFile,
  ConsoleAccountingSummary,
  ConsoleHoldLiftBody,
  ConsoleCreditNoteAnswer,
  ConsoleCreditNoteBody,
  ConsoleInvoiceAnswer,
  ConsoleInvoicesAnswer,
  ConsoleInvoicesQuery,
  ConsoleLinePriceAnswer,
  ConsoleLinePriceBody,
  ConsolePaymentImportAnswer,
  ConsolePaymentImportBody,
  ConsoleVoidInvoiceBody,
  ConsoleBoardAnswer,
  ConsoleBoardRequest,
  ConsoleBulkAnswer,
  ConsoleGroupsAnswer,
  ConsoleHoldReleaseAnswer,
  ConsoleHoldReleaseBody,
  ConsoleLoginNextAnswer,
  ConsoleMeAnswer,
  ConsoleMoveStatusBody,
  ConsoleOrderDetailAnswer,
  ConsoleOrderEmail,
  ConsoleOrderState,
  ConsoleRecordPaymentBody,
  ConsoleReversePaymentBody,
  ConsoleSecondFactorConfirmAnswer,
  ConsoleSecondFactorStartAnswer,
  ConsoleSessionsAnswer,
  ConsoleSessionsEndedAnswer,
  ConsoleSetShipDateBody,
  ConsoleStaffAddRequest,
  ConsoleStaffListAnswer,
  ConsoleStaffUpdateBody,
  ConsoleStatementAnswer,
  OfferChange,
  OfferGroupAnswer,
  OfferGroupsAnswer,
  OfferItem,
  OfferLogos,
  OfferLogosAnswer,
  OfferPriceFileAnswer,
  OfferSettings,
  OfferSettingsAnswer,
  OfferUploadAnswer,
  OfferUploadKind,
  Payment,
  StaffMember,
  StorefrontAnswer,
} from '@portal/domain';
import { callJson, type CallOptions } from '../../core/api/api-client';
import { loadStorefront } from '../../core/api/storefront';
import { loginHref, wasSignedIn } from './console-paths';

// The console's calls (packages/domain/src/api/console), through the app's one client: every one
// answers 401 once the staff session is gone, which sends the page back to the login.

/** How a call is made: by a route's loader (`fromLoader`) or, when not given, by the page itself. */
export type Caller = Pick<CallOptions, 'onUnauthorized' | 'signal'>;

type SessionEnded = () => void;
let sessionEnded: SessionEnded | null = null;

/** What to do when a page's own call finds no staff session (set by the console's layout while it is shown). */
export function onSessionEnded(handler: SessionEnded | null): void {
  sessionEnded = handler;
}

/**
 * A loader's calls: a 401 redirects to the login, and back to this address after it ('expired' once
 * this tab had a session); a navigation that is overtaken stops them.
 */
export function fromLoader(request: Request): Caller {
  return {
    signal: request.signal,
    onUnauthorized: () => {
      const url = new URL(request.url);
      throw redirect(loginHref(`${url.pathname}${url.search}`, wasSignedIn() ? 'expired' : undefined));
    },
  };
}

/** The caller deals with a 401 itself: a wrong password or code at the login, or logging out. */
export const OWN_401: Caller = { onUnauthorized: () => undefined };

const UNREACHABLE = 'The server could not be reached. Please try again.';

/** A call under /api/console; `fallback` is what a refusal without words, or no answer at all, says. */
export function callConsole<T>(
  method: NonNullable<CallOptions['method']>,
  path: string,
  { body, file, fallback, caller = {} }: { body?: unknown; file?: Blob; fallback?: string; caller?: Caller } = {},
): Promise<T> {
  return callJson<T>(`/api/console${path}`, {
    method,
    body,
    file,
    fallback,
    unreachable: fallback ?? UNREACHABLE,
    onUnauthorized: caller.onUnauthorized ?? (() => sessionEnded?.()),
    signal: caller.signal,
  });
}

const call = callConsole;

const LOGIN_FALLBACK = 'The login could not be checked. Please try again.';

/**
 * The password step: the session and who logged in, or the step that comes next (a code from the
 * app, or setting one up first). A code sent with the password is the way in for a new browser once
 * strangers' guesses have held the account. A wrong password answers 401 too: that is not a session
 * that ended.
 */
export const consoleLogin = (email: string, password: string, code?: string) =>
  call<ConsoleMeAnswer | ConsoleLoginNextAnswer>('POST', '/login', {
    body: code ? { email, password, code } : { email, password },
    fallback: LOGIN_FALLBACK,
    caller: OWN_401,
  });

/** Whether the password step asks for a next step rather than opening the console. */
export const asksNextStep = (answer: ConsoleMeAnswer | ConsoleLoginNextAnswer): answer is ConsoleLoginNextAnswer =>
  'next' in answer;

/** The login's second step: a code from the authenticator app, or a recovery code. */
export const consoleLoginCode = (code: string) =>
  call<ConsoleMeAnswer>('POST', '/login/code', { body: { code }, fallback: LOGIN_FALLBACK, caller: OWN_401 });

/**
 * A new key for the authenticator app. During a login its 401 is the login's to say (the password
 * step has expired); in a session, the session ended.
 */
export const consoleSecondFactorStart = (caller: Caller = {}, proof?: ConsoleSecondFactorProof) =>
  call<ConsoleSecondFactorStartAnswer>('POST', '/second-factor/start', {
    ...(proof ? { body: proof } : {}),
    fallback: 'A new key could not be made. Please try again.',
    caller,
  });
export const consoleSecondFactorConfirm = (code: string, caller: Caller = {}, password?: string) =>
  call<ConsoleSecondFactorConfirmAnswer>('POST', '/second-factor/confirm', {
    body: { code, ...(password !== undefined ? { password } : {}) },
    caller,
  });

/** What a session gives again to change its own second factor: the password, and a code of the factor that is on. */
export interface ConsoleSecondFactorProof {
  password: string;
  code?: string;
}
export const consoleLogout = () => call<null>('POST', '/logout', { caller: OWN_401 });
export const consoleMe = (caller: Caller) =>
  call<ConsoleMeAnswer>('GET', '/me', { fallback: 'The console could not be loaded.', caller });

/** The board's query as the address writes it: empty values left out. */
export function boardSearch(query: ConsoleBoardRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const consoleBoard = (query: ConsoleBoardRequest, caller: Caller) =>
  call<ConsoleBoardAnswer>('GET', `/orders${boardSearch(query)}`, { fallback: 'The orders could not be loaded.', caller });

const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export const consoleOrder = (orderId: string, caller: Caller) =>
  call<ConsoleOrderDetailAnswer>('GET', order(orderId), { fallback: 'The order could not be loaded.', caller });
export const consoleMoveStatus = (orderId: string, body: ConsoleMoveStatusBody) =>
  call<ConsoleOrderState>('POST', `${order(orderId)}/status`, { body });
export const consoleSetShipDate = (orderId: string, body: ConsoleSetShipDateBody) =>
  call<ConsoleOrderState>('POST', `${order(orderId)}/ship-date`, { body });
export const consoleBulkInProduction = (orderIds: readonly string[]) =>
  call<ConsoleBulkAnswer>('POST', '/orders/bulk/in-production', { body: { order_ids: orderIds } });
export const consoleBulkShipDate = (orderIds: readonly string[], estShipDate: string) =>
  call<ConsoleBulkAnswer>('POST', '/orders/bulk/ship-date', { body: { order_ids: orderIds, est_ship_date: estShipDate } });
export const consoleSendAgain = (emailId: string) =>
  call<ConsoleOrderEmail>('POST', `/emails/${encodeURIComponent(emailId)}/send-again`);
export const consoleReleaseHold = (orderId: string, holdId: string, body: ConsoleHoldReleaseBody = {}) =>
  call<ConsoleHoldReleaseAnswer>('POST', `${order(orderId)}/holds/${encodeURIComponent(holdId)}/release`, { body });

const member = (staffId: string) => `/staff/${encodeURIComponent(staffId)}`;

export const consoleStaffList = (caller: Caller) =>
  call<ConsoleStaffListAnswer>('GET', '/staff', { fallback: 'The staff could not be loaded.', caller });
export const consoleStaffAdd = (body: ConsoleStaffAddRequest) => call<StaffMember>('POST', '/staff', { body });
export const consoleStaffUpdate = (staffId: string, body: ConsoleStaffUpdateBody) =>
  call<StaffMember>('PATCH', member(staffId), { body });
export const consoleStaffResetPassword = (staffId: string, password: string) =>
  call<null>('POST', `${member(staffId)}/password`, { body: { password } });
export const consoleStaffRemove = (staffId: string) => call<null>('DELETE', member(staffId));
export const consoleStaffSessionsEnd = (staffId: string) =>
  call<ConsoleSessionsEndedAnswer>('POST', `${member(staffId)}/sessions/end`);
export const consoleStaffSecondFactorReset = (staffId: string) => call<null>('POST', `${member(staffId)}/second-factor/reset`);

export const consoleSessions = (caller: Caller) =>
  call<ConsoleSessionsAnswer>('GET', '/sessions', { fallback: 'Your sessions could not be loaded.', caller });
export const consoleSessionEnd = (sessionId: string) => call<null>('POST', `/sessions/${encodeURIComponent(sessionId)}/end`);
export const consoleSessionsEndOthers = () => call<ConsoleSessionsEndedAnswer>('POST', '/sessions/end-others');

export const groupsAtAGlance = (caller: Caller) =>
  call<ConsoleGroupsAnswer>('GET', '/groups', { fallback: 'The groups could not be loaded.', caller });

const billingAccount = (accountId: string) => `/billing/accounts/${encodeURIComponent(accountId)}`;

export const consoleBillingAccounts = (caller: Caller) =>
  call<ConsoleBillingAccountsAnswer>('GET', '/billing/accounts', {
    fallback: 'The billing accounts could not be loaded.',
    caller,
  });
export const consoleBillingAccountAdd = (body: ConsoleBillingAccountAddBody) =>
  call<BillingAccount>('POST', '/billing/accounts', { body });
export const consoleBillingAccountUpdate = (accountId: string, body: ConsoleBillingAccountUpdateBody) =>
  call<BillingAccount>('PATCH', billingAccount(accountId), { body });

const invoice = (invoiceId: string) => `/billing/invoices/${encodeURIComponent(invoiceId)}`;

/** The invoices of the staff member's groups, newest first; `q` finds an invoice or order number by its start. */
export function consoleInvoices(query: ConsoleInvoicesQuery, caller: Caller) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.account) params.set('account', query.account);
  const search = params.toString();
  return call<ConsoleInvoicesAnswer>('GET', `/billing/invoices${search ? `?${search}` : ''}`, {
    fallback: 'The invoices could not be loaded.',
    caller,
  });
}
export const consoleInvoice = (invoiceId: string, caller: Caller) =>
  call<ConsoleInvoiceAnswer>('GET', invoice(invoiceId), { fallback: 'The invoice could not be loaded.', caller });
export const consoleCreditNoteIssue = (invoiceId: string, body: ConsoleCreditNoteBody) =>
  call<ConsoleCreditNoteAnswer>('POST', `${invoice(invoiceId)}/credit-notes`, { body });
export const consoleInvoiceVoid = (invoiceId: string, body: ConsoleVoidInvoiceBody) =>
  call<ConsoleCreditNoteAnswer>('POST', `${invoice(invoiceId)}/void`, { body });
/** An invoice's PDF: a link the browser follows and saves (the server sends it as an attachment), not a call. */
export const invoicePdfHref = (invoiceId: string) => `/api/console${invoice(invoiceId)}/pdf`;
export const creditNotePdfHref = (creditNoteId: string) =>
  `/api/console/billing/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;

/** Every account of the staff member's groups with its aging and credit hold (the account page reads its own row's hold). */
export const consoleAging = (caller: Caller) =>
  call<ConsoleAgingAnswer>('GET', '/billing/aging', { fallback: 'The aging could not be loaded.', caller });
export const consoleHoldLift = (accountId: string, body: ConsoleHoldLiftBody) =>
  call<BillingAccount>('POST', `${billingAccount(accountId)}/hold-lift`, { body });
/** The aging as CSV, one row per account: a link the browser saves. */
export const AGING_CSV_HREF = '/api/console/billing/aging/export';

/** A range of days, both included, as the exports' calls take it. */
export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: DayRange) => new URLSearchParams({ from, to }).toString();

export const consoleAccountingSummary = (range: DayRange, caller: Caller) =>
  call<ConsoleAccountingSummary>('GET', `/billing/exports?${rangeQuery(range)}`, {
    fallback: 'The export could not be prepared.',
    caller,
  });
/** One accounting file of a range, `part` (from 1) picking a Xero file: a link the browser saves. */
export const accountingFileHref = (file: AccountingFile, range: DayRange, part?: number) =>
  `/api/console/billing/exports/${file}?${rangeQuery(range)}${part === undefined ? '' : `&part=${part}`}`;

export const consoleAwaitingPrice = (caller: Caller) =>
  call<ConsoleAwaitingPriceAnswer>('GET', '/billing/awaiting-price', {
    fallback: 'The orders awaiting a price could not be loaded.',
    caller,
  });
export const consoleUnbilledOrders = (caller: Caller) =>
  call<ConsoleUnbilledOrdersAnswer>('GET', '/billing/unbilled-orders', {
    fallback: 'The orders on account that no account bills could not be checked.',
    caller,
  });
export const consoleSetLinePrice = (orderId: string, lineNo: number, body: ConsoleLinePriceBody) =>
  call<ConsoleLinePriceAnswer>('POST', `/billing/orders/${encodeURIComponent(orderId)}/lines/${lineNo}/price`, { body });
export const consoleAccountLedger = (accountId: string, caller: Caller) =>
  call<ConsoleAccountLedgerAnswer>('GET', `${billingAccount(accountId)}/ledger`, {
    fallback: 'The account could not be loaded.',
    caller,
  });
export const consoleRecordPayment = (accountId: string, body: ConsoleRecordPaymentBody) =>
  call<Payment>('POST', `${billingAccount(accountId)}/payments`, { body });

const billingPayment = (paymentId: string) => `/billing/payments/${encodeURIComponent(paymentId)}`;

export const consoleAllocatePayment = (paymentId: string, body: ConsoleAllocateBody) =>
  call<Payment>('POST', `${billingPayment(paymentId)}/allocations`, { body });
export const consoleReversePayment = (paymentId: string, body: ConsoleReversePaymentBody) =>
  call<Payment>('POST', `${billingPayment(paymentId)}/reverse`, { body });
export const consoleTakeBackAllocation = (allocationId: string) =>
  call<Payment>('POST', `/billing/allocations/${encodeURIComponent(allocationId)}/take-back`);

/** An account's statement of a month 'YYYY-MM', as sent or as a preview. */
export const consoleStatement = (accountId: string, period: string, caller: Caller) =>
  call<ConsoleStatementAnswer>('GET', `${billingAccount(accountId)}/statement?period=${encodeURIComponent(period)}`, {
    fallback: 'The statement could not be loaded.',
    caller,
  });
/** A statement as a file: a link the browser follows and saves, not a call. */
export const statementFileHref = (accountId: string, format: 'pdf' | 'csv', period: string) =>
  `/api/console${billingAccount(accountId)}/statement/${format}?period=${encodeURIComponent(period)}`;
/** consoleStatementSendAnswerSchema: whether it was queued, and to whom (none without a billing contact). */
export interface StatementSent {
  queued: boolean;
  to: string[];
}
export const consoleStatementSend = (accountId: string, period: string) =>
  call<StatementSent>('POST', `${billingAccount(accountId)}/statement/send`, { body: { period } });

/** A bank file of payments: checked (a dry run) or, with `apply`, every row recorded or none. */
export const consolePaymentImport = (body: ConsolePaymentImportBody) =>
  call<ConsolePaymentImportAnswer>('POST', '/billing/payments/import', { body });

/** A group's stores for the board's store filter, from its public storefront, which every screen may read; none when it fails. */
export function groupStores(group: string): Promise<StorefrontAnswer['stores']> {
  return loadStorefront(group).then(
    (storefront) => storefront.stores,
    () => [],
  );
}

const offerGroup = (group: string) => `/offer/${encodeURIComponent(group)}`;

/** The catalogue's groups in scope: each one's live version, draft and a version set for later (docs/catalogue.md). */
export const consoleOfferGroups = (caller: Caller) =>
  call<OfferGroupsAnswer>('GET', '/offer', { fallback: 'The catalogue could not be loaded.', caller });
/** A group's draft and what it changes, its versions and its latest changes. */
export const consoleOfferGroup = (group: string, caller: Caller) =>
  call<OfferGroupAnswer>('GET', offerGroup(group), { fallback: "The group's catalogue could not be loaded.", caller });
/** A group's items as its draft has them (the newest version's without one), prices in dollars. */
export const consoleOfferItems = (group: string, caller: Caller) =>
  call<{ items: OfferItem[] }>('GET', `${offerGroup(group)}/items`, { fallback: 'The items could not be loaded.', caller });
/** Saves a whole item to the group's draft; answers everything the draft now changes. */
export const consoleOfferItemSave = (group: string, item: OfferItem) =>
  call<{ changes: OfferChange[] }>('PUT', `${offerGroup(group)}/items/${encodeURIComponent(item.code)}`, {
    body: item,
    fallback: 'The item could not be saved. Please try again.',
  });
export const consoleOfferDiscard = (group: string) => call<null>('DELETE', `${offerGroup(group)}/draft`);
/** Publishes the draft now (`at` null) or at an instant to come, ISO 8601 with its offset. */
export const consoleOfferPublish = (group: string, at: string | null) =>
  call<{ version: number }>('POST', `${offerGroup(group)}/publish`, { body: { at } });
export const consoleOfferRollback = (group: string, version: number) =>
  call<{ version: number }>('POST', `${offerGroup(group)}/versions/${version}/rollback`);
/** Withdraws a version set for later, before its time. */
export const consoleOfferWithdraw = (group: string, version: number) =>
  call<null>('DELETE', `${offerGroup(group)}/versions/${version}`);

/** A group's settings, stores and which secrets are set, as the draft has them; never a secret. */
export const consoleOfferSettings = (group: string, caller: Caller) =>
  call<OfferSettingsAnswer>('GET', `${offerGroup(group)}/settings`, {
    fallback: "The group's settings could not be loaded.",
    caller,
  });
/** Saves the whole settings to the draft (admins only); answers everything the draft now changes. */
export const consoleOfferSettingsSave = (group: string, settings: OfferSettings) =>
  call<{ changes: OfferChange[] }>('PUT', `${offerGroup(group)}/settings`, {
    body: settings,
    fallback: 'The settings could not be saved. Please try again.',
  });
const offerStore = (group: string, code: string) => `${offerGroup(group)}/stores/${encodeURIComponent(code)}`;
/** Adds a store to the draft, or changes its name and address. */
export const consoleOfferStoreSave = (group: string, code: string, store: { name: string; address: string }) =>
  call<{ changes: OfferChange[] }>('PUT', offerStore(group, code), {
    body: store,
    fallback: 'The store could not be saved. Please try again.',
  });
/** Takes a store out of the draft; 409 names the items limited to it. */
export const consoleOfferStoreRemove = (group: string, code: string) =>
  call<{ changes: OfferChange[] }>('DELETE', offerStore(group, code), {
    fallback: 'The store could not be removed. Please try again.',
  });
/** The secrets an admin sets in the draft: typed once, never read back. */
export type OfferSecret = { kind: 'group-password' } | { kind: 'admin-password' } | { kind: 'store-password'; code: string };
const secretPath = (group: string, secret: OfferSecret) =>
  `${offerGroup(group)}/secrets/${secret.kind === 'store-password' ? `store-passwords/${encodeURIComponent(secret.code)}` : secret.kind}`;
/** Sets a password in the draft, or clears it with null (the storefront or the store opens). */
export const consoleOfferPasswordSave = (group: string, secret: OfferSecret, password: string | null) =>
  call<{ changes: OfferChange[] }>('PUT', secretPath(group, secret), {
    body: { password },
    fallback: 'The password could not be saved. Please try again.',
  });
/** Replaces all the group's bypass codes in the draft. */
export const consoleOfferBypassCodesSave = (group: string, codes: string[]) =>
  call<{ changes: OfferChange[] }>('PUT', `${offerGroup(group)}/secrets/bypass-codes`, {
    body: { codes },
    fallback: 'The bypass codes could not be saved. Please try again.',
  });
/** The draft's items and prices as a file: a link the browser follows and saves, not a call. */
export const offerPriceFileHref = (group: string, format: 'csv' | 'xlsx') =>
  `/api/console${offerGroup(group)}/price-file/${format}`;
/** A file of items and prices: checked (a dry run) or, with `apply`, every row put in the draft or none. */
export const consoleOfferPriceFile = (group: string, body: { format: 'csv' | 'xlsx'; file: string; apply: boolean }) =>
  call<OfferPriceFileAnswer>('POST', `${offerGroup(group)}/price-file`, {
    body,
    fallback: 'The file could not be checked. Please try again.',
  });

/** A group's logos (placements, the logos offered per category, their pictures) and the provider's placement table. */
export const consoleOfferLogos = (group: string, caller: Caller) =>
  call<OfferLogosAnswer>('GET', `${offerGroup(group)}/logos`, { fallback: "The group's logos could not be loaded.", caller });
/** Saves the group's whole logos object to the draft; answers everything the draft now changes. */
export const consoleOfferLogosSave = (group: string, logos: OfferLogos) =>
  call<{ changes: OfferChange[] }>('PUT', `${offerGroup(group)}/logos`, {
    body: logos,
    fallback: 'The logos could not be saved. Please try again.',
  });
/** A logo (SVG or PNG) or an item's photo (JPEG, PNG, WebP) sent as it is; nothing changes in a draft until something names its id. */
export const consoleOfferUpload = (kind: OfferUploadKind, file: Blob) =>
  call<OfferUploadAnswer>('POST', `/offer/uploads/${kind}`, {
    file,
    fallback: 'The file could not be uploaded. Please try again.',
  });

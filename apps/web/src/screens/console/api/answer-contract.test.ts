import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleAnswers, type ConsoleRoute, type OfferItem, type OfferLogos, type OfferSettings } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { boardRow, orderDetail } from '../../../../test-support/console';
import { ANSWER_OUTSIDE_CONTRACT } from './answer-contract';
import * as billing from './billing';
import * as budgets from './budgets';
import * as groups from './groups';
import * as offer from './offer';
import * as orders from './orders';
import * as reports from './reports';
import * as session from './session';
import * as staff from './staff';

// Every call of the console's client against a server that drifted from the contract: each fails
// as any refused call does (an ApiError), naming its route and the first place the answer differs.

const ID = '0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a';
const page = {}; // a loader's caller; no 401 is answered here
const range = { from: '2026-10-01', to: '2026-10-31' };

/** Each call, the route it makes, and how to make it. */
const CALLS: readonly (readonly [string, ConsoleRoute, () => Promise<unknown>])[] = [
  ['consoleLogin', 'POST /api/console/login', () => session.consoleLogin('jules@crestline.example', 'a-long-passphrase')],
  ['consoleLoginCode', 'POST /api/console/login/code', () => session.consoleLoginCode('123456')],
  ['consoleSecondFactorStart', 'POST /api/console/second-factor/start', () => session.consoleSecondFactorStart()],
  ['consoleSecondFactorConfirm', 'POST /api/console/second-factor/confirm', () => session.consoleSecondFactorConfirm('123456')],
  ['consoleLogout', 'POST /api/console/logout', () => session.consoleLogout()],
  ['consoleMe', 'GET /api/console/me', () => session.consoleMe(page)],
  ['consoleSessions', 'GET /api/console/sessions', () => session.consoleSessions(page)],
  ['consoleSessionEnd', 'POST /api/console/sessions/:sessionId/end', () => session.consoleSessionEnd('s1')],
  ['consoleSessionsEndOthers', 'POST /api/console/sessions/end-others', () => session.consoleSessionsEndOthers()],
  ['consoleBoard', 'GET /api/console/orders', () => orders.consoleBoard({ group: 'harbor' }, page)],
  ['consoleOrder', 'GET /api/console/orders/:orderId', () => orders.consoleOrder(ID, page)],
  [
    'consoleMoveStatus',
    'POST /api/console/orders/:orderId/status',
    () => orders.consoleMoveStatus(ID, { to: 'in_production', version: 0 }),
  ],
  [
    'consoleSetShipDate',
    'POST /api/console/orders/:orderId/ship-date',
    () => orders.consoleSetShipDate(ID, { est_ship_date: null }),
  ],
  ['consoleBulkInProduction', 'POST /api/console/orders/bulk/in-production', () => orders.consoleBulkInProduction([ID])],
  ['consoleBulkShipDate', 'POST /api/console/orders/bulk/ship-date', () => orders.consoleBulkShipDate([ID], '2026-12-04')],
  ['consoleSendAgain', 'POST /api/console/emails/:emailId/send-again', () => orders.consoleSendAgain('17')],
  [
    'consoleReleaseHold',
    'POST /api/console/orders/:orderId/holds/:holdId/release',
    () => orders.consoleReleaseHold('3f0c1a52-9a4e-4a8e-8f0e-1b2c3d4e5f60', '5a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'),
  ],
  ['consoleRemindApprover', 'POST /api/console/orders/:orderId/approval/remind', () => orders.consoleRemindApprover(ID)],
  ['consoleStaffList', 'GET /api/console/staff', () => staff.consoleStaffList(page)],
  [
    'consoleStaffAdd',
    'POST /api/console/staff',
    () => staff.consoleStaffAdd({ email: 'a@crestline.example', name: 'A', role: 'rep', groups: [], password: 'x'.repeat(12) }),
  ],
  ['consoleStaffUpdate', 'PATCH /api/console/staff/:staffId', () => staff.consoleStaffUpdate(ID, { name: 'B' })],
  [
    'consoleStaffResetPassword',
    'POST /api/console/staff/:staffId/password',
    () => staff.consoleStaffResetPassword(ID, 'x'.repeat(12)),
  ],
  ['consoleStaffRemove', 'DELETE /api/console/staff/:staffId', () => staff.consoleStaffRemove(ID)],
  ['consoleStaffSessionsEnd', 'POST /api/console/staff/:staffId/sessions/end', () => staff.consoleStaffSessionsEnd(ID)],
  [
    'consoleStaffSecondFactorReset',
    'POST /api/console/staff/:staffId/second-factor/reset',
    () => staff.consoleStaffSecondFactorReset(ID),
  ],
  ['groupsAtAGlance', 'GET /api/console/groups', () => groups.groupsAtAGlance(page)],
  ['spendReport', 'GET /api/console/reports/spend', () => reports.spendReport({ group: null, from: '', to: '' }, page)],
  ['consoleBillingAccounts', 'GET /api/console/billing/accounts', () => billing.consoleBillingAccounts(page)],
  ['consoleTaxSettings', 'GET /api/console/tax-settings', () => billing.consoleTaxSettings(page)],
  [
    'consoleTaxSettingsSave',
    'PUT /api/console/tax-settings',
    () => billing.consoleTaxSettingsSave({ settings: { states: [] }, note: '', version_seen: 0 }),
  ],
  [
    'consoleTaxExemptions',
    'GET /api/console/billing/accounts/:accountId/tax-exemptions',
    () => billing.consoleTaxExemptions(ID, page),
  ],
  [
    'consoleTaxExemptionAdd',
    'POST /api/console/billing/accounts/:accountId/tax-exemptions',
    () => billing.consoleTaxExemptionAdd(ID, {} as never),
  ],
  [
    'consoleTaxExemptionWithdraw',
    'POST /api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/withdraw',
    () => billing.consoleTaxExemptionWithdraw(ID, ID, { reason: 'Renewed.' }),
  ],
  ['consoleBillingAccountAdd', 'POST /api/console/billing/accounts', () => billing.consoleBillingAccountAdd({} as never)],
  [
    'consoleBillingAccountUpdate',
    'PATCH /api/console/billing/accounts/:accountId',
    () => billing.consoleBillingAccountUpdate(ID, { version: 1 }),
  ],
  ['consoleInvoices', 'GET /api/console/billing/invoices', () => billing.consoleInvoices({ q: 'INV' }, page)],
  ['consoleInvoice', 'GET /api/console/billing/invoices/:invoiceId', () => billing.consoleInvoice(ID, page)],
  [
    'consoleCreditNoteIssue',
    'POST /api/console/billing/invoices/:invoiceId/credit-notes',
    () => billing.consoleCreditNoteIssue(ID, { amount_cents: 100, reason: 'Short one.' }),
  ],
  [
    'consoleInvoiceVoid',
    'POST /api/console/billing/invoices/:invoiceId/void',
    () => billing.consoleInvoiceVoid(ID, { reason: 'Sent twice.' }),
  ],
  ['consoleAging', 'GET /api/console/billing/aging', () => billing.consoleAging(page)],
  [
    'consoleHoldLift',
    'POST /api/console/billing/accounts/:accountId/hold-lift',
    () => billing.consoleHoldLift(ID, { until: '2026-12-04', reason: 'Cheque sent.' }),
  ],
  ['consoleAccountingSummary', 'GET /api/console/billing/exports', () => billing.consoleAccountingSummary(range, page)],
  ['consoleAwaitingPrice', 'GET /api/console/billing/awaiting-price', () => billing.consoleAwaitingPrice(page)],
  ['consoleUnbilledOrders', 'GET /api/console/billing/unbilled-orders', () => billing.consoleUnbilledOrders(page)],
  [
    'consoleSetLinePrice',
    'POST /api/console/billing/orders/:orderId/lines/:lineNo/price',
    () => billing.consoleSetLinePrice(ID, 2, { unit_price_cents: 1_250 }),
  ],
  ['consoleAccountLedger', 'GET /api/console/billing/accounts/:accountId/ledger', () => billing.consoleAccountLedger(ID, page)],
  [
    'consoleRecordPayment',
    'POST /api/console/billing/accounts/:accountId/payments',
    () => billing.consoleRecordPayment(ID, {} as never),
  ],
  [
    'consoleAllocatePayment',
    'POST /api/console/billing/payments/:paymentId/allocations',
    () => billing.consoleAllocatePayment(ID, { allocations: [] }),
  ],
  [
    'consoleReversePayment',
    'POST /api/console/billing/payments/:paymentId/reverse',
    () => billing.consoleReversePayment(ID, { reason: 'Bounced.' }),
  ],
  [
    'consoleTakeBackAllocation',
    'POST /api/console/billing/allocations/:allocationId/take-back',
    () => billing.consoleTakeBackAllocation('41'),
  ],
  [
    'consoleStatement',
    'GET /api/console/billing/accounts/:accountId/statement',
    () => billing.consoleStatement(ID, '2026-10', page),
  ],
  [
    'consoleStatementSend',
    'POST /api/console/billing/accounts/:accountId/statement/send',
    () => billing.consoleStatementSend(ID, '2026-10'),
  ],
  [
    'consolePaymentImport',
    'POST /api/console/billing/payments/import',
    () => billing.consolePaymentImport({ csv: 'x', apply: false }),
  ],
  ['consoleBudgets', 'GET /api/console/budgets', () => budgets.consoleBudgets({ group: 'tidewater', month: '2030-03' }, page)],
  ['consoleOfferSpending', 'GET /api/console/offer/:group/spending', () => offer.consoleOfferSpending('tidewater', page)],
  ['consoleOfferSpendingSave', 'PUT /api/console/offer/:group/spending', () => offer.consoleOfferSpendingSave('tidewater', null)],
  [
    'consoleOfferBypassCodes',
    'GET /api/console/offer/:group/bypass-codes',
    () => offer.consoleOfferBypassCodes('tidewater', page),
  ],
  ['consoleOfferGroups', 'GET /api/console/offer', () => offer.consoleOfferGroups(page)],
  ['consoleOfferGroup', 'GET /api/console/offer/:group', () => offer.consoleOfferGroup('harbor', page)],
  ['consoleOfferItems', 'GET /api/console/offer/:group/items', () => offer.consoleOfferItems('harbor', page)],
  [
    'consoleOfferItemSave',
    'PUT /api/console/offer/:group/items/:code',
    () => offer.consoleOfferItemSave('harbor', { code: 'HP-W01' } as OfferItem),
  ],
  ['consoleOfferDiscard', 'DELETE /api/console/offer/:group/draft', () => offer.consoleOfferDiscard('harbor')],
  ['consoleOfferPublish', 'POST /api/console/offer/:group/publish', () => offer.consoleOfferPublish('harbor', null)],
  [
    'consoleOfferRollback',
    'POST /api/console/offer/:group/versions/:version/rollback',
    () => offer.consoleOfferRollback('harbor', 3),
  ],
  ['consoleOfferWithdraw', 'DELETE /api/console/offer/:group/versions/:version', () => offer.consoleOfferWithdraw('harbor', 5)],
  ['consoleOfferSettings', 'GET /api/console/offer/:group/settings', () => offer.consoleOfferSettings('harbor', page)],
  [
    'consoleOfferSettingsSave',
    'PUT /api/console/offer/:group/settings',
    () => offer.consoleOfferSettingsSave('harbor', {} as OfferSettings),
  ],
  [
    'consoleOfferStoreSave',
    'PUT /api/console/offer/:group/stores/:code',
    () => offer.consoleOfferStoreSave('harbor', 'HPFD01', { name: 'Harbor Point Ford', address: '' }),
  ],
  [
    'consoleOfferStoreRemove',
    'DELETE /api/console/offer/:group/stores/:code',
    () => offer.consoleOfferStoreRemove('harbor', 'HPFD01'),
  ],
  [
    'consoleOfferPasswordSave',
    'PUT /api/console/offer/:group/secrets/group-password',
    () => offer.consoleOfferPasswordSave('harbor', { kind: 'group-password' }, 'a-new-passphrase'),
  ],
  [
    'consoleOfferPasswordSave',
    'PUT /api/console/offer/:group/secrets/admin-password',
    () => offer.consoleOfferPasswordSave('harbor', { kind: 'admin-password' }, 'a-new-passphrase'),
  ],
  [
    'consoleOfferPasswordSave',
    'PUT /api/console/offer/:group/secrets/store-passwords/:code',
    () => offer.consoleOfferPasswordSave('harbor', { kind: 'store-password', code: 'HPFD01' }, null),
  ],
  [
    'consoleOfferBypassCodesSave',
    'PUT /api/console/offer/:group/secrets/bypass-codes',
    () => offer.consoleOfferBypassCodesSave('harbor', ['HARBOR-7']),
  ],
  [
    'consoleOfferPriceFile',
    'POST /api/console/offer/:group/price-file',
    () => offer.consoleOfferPriceFile('harbor', { format: 'csv', file: 'x', apply: false }),
  ],
  ['consoleOfferLogos', 'GET /api/console/offer/:group/logos', () => offer.consoleOfferLogos('harbor', page)],
  ['consoleOfferLogosSave', 'PUT /api/console/offer/:group/logos', () => offer.consoleOfferLogosSave('harbor', {} as OfferLogos)],
  ['consoleOfferUpload', 'POST /api/console/offer/uploads/:kind', () => offer.consoleOfferUpload('logo', new Blob(['<svg/>']))],
];

/** What the server answers every call: this status and body. */
function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The status a route answers when it succeeds: its first. */
const successOf = (route: ConsoleRoute) => Number(Object.keys(consoleAnswers[route])[0]);

/** The route a call reached, as its pattern: each id in the path back to its `:name`. */
function reached(fetchMock: ReturnType<typeof serve>, route: ConsoleRoute): boolean {
  const [input, init] = fetchMock.mock.calls[0]!;
  const pattern = new RegExp(`^${route.replace(/^\S+ /, '').replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
  return init?.method === route.slice(0, route.indexOf(' ')) && pattern.test(String(input));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  const caught: unknown = await call().then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the console client's answers, checked against their contracts", () => {
  it('makes a call for every route of the contract', () => {
    expect(new Set(CALLS.map(([, route]) => route))).toEqual(new Set(Object.keys(consoleAnswers)));
  });

  it.each(CALLS)('%s (%s) fails when a field is missing, naming the route and the field', async (_, route, call) => {
    const status = successOf(route);
    // A route that answers nothing (204) drifted by answering something, with another status.
    const fetchMock = status === 204 ? serve(200, {}) : serve(status, {});
    const error = await failure(call);
    expect(reached(fetchMock, route), `${route}: ${String(fetchMock.mock.calls[0]?.[0])}`).toBe(true);
    expect(error).toMatchObject({ status: 502, code: ANSWER_OUTSIDE_CONTRACT });
    expect(error.message).toMatch(
      status === 204
        ? new RegExp(`^${escape(route)} answered outside its contract at its status: 200 is none of 204\\.$`)
        : new RegExp(`^${escape(route)} answered outside its contract at [a-z_]+: expected \\w+, got nothing\\.$`),
    );
  });

  it('names a field of another type deep in the answer, and the value found', async () => {
    serve(200, {
      rows: [boardRow(), { ...boardRow(), total_cents: '599.76' }],
      total: 2,
      total_capped: false,
      next_cursor: null,
    });
    expect((await failure(() => orders.consoleBoard({}, page))).message).toBe(
      'GET /api/console/orders answered outside its contract at rows[1].total_cents: expected number, got string "599.76".',
    );
    const detail = orderDetail('received');
    serve(200, { ...detail, lines: [{ ...detail.lines[0]!, logos: [{ name: 'Harbor Point Ford', placement: 'Left Chest' }] }] });
    expect((await failure(() => orders.consoleOrder(ID, page))).message).toBe(
      'GET /api/console/orders/:orderId answered outside its contract at lines[0].logos[0].image_url: expected string, got nothing.',
    );
  });

  it('names a value outside its list, and a status the contract does not have', async () => {
    serve(202, { next: 'sms' });
    expect((await failure(() => session.consoleLogin('jules@crestline.example', 'a-long-passphrase'))).message).toBe(
      'POST /api/console/login answered outside its contract at next: expected "code" or "enrol", got string "sms".',
    );
    serve(200, { id: 'x', kind: 'logo', path: '/x.png', width: 1, height: 1, removed: [] });
    expect((await failure(() => offer.consoleOfferUpload('logo', new Blob(['<svg/>'])))).message).toBe(
      'POST /api/console/offer/uploads/:kind answered outside its contract at its status: 200 is none of 201.',
    );
  });

  it('hands on an answer within its contract as the contract reads it', async () => {
    const page1 = { rows: [boardRow()], total: 1, total_capped: false, next_cursor: null };
    serve(200, { ...page1, debug: 'a field the contract does not name' });
    expect(await orders.consoleBoard({}, page)).toEqual(page1);
    serve(204, null);
    expect(await staff.consoleStaffRemove(ID)).toBeNull();
  });
});

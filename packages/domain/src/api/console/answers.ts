import * as z from 'zod/mini';
import { billingAccountSchema, consoleBillingAccountsAnswerSchema } from './billing-accounts';
import { consoleAgingAnswerSchema } from './billing-aging';
import { consoleAwaitingPriceAnswerSchema, consoleLinePriceAnswerSchema } from './billing-awaiting-price';
import { consoleAccountingSummarySchema } from './billing-exports';
import { consoleCreditNoteAnswerSchema, consoleInvoiceAnswerSchema, consoleInvoicesAnswerSchema } from './billing-invoices';
import {
  consoleAccountLedgerAnswerSchema,
  consolePaymentAnswerSchema,
  consolePaymentImportAnswerSchema,
} from './billing-payments';
import { consoleStatementAnswerSchema, consoleStatementSendAnswerSchema } from './billing-statements';
import { consoleUnbilledOrdersAnswerSchema } from './billing-unbilled';
import { consoleBoardAnswerSchema } from './board';
import { consoleBulkAnswerSchema } from './bulk';
import { consoleGroupsAnswerSchema } from './groups';
import { consoleLoginNextAnswerSchema, consoleMeAnswerSchema } from './login';
import { consoleMoveStatusAnswerSchema } from './move-status';
import {
  offerDraftChangeAnswerSchema,
  offerGroupAnswerSchema,
  offerGroupsAnswerSchema,
  offerItemsAnswerSchema,
  offerLogosAnswerSchema,
  offerPriceFileAnswerSchema,
  offerPublishAnswerSchema,
  offerSettingsAnswerSchema,
  offerUploadAnswerSchema,
} from './offer';
import { consoleOrderDetailAnswerSchema } from './order-detail';
import { consoleHoldReleaseAnswerSchema } from './order-holds';
import { consoleApprovalRemindAnswerSchema } from './order-approval';
import { consoleSecondFactorConfirmAnswerSchema, consoleSecondFactorStartAnswerSchema } from './second-factor';
import { consoleSendAgainAnswerSchema } from './send-again';
import { consoleSessionsAnswerSchema, consoleSessionsEndedAnswerSchema } from './sessions';
import { consoleSetShipDateAnswerSchema } from './set-ship-date';
import { consoleSpendReportAnswerSchema } from './spend-report';
import { consoleBudgetsAnswerSchema } from './budgets';
import { offerBypassCodesAnswerSchema, offerSpendingAnswerSchema } from './offer-spending';
import { consoleStaffAddAnswerSchema } from './staff-add';
import { consoleStaffListAnswerSchema } from './staff-list';
import { consoleStaffUpdateAnswerSchema } from './staff-update';
import { consoleTaxExemptionsAnswerSchema, consoleTaxSettingsAnswerSchema, taxExemptionCertificateSchema } from './tax';

/** The statuses of a console call's successful answers. */
export type ConsoleAnswerStatus = 200 | 201 | 202 | 204;
type AnswerSchemas = Partial<Record<ConsoleAnswerStatus, z.ZodMiniType>>;

/** A 204: no body, which the web client reads as null. */
const noContent = z.null();

/**
 * What each console call answers when it succeeds, by its method and path as the server registers
 * the route, status by status. The routes declare these schemas as their responses; the web
 * client parses every answer with them, and the server's tests check that both agree
 * (apps/server/test/console-answers-documented.test.ts, console-contracts.test.ts). The files
 * (CSV, PDF, spreadsheets) are links, not calls, and are not here.
 */
export const consoleAnswers = {
  'POST /api/console/login': { 200: consoleMeAnswerSchema, 202: consoleLoginNextAnswerSchema },
  'POST /api/console/login/code': { 200: consoleMeAnswerSchema },
  'POST /api/console/logout': { 204: noContent },
  'GET /api/console/me': { 200: consoleMeAnswerSchema },
  'POST /api/console/second-factor/start': { 200: consoleSecondFactorStartAnswerSchema },
  'POST /api/console/second-factor/confirm': { 200: consoleSecondFactorConfirmAnswerSchema },
  'GET /api/console/sessions': { 200: consoleSessionsAnswerSchema },
  'POST /api/console/sessions/:sessionId/end': { 204: noContent },
  'POST /api/console/sessions/end-others': { 200: consoleSessionsEndedAnswerSchema },

  'GET /api/console/orders': { 200: consoleBoardAnswerSchema },
  'GET /api/console/orders/:orderId': { 200: consoleOrderDetailAnswerSchema },
  'POST /api/console/orders/:orderId/status': { 200: consoleMoveStatusAnswerSchema },
  'POST /api/console/orders/:orderId/ship-date': { 200: consoleSetShipDateAnswerSchema },
  'POST /api/console/orders/bulk/in-production': { 200: consoleBulkAnswerSchema },
  'POST /api/console/orders/bulk/ship-date': { 200: consoleBulkAnswerSchema },
  'POST /api/console/emails/:emailId/send-again': { 200: consoleSendAgainAnswerSchema },
  'POST /api/console/orders/:orderId/holds/:holdId/release': { 200: consoleHoldReleaseAnswerSchema },
  'POST /api/console/orders/:orderId/approval/remind': { 200: consoleApprovalRemindAnswerSchema },

  'GET /api/console/staff': { 200: consoleStaffListAnswerSchema },
  'POST /api/console/staff': { 201: consoleStaffAddAnswerSchema },
  'PATCH /api/console/staff/:staffId': { 200: consoleStaffUpdateAnswerSchema },
  'DELETE /api/console/staff/:staffId': { 204: noContent },
  'POST /api/console/staff/:staffId/password': { 204: noContent },
  'POST /api/console/staff/:staffId/sessions/end': { 200: consoleSessionsEndedAnswerSchema },
  'POST /api/console/staff/:staffId/second-factor/reset': { 204: noContent },

  'GET /api/console/groups': { 200: consoleGroupsAnswerSchema },
  'GET /api/console/reports/spend': { 200: consoleSpendReportAnswerSchema },
  'GET /api/console/budgets': { 200: consoleBudgetsAnswerSchema },

  'GET /api/console/billing/accounts': { 200: consoleBillingAccountsAnswerSchema },
  'POST /api/console/billing/accounts': { 201: billingAccountSchema },
  'PATCH /api/console/billing/accounts/:accountId': { 200: billingAccountSchema },
  'POST /api/console/billing/accounts/:accountId/hold-lift': { 200: billingAccountSchema },
  'GET /api/console/billing/accounts/:accountId/ledger': { 200: consoleAccountLedgerAnswerSchema },
  'POST /api/console/billing/accounts/:accountId/payments': { 201: consolePaymentAnswerSchema },
  'GET /api/console/billing/accounts/:accountId/statement': { 200: consoleStatementAnswerSchema },
  'POST /api/console/billing/accounts/:accountId/statement/send': { 200: consoleStatementSendAnswerSchema },
  'GET /api/console/billing/aging': { 200: consoleAgingAnswerSchema },
  'GET /api/console/billing/exports': { 200: consoleAccountingSummarySchema },
  'GET /api/console/billing/awaiting-price': { 200: consoleAwaitingPriceAnswerSchema },
  'GET /api/console/billing/unbilled-orders': { 200: consoleUnbilledOrdersAnswerSchema },
  'POST /api/console/billing/orders/:orderId/lines/:lineNo/price': { 200: consoleLinePriceAnswerSchema },
  'GET /api/console/billing/invoices': { 200: consoleInvoicesAnswerSchema },
  'GET /api/console/billing/invoices/:invoiceId': { 200: consoleInvoiceAnswerSchema },
  'POST /api/console/billing/invoices/:invoiceId/credit-notes': { 201: consoleCreditNoteAnswerSchema },
  'POST /api/console/billing/invoices/:invoiceId/void': { 201: consoleCreditNoteAnswerSchema },
  'POST /api/console/billing/payments/import': { 200: consolePaymentImportAnswerSchema },
  'POST /api/console/billing/payments/:paymentId/allocations': { 200: consolePaymentAnswerSchema },
  'POST /api/console/billing/payments/:paymentId/reverse': { 201: consolePaymentAnswerSchema },
  'POST /api/console/billing/allocations/:allocationId/take-back': { 200: consolePaymentAnswerSchema },
  'GET /api/console/billing/accounts/:accountId/tax-exemptions': { 200: consoleTaxExemptionsAnswerSchema },
  'POST /api/console/billing/accounts/:accountId/tax-exemptions': { 201: taxExemptionCertificateSchema },
  'POST /api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/withdraw': {
    200: taxExemptionCertificateSchema,
  },

  'GET /api/console/tax-settings': { 200: consoleTaxSettingsAnswerSchema },
  'PUT /api/console/tax-settings': { 200: consoleTaxSettingsAnswerSchema },

  'GET /api/console/offer': { 200: offerGroupsAnswerSchema },
  'GET /api/console/offer/:group': { 200: offerGroupAnswerSchema },
  'GET /api/console/offer/:group/items': { 200: offerItemsAnswerSchema },
  'PUT /api/console/offer/:group/items/:code': { 200: offerDraftChangeAnswerSchema },
  'DELETE /api/console/offer/:group/draft': { 204: noContent },
  'POST /api/console/offer/:group/publish': { 200: offerPublishAnswerSchema },
  'POST /api/console/offer/:group/versions/:version/rollback': { 200: offerPublishAnswerSchema },
  'DELETE /api/console/offer/:group/versions/:version': { 204: noContent },
  'GET /api/console/offer/:group/settings': { 200: offerSettingsAnswerSchema },
  'PUT /api/console/offer/:group/settings': { 200: offerDraftChangeAnswerSchema },
  'PUT /api/console/offer/:group/stores/:code': { 200: offerDraftChangeAnswerSchema },
  'DELETE /api/console/offer/:group/stores/:code': { 200: offerDraftChangeAnswerSchema },
  'PUT /api/console/offer/:group/secrets/group-password': { 200: offerDraftChangeAnswerSchema },
  'PUT /api/console/offer/:group/secrets/admin-password': { 200: offerDraftChangeAnswerSchema },
  'PUT /api/console/offer/:group/secrets/store-passwords/:code': { 200: offerDraftChangeAnswerSchema },
  'PUT /api/console/offer/:group/secrets/bypass-codes': { 200: offerDraftChangeAnswerSchema },
  'POST /api/console/offer/:group/price-file': { 200: offerPriceFileAnswerSchema },
  'GET /api/console/offer/:group/logos': { 200: offerLogosAnswerSchema },
  'PUT /api/console/offer/:group/logos': { 200: offerDraftChangeAnswerSchema },
  'GET /api/console/offer/:group/spending': { 200: offerSpendingAnswerSchema },
  'PUT /api/console/offer/:group/spending': { 200: offerDraftChangeAnswerSchema },
  'GET /api/console/offer/:group/bypass-codes': { 200: offerBypassCodesAnswerSchema },
  'POST /api/console/offer/uploads/:kind': { 201: offerUploadAnswerSchema },
} as const satisfies Record<string, AnswerSchemas>;

/** A console call: its method and its route's path, e.g. 'GET /api/console/orders/:orderId'. */
export type ConsoleRoute = keyof typeof consoleAnswers;

/** What a console call answers when it succeeds: its answers' union over its statuses, as parsed. */
export type ConsoleAnswerOf<R extends ConsoleRoute> = {
  [S in keyof (typeof consoleAnswers)[R]]: z.output<(typeof consoleAnswers)[R][S]>;
}[keyof (typeof consoleAnswers)[R]];

/** The schema of a route's successful answer with this status; none where its contract has no such answer. */
export function consoleAnswerSchema(route: ConsoleRoute, status: number): z.ZodMiniType | undefined {
  const answers: AnswerSchemas = consoleAnswers[route];
  return answers[status as ConsoleAnswerStatus];
}

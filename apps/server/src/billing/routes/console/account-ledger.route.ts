import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountLedgerAnswerSchema, consoleAccountParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { accountLedgerAnswer } from '../../account-ledger';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/accounts/:accountId/ledger: the contract is packages/domain/src/api/console/billing-payments.ts. */
export function registerAccountLedger(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/accounts/:accountId/ledger',
    {
      schema: {
        tags: ['billing'],
        summary: "An account's balance, credit, aging, invoices, credit notes and payments",
        params: consoleAccountParamsSchema,
        response: { 200: consoleAccountLedgerAnswerSchema, ...errorResponses },
      },
    },
    async (request) => accountLedgerAnswer(ctx.db, ctx, staffOf(request).scope, request.params.accountId),
  );
}

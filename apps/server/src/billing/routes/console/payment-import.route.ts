import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consolePaymentImportAnswerSchema, consolePaymentImportBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { importPayments } from '../../bank-import';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/payments/import: the contract is packages/domain/src/api/console/billing-payments.ts. */
export function registerPaymentImport(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/payments/import',
    {
      // A bank file of up to 2,000 rows is larger than the default body limit of the other calls.
      bodyLimit: 1_200_000,
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: checks a bank file of payments (a dry run) or records every row of it, or none',
        body: consolePaymentImportBodySchema,
        response: { 200: consolePaymentImportAnswerSchema, ...errorResponses },
      },
    },
    async (request) => importPayments(ctx.db, ctx, billingManager(request), request.body),
  );
}

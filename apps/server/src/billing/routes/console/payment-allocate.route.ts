import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAllocateBodySchema, consolePaymentAnswerSchema, consolePaymentParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { paymentAnswer } from '../../account-ledger';
import { allocatePayment } from '../../money-changes';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/payments/:paymentId/allocations: the contract is packages/domain/src/api/console/billing-payments.ts. */
export function registerPaymentAllocate(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/payments/:paymentId/allocations',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: allocates what a payment has left to open invoices',
        params: consolePaymentParamsSchema,
        body: consoleAllocateBodySchema,
        response: { 200: consolePaymentAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const payment = await allocatePayment(ctx.db, billingManager(request), request.params.paymentId, request.body.allocations);
      return paymentAnswer(ctx.db, payment.accountId, payment.id);
    },
  );
}

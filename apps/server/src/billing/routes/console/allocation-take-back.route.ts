import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAllocationParamsSchema, consolePaymentAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { paymentAnswer } from '../../account-ledger';
import { takeBackAllocation } from '../../money-changes';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/allocations/:allocationId/take-back: the contract is packages/domain/src/api/console/billing-payments.ts. */
export function registerAllocationTakeBack(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/allocations/:allocationId/take-back',
    {
      schema: {
        tags: ['billing'],
        summary: "Admins and accounts: takes an allocation back, so the payment's credit and the invoice's due return",
        params: consoleAllocationParamsSchema,
        response: { 200: consolePaymentAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const payment = await takeBackAllocation(ctx.db, billingManager(request), Number(request.params.allocationId));
      return paymentAnswer(ctx.db, payment.accountId, payment.id);
    },
  );
}

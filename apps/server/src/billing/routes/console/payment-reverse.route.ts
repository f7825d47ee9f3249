import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consolePaymentAnswerSchema, consolePaymentParamsSchema, consoleReversePaymentBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { paymentAnswer } from '../../account-ledger';
import { reversePayment } from '../../money-changes';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/payments/:paymentId/reverse: the contract is packages/domain/src/api/console/billing-payments.ts. */
export function registerPaymentReverse(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/payments/:paymentId/reverse',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: reverses a payment with an entry of its own, taking back its allocations',
        params: consolePaymentParamsSchema,
        body: consoleReversePaymentBodySchema,
        response: { 201: consolePaymentAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const reversal = await reversePayment(ctx.db, ctx, billingManager(request), request.params.paymentId, request.body.reason);
      return reply.code(201).send(await paymentAnswer(ctx.db, reversal.accountId, reversal.id));
    },
  );
}

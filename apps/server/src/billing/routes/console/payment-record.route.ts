import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountParamsSchema, consolePaymentAnswerSchema, consoleRecordPaymentBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { findAccount } from '../../account-store';
import { paymentAnswer } from '../../account-ledger';
import { recordPayment } from '../../money-changes';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/accounts/:accountId/payments: the contract is packages/domain/src/api/console/billing-payments.ts. */
export function registerPaymentRecord(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/accounts/:accountId/payments',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: records a payment on an account and allocates it',
        params: consoleAccountParamsSchema,
        body: consoleRecordPaymentBodySchema,
        response: { 201: consolePaymentAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = billingManager(request);
      const account = await findAccount(ctx.db, actor.scope, request.params.accountId);
      const payment = await recordPayment(ctx.db, ctx, actor, account.id, request.body);
      return reply.code(201).send(await paymentAnswer(ctx.db, account.id, payment.id));
    },
  );
}

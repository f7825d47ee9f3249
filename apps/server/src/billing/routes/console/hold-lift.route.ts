import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingAccountSchema, consoleAccountParamsSchema, consoleHoldLiftBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { liftHold } from '../../aging';
import { toBillingAccount } from '../../account-store';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/accounts/:accountId/hold-lift: the contract is packages/domain/src/api/console/billing-aging.ts. */
export function registerHoldLift(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/accounts/:accountId/hold-lift',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: lets an account on credit hold order on account again until a day',
        params: consoleAccountParamsSchema,
        body: consoleHoldLiftBodySchema,
        response: { 200: billingAccountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = billingManager(request);
      return toBillingAccount(ctx.registry, await liftHold(ctx.db, ctx, actor, request.params.accountId, request.body));
    },
  );
}

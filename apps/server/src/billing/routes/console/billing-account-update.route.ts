import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingAccountSchema, consoleBillingAccountParamsSchema, consoleBillingAccountUpdateBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { toBillingAccount, updateAccount } from '../../account-store';
import { billingManager } from './billing-staff';

/** PATCH /api/console/billing/accounts/:accountId: the contract is packages/domain/src/api/console/billing-accounts.ts. */
export function registerBillingAccountUpdate(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/console/billing/accounts/:accountId',
    {
      schema: {
        tags: ['billing'],
        summary: "Admins and accounts: changes a billing account's terms, limit, contacts or names",
        params: consoleBillingAccountParamsSchema,
        body: consoleBillingAccountUpdateBodySchema,
        response: { 200: billingAccountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = billingManager(request);
      const row = await updateAccount(ctx.db, actor.scope, actor, request.params.accountId, request.body);
      return toBillingAccount(ctx.registry, row);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingAccountSchema, consoleBillingAccountAddBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { addAccount, toBillingAccount } from '../../account-store';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/accounts: the contract is packages/domain/src/api/console/billing-accounts.ts. */
export function registerBillingAccountAdd(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/accounts',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: opens a billing account for a group, or for a store billed apart',
        body: consoleBillingAccountAddBodySchema,
        response: { 201: billingAccountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await addAccount(ctx.db, ctx.registry, billingManager(request), request.body);
      return reply.code(201).send(toBillingAccount(ctx.registry, row));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleBillingAccountsAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { listAccounts, toBillingAccount } from '../../account-store';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/accounts: the contract is packages/domain/src/api/console/billing-accounts.ts. */
export function registerBillingAccountsList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/accounts',
    {
      schema: {
        tags: ['billing'],
        summary: 'The billing accounts of the groups the staff member sees',
        response: { 200: consoleBillingAccountsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await listAccounts(ctx.db, staffOf(request).scope);
      return { accounts: rows.map((row) => toBillingAccount(ctx.registry, row)) };
    },
  );
}

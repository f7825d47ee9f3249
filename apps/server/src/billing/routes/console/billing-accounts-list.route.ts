import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleBillingAccountsAnswerSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { listAccounts, toBillingAccount } from '../../account-store';
import { staffOf } from '../../../sessions/staff-session';
import { accountTaxExemptions } from '../../../tax/tax-exemptions-store';
import { localDay } from '../../../time/local-time';

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
      // Staff are told of a certificate run out where they look at the accounts.
      const exemptions = await accountTaxExemptions(
        ctx.db,
        rows.map((row) => row.id),
        localDay(Date.now(), ctx.timeZone),
      );
      return {
        accounts: rows.map((row) => ({ ...toBillingAccount(ctx.registry, row), tax_exemptions: exemptions.get(row.id) ?? [] })),
      };
    },
  );
}

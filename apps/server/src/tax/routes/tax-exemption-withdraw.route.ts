import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleTaxExemptionParamsSchema,
  consoleTaxExemptionWithdrawBodySchema,
  taxExemptionCertificateSchema,
} from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { localDay } from '../../time/local-time';
import { withdrawTaxExemption } from '../tax-exemptions-store';
import { taxManager } from './tax-staff';

/** POST …/tax-exemptions/:exemptionId/withdraw: the contract is packages/domain/src/api/console/tax.ts. */
export function registerTaxExemptionWithdraw(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/withdraw',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: withdraws a tax exemption certificate (once), with the reason',
        params: consoleTaxExemptionParamsSchema,
        body: consoleTaxExemptionWithdrawBodySchema,
        response: { 200: taxExemptionCertificateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = taxManager(request);
      const today = localDay(Date.now(), ctx.timeZone);
      return withdrawTaxExemption(ctx.db, actor, actor.scope, request.params, request.body.reason, today);
    },
  );
}

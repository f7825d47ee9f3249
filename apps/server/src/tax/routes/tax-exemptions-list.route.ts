import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountParamsSchema, consoleTaxExemptionsAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { staffOf } from '../../sessions/staff-session';
import { localDay } from '../../time/local-time';
import { listTaxExemptions } from '../tax-exemptions-store';

/** GET /api/console/billing/accounts/:accountId/tax-exemptions: the contract is packages/domain/src/api/console/tax.ts. */
export function registerTaxExemptionsList(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/accounts/:accountId/tax-exemptions',
    {
      schema: {
        tags: ['billing'],
        summary: "An account's tax exemption certificates, open and withdrawn, each saying whether it expired",
        params: consoleAccountParamsSchema,
        response: { 200: consoleTaxExemptionsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const today = localDay(Date.now(), ctx.timeZone);
      const exemptions = await listTaxExemptions(ctx.db, staffOf(request).scope, request.params.accountId, today);
      return { today, exemptions };
    },
  );
}

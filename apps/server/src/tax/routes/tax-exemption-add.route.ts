import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountParamsSchema, consoleTaxExemptionAddBodySchema, taxExemptionCertificateSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses, errorSchema } from '../../errors/error-responses';
import { localDay } from '../../time/local-time';
import { addTaxExemption } from '../tax-exemptions-store';
import { taxManager } from './tax-staff';

/** POST /api/console/billing/accounts/:accountId/tax-exemptions: the contract is packages/domain/src/api/console/tax.ts. */
export function registerTaxExemptionAdd(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/accounts/:accountId/tax-exemptions',
    {
      // A PDF of up to 5 MB, in base64, is larger than the default body limit of the other calls.
      bodyLimit: 7_200_000,
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: puts a tax exemption certificate on file, with its PDF (at most 5 MB)',
        params: consoleAccountParamsSchema,
        body: consoleTaxExemptionAddBodySchema,
        response: { 201: taxExemptionCertificateSchema, ...errorResponses, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = taxManager(request);
      const today = localDay(Date.now(), ctx.timeZone);
      const added = await addTaxExemption(ctx.db, actor, actor.scope, request.params.accountId, request.body, today);
      return reply.code(201).send(added);
    },
  );
}

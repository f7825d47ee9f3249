import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerGroupParamsSchema, offerPriceFileAnswerSchema, offerPriceFileBodySchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { importPriceFile } from '../price-files';
import { offerEditor } from './offer-staff';

/** POST /api/console/offer/:group/price-file: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferPriceImport(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/offer/:group/price-file',
    {
      // 20,000 rows of CSV, or an XLSX of them in base64, is larger than the other calls' limit.
      bodyLimit: 8_000_000,
      schema: {
        tags: ['catalogue'],
        summary:
          'Admins and the group’s reps: checks a price file against the draft (a dry run), or applies it when every row holds',
        params: offerGroupParamsSchema,
        body: offerPriceFileBodySchema,
        response: { 200: offerPriceFileAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { group } = request.params;
      return importPriceFile(ctx.db, ctx.registry, offerEditor(request, ctx.registry, group), group, request.body);
    },
  );
}

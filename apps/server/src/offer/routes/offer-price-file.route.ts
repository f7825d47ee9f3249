import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerPriceFileParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { sendCsv } from '../../documents/csv-reply';
import { sendXlsx } from '../../documents/xlsx-reply';
import { errorResponses } from '../../errors/error-responses';
import { draftFileItems, priceCsvRows, priceWorkbook } from '../price-files';
import { offerGroup } from './offer-staff';

/** GET /api/console/offer/:group/price-file/:format: the contract is packages/domain/src/api/console/offer.ts. */
export function registerOfferPriceFile(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/offer/:group/price-file/:format',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "The group's items and prices as its draft has them, as CSV or XLSX: one row per item and size, prices in dollars",
        params: offerPriceFileParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { group, format } = request.params;
      offerGroup(request, ctx.registry, group);
      const items = await draftFileItems(ctx.db, group);
      const name = `${group}-items-and-prices.${format}`;
      if (format === 'csv') {
        const [heading, ...rows] = priceCsvRows(items);
        return sendCsv(reply, name, heading!, [rows]);
      }
      return sendXlsx(reply, name, await priceWorkbook(items));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGING_EXPORT_COLUMNS } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { agingAnswer, agingCsvRows } from '../../aging';
import { sendCsv } from '../../../documents/csv-reply';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/aging/export: the contract is packages/domain/src/api/console/billing-aging.ts. */
export function registerAgingExport(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/aging/export',
    {
      schema: {
        tags: ['billing'],
        summary: 'The aging as a CSV file, one row per account',
        description: 'text/csv, UTF-8 with a byte-order mark; amounts in dollars.',
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const answer = await agingAnswer(ctx.db, ctx, staffOf(request).scope);
      return sendCsv(reply, `crestline-aging-${answer.as_of}.csv`, AGING_EXPORT_COLUMNS, [agingCsvRows(answer)]);
    },
  );
}

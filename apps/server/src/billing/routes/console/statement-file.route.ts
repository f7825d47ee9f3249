import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { consoleAccountParamsSchema, consoleStatementQuerySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { findAccount } from '../../account-store';
import { statementFor } from '../../statements';
import { sendCsv } from '../../../documents/csv-reply';
import { sendPdf } from '../../../documents/pdf-reply';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from '../../../documents/statement-csv';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/accounts/:accountId/statement/:format: the contract is packages/domain/src/api/console/billing-statements.ts. */
export function registerStatementFile(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/accounts/:accountId/statement/:format',
    {
      schema: {
        tags: ['billing'],
        summary: "An account's statement of a month as a PDF or a CSV file",
        description: 'application/pdf or text/csv: the statement as sent, or as it stands now when it was not sent.',
        params: z.extend(consoleAccountParamsSchema, { format: z.enum(['pdf', 'csv']) }),
        querystring: consoleStatementQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const account = await findAccount(ctx.db, staffOf(request).scope, request.params.accountId);
      const { statement } = await statementFor(ctx.db, ctx, account, request.query.period);
      const name = `statement-${account.storeCode || account.groupKey}-${statement.period}`.toLowerCase();
      if (request.params.format === 'csv')
        return sendCsv(reply, `${name}.csv`, STATEMENT_CSV_COLUMNS, [statementCsvRows(statement)]);
      return sendPdf(reply, `${name}.pdf`, await ctx.documents.statementPdf(statement));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountingFileParamsSchema, consoleAccountingFileQuerySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { auditBilling } from '../../account-store';
import { accountingFile } from '../../accounting-files';
import { sendCsv } from '../../../documents/csv-reply';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/exports/:file: the contract is packages/domain/src/api/console/billing-exports.ts. */
export function registerAccountingFile(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/exports/:file',
    {
      schema: {
        tags: ['billing'],
        summary: 'One accounting file of a range: QuickBooks Online invoices or credit notes, payments, or a Xero file',
        description: 'text/csv, UTF-8 with a byte-order mark, for the accounting program to import.',
        params: consoleAccountingFileParamsSchema,
        querystring: consoleAccountingFileQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { file } = request.params;
      const { header, rows } = await accountingFile(ctx.db, staff.scope, file, request.query);
      await auditBilling(
        ctx.db,
        { staffId: staff.id, label: staff.email, requestId: request.id },
        {
          accountId: null,
          groupKey: '',
          action: 'accounting_exported',
          after: { file, ...request.query, rows: rows.length },
        },
      );
      const part = file === 'xero' ? `-part-${request.query.part ?? 1}` : '';
      return sendCsv(reply, `crestline-${file}-${request.query.from}-to-${request.query.to}${part}.csv`, header, [rows]);
    },
  );
}

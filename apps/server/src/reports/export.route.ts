import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSOLE_EXPORT_COLUMNS, consoleExportQuerySchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import { findTenant, type AppContext } from '../context/app-context';
import { boardFilterOf } from '../order-store/board-query';
import { NOT_YOUR_GROUP, seesGroup, staffOf } from '../sessions/staff-session';
import { AppError } from '../errors/app-error';
import { fileSafe, sendCsv } from '../documents/csv-reply';
import { exportRows } from './export-store';
import { localDay } from '../time/local-time';
import { auditDownload } from './download-audit';

/** GET /api/console/orders/export: the contract is packages/domain/src/api/console/export.ts. */
export function registerOrdersExport(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/orders/export',
    {
      schema: {
        tags: ['console'],
        summary: 'The filtered board as a CSV file, one row per order line',
        description: 'text/csv, UTF-8 with a byte-order mark; the same filters, search and scope as GET /api/console/orders.',
        querystring: consoleExportQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const query = request.query;
      if (query.group !== undefined) {
        const tenant = findTenant(ctx.registry, query.group);
        if (!seesGroup(staff, query.group)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(tenant.config.title));
      }
      const filter = boardFilterOf(ctx.registry, staff.scope, query, ctx.timeZone);
      const zone = ctx.timeZone;
      await auditDownload(ctx.db, request, staff, 'orders_exported', query.group, { ...query });
      const filename = `crestline-orders-${fileSafe(query.group ?? 'all-groups')}-${localDay(Date.now(), zone)}.csv`;
      const rows = exportRows(ctx.db, ctx.registry, { ...filter, ids: query.ids?.toLowerCase().split(',') }, zone);
      return sendCsv(reply, filename, CONSOLE_EXPORT_COLUMNS, rows);
    },
  );
}

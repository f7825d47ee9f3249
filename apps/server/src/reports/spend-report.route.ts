import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleSpendExportQuerySchema,
  consoleSpendReportAnswerSchema,
  consoleSpendReportQuerySchema,
  spendRange,
  type ConsoleSpendReportQuery,
} from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import { findTenant, type AppContext } from '../context/app-context';
import { NOT_YOUR_GROUP, seesGroup, staffOf } from '../sessions/staff-session';
import { AppError } from '../errors/app-error';
import { fileSafe, sendCsv } from '../documents/csv-reply';
import { localMonth } from '../time/local-time';
import { auditDownload } from './download-audit';
import { spendReport, spendTableRows, type SpendRangeOf } from './spend-store';

/**
 * The group and months a request names, once the staff member may see the group; without a group,
 * every group they see (a rep's own only), by title.
 */
function rangeOf(request: FastifyRequest, ctx: AppContext, query: ConsoleSpendReportQuery): SpendRangeOf {
  const staff = staffOf(request);
  const group = query.group === undefined ? null : findTenant(ctx.registry, query.group);
  if (group && !seesGroup(staff, group.config.key)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(group.config.title));
  const tenants = group
    ? [group]
    : [...ctx.registry.groups.values()]
        .filter((t) => seesGroup(staff, t.config.key))
        .sort((a, b) => a.config.title.localeCompare(b.config.title));
  const range = spendRange(query, localMonth(Date.now(), ctx.timeZone));
  if (!range.ok) throw new AppError('INVALID_INPUT', range.message);
  return { group, tenants, from: range.from, to: range.to };
}

/** GET /api/console/reports/spend and its CSV tables: the contract is packages/domain/src/api/console/spend-report.ts. */
export function registerSpendReport(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/console/reports/spend',
    {
      schema: {
        tags: ['console'],
        summary: "A group's spend, or all the staff member's groups', by month, group, store, category and PO over whole months",
        querystring: consoleSpendReportQuerySchema,
        response: { 200: consoleSpendReportAnswerSchema, ...errorResponses },
      },
    },
    async (request) => spendReport(ctx.db, rangeOf(request, ctx, request.query)),
  );
  typed.get(
    '/api/console/reports/spend/export',
    {
      schema: {
        tags: ['console'],
        summary: "One table of a group's spend report as a CSV file",
        querystring: consoleSpendExportQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const range = rangeOf(request, ctx, query);
      const [header, ...rows] = await spendTableRows(ctx.db, range, table);
      await auditDownload(ctx.db, request, staffOf(request), 'spend_exported', query.group, { ...request.query });
      const filename = `crestline-spend-${fileSafe(query.group ?? 'all-groups')}-by-${table}-${range.from}-to-${range.to}.csv`;
      return sendCsv(reply, filename, header!, [rows]);
    },
  );
}

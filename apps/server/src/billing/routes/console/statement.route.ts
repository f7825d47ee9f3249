import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountParamsSchema, consoleStatementAnswerSchema, consoleStatementQuerySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { findAccount } from '../../account-store';
import { statementFor } from '../../statements';
import { staffOf } from '../../../sessions/staff-session';

/** GET /api/console/billing/accounts/:accountId/statement: the contract is packages/domain/src/api/console/billing-statements.ts. */
export function registerStatement(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/accounts/:accountId/statement',
    {
      schema: {
        tags: ['billing'],
        summary: "An account's statement of a month: as sent, or a preview",
        params: consoleAccountParamsSchema,
        querystring: consoleStatementQuerySchema,
        response: { 200: consoleStatementAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = await findAccount(ctx.db, staffOf(request).scope, request.params.accountId);
      const found = await statementFor(ctx.db, ctx, account, request.query.period);
      return { statement: found.statement, sent_at: found.sentAt?.getTime() ?? null };
    },
  );
}

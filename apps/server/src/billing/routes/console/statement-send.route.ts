import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleAccountParamsSchema, consoleStatementSendAnswerSchema, consoleStatementSendBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { findAccount } from '../../account-store';
import { sendStatement } from '../../statements';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/accounts/:accountId/statement/send: the contract is packages/domain/src/api/console/billing-statements.ts. */
export function registerStatementSend(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/accounts/:accountId/statement/send',
    {
      schema: {
        tags: ['billing'],
        summary: "Admins and accounts: sends an account's statement of a month to its billing contacts now",
        params: consoleAccountParamsSchema,
        body: consoleStatementSendBodySchema,
        response: { 200: consoleStatementSendAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = billingManager(request);
      const account = await findAccount(ctx.db, actor.scope, request.params.accountId);
      // Each send from the console is an e-mail of its own; the monthly run's key makes it once.
      const sent = await sendStatement(ctx.db, ctx, actor, account, request.body.period, randomUUID());
      if (sent.queued) ctx.wakeOutbox();
      return { queued: sent.queued, to: sent.queued ? account.contacts : [] };
    },
  );
}

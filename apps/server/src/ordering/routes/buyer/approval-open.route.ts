import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalOpenAnswerSchema, approvalOpenBodySchema } from '@portal/domain';
import type { AppContext } from '../../../context/app-context';
import { errorResponses, errorSchema } from '../../../errors/error-responses';
import { openApprovalLink } from '../../approvals/approval-decision';

/** POST /v1/approvals/open: the contract is packages/domain/src/api/approvals.ts. */
export function registerApprovalOpen(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/approvals/open',
    {
      schema: {
        tags: ['orders'],
        summary: "What an approver's link shows: the order, the store's budget, the link's decision",
        description:
          'No login: the token from the e-mail (after # in its link) lets the page in. Changes nothing, so a mail scanner that opens the link decides nothing. An unknown token is 404, an expired link 410. Counted per client address.',
        body: approvalOpenBodySchema,
        response: { 200: approvalOpenAnswerSchema, ...errorResponses, 410: errorSchema },
      },
    },
    async (request) => {
      await ctx.approvalLinkRate.take(request.ip);
      return openApprovalLink(ctx.db, ctx, request.body.token, new Date());
    },
  );
}

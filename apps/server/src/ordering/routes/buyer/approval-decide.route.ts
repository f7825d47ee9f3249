import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalDecideBodySchema, approvalDecisionAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../../context/app-context';
import { errorResponses, errorSchema } from '../../../errors/error-responses';
import { decideByLink } from '../../approvals/approval-decision';

/** POST /v1/approvals/decide: the contract is packages/domain/src/api/approvals.ts. */
export function registerApprovalDecide(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/approvals/decide',
    {
      schema: {
        tags: ['orders'],
        summary: "The approver's decision, confirmed on the link's page",
        description:
          "No login: the link's token. The decision must be the link's (409), a rejection needs a reason (422); an approval decided already is 409 and an expired one 410, each saying why and changing nothing. Approving lets the order into production; rejecting cancels it. Counted per client address.",
        body: approvalDecideBodySchema,
        response: { 200: approvalDecisionAnswerSchema, ...errorResponses, 410: errorSchema },
      },
    },
    async (request) => {
      await ctx.approvalLinkRate.take(request.ip);
      const { token, order_number, decision, reason } = request.body;
      const answer = await decideByLink(
        ctx.db,
        ctx,
        token,
        order_number,
        { decision, reason: reason ?? null, from: request.ip, requestId: request.id },
        new Date(),
      );
      ctx.wakeOutbox();
      return answer;
    },
  );
}

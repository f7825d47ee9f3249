import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalDecisionAnswerSchema, orderApprovalBodySchema, orderApprovalParamsSchema } from '@portal/domain';
import { findTenant, type AppContext } from '../../../context/app-context';
import { errorResponses, errorSchema } from '../../../errors/error-responses';
import { assertGroupAdmin } from '../../../sessions/group-session';
import { decideByAdmin } from '../../approvals/approval-decision';

/** POST /v1/orders/:orderNumber/approval: the contract is packages/domain/src/api/approvals.ts. */
export function registerOrderApproval(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/orders/:orderNumber/approval',
    {
      schema: {
        tags: ['orders'],
        summary: "Admin mode: the group's admin approves or rejects an order waiting for approval",
        description:
          "Needs the group's admin session (403 otherwise); decided by 'Group admin', by the same rules as the approver's link: a rejection needs a reason (422), an order decided already is 409, one past its time 410.",
        params: orderApprovalParamsSchema,
        body: orderApprovalBodySchema,
        response: { 200: approvalDecisionAnswerSchema, ...errorResponses, 410: errorSchema },
      },
    },
    async (request) => {
      const { companyName, decision, reason } = request.body;
      const tenant = findTenant(ctx.registry, companyName);
      assertGroupAdmin(request, tenant, 'approve or reject orders');
      const answer = await decideByAdmin(
        ctx.db,
        ctx,
        { groupKey: tenant.config.key, orderNumber: request.params.orderNumber },
        { decision, reason: reason ?? null, from: request.ip, requestId: request.id },
        new Date(),
      );
      ctx.wakeOutbox();
      return answer;
    },
  );
}

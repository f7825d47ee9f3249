import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalsWaitingAnswerSchema, approvalsWaitingBodySchema } from '@portal/domain';
import { findTenant, type AppContext } from '../../../context/app-context';
import { errorResponses } from '../../../errors/error-responses';
import { assertGroupAdmin } from '../../../sessions/group-session';
import { waitingApprovals } from '../../approvals/approval-store';

/** POST /v1/approvals/waiting: the contract is packages/domain/src/api/approvals.ts. */
export function registerApprovalsWaiting(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/approvals/waiting',
    {
      schema: {
        tags: ['orders'],
        summary: "Admin mode: the group's orders waiting for approval, longest waiting first",
        description: "Needs the group's admin session (admin mode on the orders screen); 403 otherwise.",
        body: approvalsWaitingBodySchema,
        response: { 200: approvalsWaitingAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = findTenant(ctx.registry, request.body.companyName);
      assertGroupAdmin(request, tenant, 'see the orders waiting for approval');
      return { approvals: await waitingApprovals(ctx.db, ctx.registry, tenant.config.key) };
    },
  );
}

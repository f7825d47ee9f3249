import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleHoldParamsSchema, consoleHoldReleaseAnswerSchema, consoleHoldReleaseBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { staffOf } from '../../../sessions/staff-session';
import { releaseOrderHold } from '../../hold-release';
import { fulfilmentSettings } from './order-actor';

/** POST /api/console/orders/:orderId/holds/:holdId/release: the contract is packages/domain/src/api/console/order-holds.ts. */
export function registerConsoleHoldRelease(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/orders/:orderId/holds/:holdId/release',
    {
      schema: {
        tags: ['console'],
        summary: 'Releases one open hold of an order',
        description:
          "Who may release a hold depends on its reason (a credit hold: admins and the accounts role; 403 otherwise). A hold released meanwhile answers 409. Answers the order's holds still open.",
        params: consoleHoldParamsSchema,
        body: consoleHoldReleaseBodySchema,
        response: { 200: consoleHoldReleaseAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const holds = await releaseOrderHold(
        ctx.db,
        fulfilmentSettings(ctx),
        { staffId: staff.id, email: staff.email, role: staff.role, scope: staff.scope, requestId: request.id },
        { orderId: request.params.orderId, holdId: request.params.holdId, note: request.body.note || null },
      );
      return { holds };
    },
  );
}

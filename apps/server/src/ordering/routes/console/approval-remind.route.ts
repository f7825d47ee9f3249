import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleApprovalRemindAnswerSchema,
  consoleApprovalRemindParamsSchema,
  MANUAL_REMINDER_MINUTES,
  REMINDED_RECENTLY,
} from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { AppError } from '../../../errors/app-error';
import { WindowCounter } from '../../../limits/window-counter';
import { remindApprover } from '../../approvals/approval-reminder';
import { orderActor } from './order-actor';

/** POST /api/console/orders/:orderId/approval/remind: the contract is packages/domain/src/api/console/order-approval.ts. */
export function registerConsoleApprovalRemind(app: FastifyInstance, ctx: AppContext): void {
  const counter = new WindowCounter(ctx);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/orders/:orderId/approval/remind',
    {
      schema: {
        tags: ['console'],
        summary: 'E-mails the approver of an order waiting for approval again, with new links',
        description: `Admins and the group's reps. At most once in ${MANUAL_REMINDER_MINUTES} minutes per order (429 past it); an order not waiting for approval is 409. Staff never decide an approval.`,
        params: consoleApprovalRemindParamsSchema,
        response: { 200: consoleApprovalRemindAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = orderActor(request);
      const { orderId } = request.params;
      const taken = await counter.take([
        { name: `approval-remind:${orderId}`, limit: 1, windowMs: MANUAL_REMINDER_MINUTES * 60_000 },
      ]);
      if (!taken.ok)
        throw new AppError('RATE_LIMITED', REMINDED_RECENTLY(Math.ceil(taken.retryAfterSeconds / 60)), {
          retryAfterSeconds: taken.retryAfterSeconds,
        });
      try {
        const approval = await remindApprover(ctx.db, ctx, actor, orderId, new Date());
        ctx.wakeOutbox();
        return approval;
      } catch (error) {
        // Only reminders that went count.
        await counter.giveBack(taken.taken);
        throw error;
      }
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSendAgainAnswerSchema, consoleSendAgainParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { AppError } from '../../../errors/app-error';
import { WindowCounter } from '../../../limits/window-counter';
import { sendAgain } from '../../fulfilment-store';
import { orderActor } from './order-actor';

/** How often one e-mail may be sent again in an hour: enough to fix a lost one, too few to flood an inbox. */
const SEND_AGAIN_PER_HOUR = 3;
const SENT_AGAIN_TOO_OFTEN = 'This e-mail was sent again several times this hour. Please wait before sending it again.';

/** POST /api/console/emails/:emailId/send-again: the contract is packages/domain/src/api/console/send-again.ts. */
export function registerConsoleSendAgain(app: FastifyInstance, ctx: AppContext): void {
  const counter = new WindowCounter(ctx);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/emails/:emailId/send-again',
    {
      schema: {
        tags: ['console'],
        summary: "Queues one of an order's e-mails to be sent again",
        description: `At most ${SEND_AGAIN_PER_HOUR} times an hour per e-mail (429 past it).`,
        params: consoleSendAgainParamsSchema,
        response: { 200: consoleSendAgainAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = orderActor(request);
      const emailId = Number(request.params.emailId);
      const taken = await counter.take([{ name: `resend:${emailId}`, limit: SEND_AGAIN_PER_HOUR, windowMs: 3600_000 }]);
      if (!taken.ok) throw new AppError('RATE_LIMITED', SENT_AGAIN_TOO_OFTEN, { retryAfterSeconds: taken.retryAfterSeconds });
      try {
        const email = await sendAgain(ctx.db, actor, emailId);
        ctx.wakeOutbox();
        return email;
      } catch (error) {
        // Only e-mails that went again count.
        await counter.giveBack(taken.taken);
        throw error;
      }
    },
  );
}

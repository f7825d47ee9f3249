import * as z from 'zod/mini';
import { consoleOrderEmailSchema } from './order-detail';

/**
 * POST /api/console/emails/:emailId/send-again: queues one of an order's e-mails to be sent again
 * (the id is the e-mail's `id` in the order's detail). Answers the e-mail, queued.
 */
export const consoleSendAgainParamsSchema = z.strictObject({
  emailId: z.string().check(z.regex(/^\d{1,18}$/, { error: 'is not an e-mail id' })),
});
export const consoleSendAgainAnswerSchema = consoleOrderEmailSchema;

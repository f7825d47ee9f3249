import * as z from 'zod/mini';
import { statementSnapshotSchema } from '../../billing/statement';

/** A month, 'YYYY-MM'. */
export const periodField = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month written YYYY-MM' }));

export const consoleStatementQuerySchema = z.strictObject({ period: periodField });

/**
 * GET /api/console/billing/accounts/:accountId/statement?period=YYYY-MM: the month's statement as
 * it was sent when it was (`sent_at`), else as it stands now (a preview).
 */
export const consoleStatementAnswerSchema = z.object({
  statement: statementSnapshotSchema,
  /** Milliseconds since 1970 when it was first sent, or null for a preview. */
  sent_at: z.nullable(z.int()),
});
export type ConsoleStatementAnswer = z.output<typeof consoleStatementAnswerSchema>;

/** POST /api/console/billing/accounts/:accountId/statement/send: admins and accounts send the month's statement to the billing contacts now. */
export const consoleStatementSendBodySchema = z.strictObject({ period: periodField });
export const consoleStatementSendAnswerSchema = z.object({
  queued: z.boolean(),
  /** Who it went to; empty when the account has no billing contact. */
  to: z.array(z.string()),
});

import * as z from 'zod/mini';

/** One of a staff member's live console sessions, as their list shows it. */
export const consoleSessionSchema = z.object({
  /** The session's handle: pass it to end the session. It opens nothing. */
  id: z.string(),
  /** The browser as its user agent names it, in short ('Chrome on Windows'), or 'Unknown browser'. */
  browser: z.string(),
  /** The address it logged in from. */
  address: z.nullable(z.string()),
  /** Milliseconds since 1970. */
  started_at: z.int(),
  /** When it was last used, to the minute. */
  last_used_at: z.int(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ConsoleSession = z.output<typeof consoleSessionSchema>;

/** GET /api/console/sessions: the staff member's own live sessions, newest first. */
export const CONSOLE_SESSIONS_PATH = '/api/console/sessions';
export const consoleSessionsAnswerSchema = z.object({ sessions: z.array(consoleSessionSchema) });
export type ConsoleSessionsAnswer = z.output<typeof consoleSessionsAnswerSchema>;

/**
 * POST /api/console/sessions/:sessionId/end: ends one of the staff member's own sessions, every
 * copy of its cookie (204); another's, or one already ended, is 404. Ending the current session
 * logs this browser out.
 */
export const CONSOLE_SESSION_END_PATH = '/api/console/sessions/:sessionId/end';
export const consoleSessionParamsSchema = z.strictObject({
  sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'is not a session id')),
});

/** POST /api/console/sessions/end-others: ends every session of the staff member but this one. */
export const CONSOLE_SESSIONS_END_OTHERS_PATH = '/api/console/sessions/end-others';
export const consoleSessionsEndedAnswerSchema = z.object({ ended: z.int() });
export type ConsoleSessionsEndedAnswer = z.output<typeof consoleSessionsEndedAnswerSchema>;

/**
 * POST /api/console/staff/:staffId/sessions/end: admin only; ends every session of another staff
 * member (an admin ends their own with end-others). Params: consoleStaffParamsSchema.
 */
export const CONSOLE_STAFF_SESSIONS_END_PATH = '/api/console/staff/:staffId/sessions/end';

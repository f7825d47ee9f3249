import * as z from 'zod/mini';
import { consoleGroupSchema, staffMemberSchema } from './common';

/**
 * POST /api/console/login: a staff member's e-mail and password. A match sets the staff session
 * (a sealed httpOnly cookie of its own) and answers as /me does; a wrong e-mail and a wrong
 * password answer the same 401. Throttled like every secret (429 with Retry-After).
 */
export const consoleLoginBodySchema = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(200)),
});
export type ConsoleLoginBody = z.output<typeof consoleLoginBodySchema>;

/** GET /api/console/me (and the login's answer): who is logged in and what they may do. */
export const consoleMeAnswerSchema = z.object({
  staff: staffMemberSchema,
  /** The groups this staff member sees, by title: every group for admins and viewers. */
  groups: z.array(consoleGroupSchema),
  /** Whether they may change orders (admins and reps); viewers only read. */
  can_change_orders: z.boolean(),
  /** Admins only. */
  can_manage_staff: z.boolean(),
  /** Milliseconds since 1970: the session ends then at the latest, used or not. */
  expires_at: z.int(),
  /** Milliseconds since 1970: the session ends then unless used; each use moves it on. */
  idle_expires_at: z.int(),
  /** The provider's IANA time zone (PROVIDER_TIME_ZONE): the console shows every time in it, as the e-mails and CSV do. */
  time_zone: z.string(),
});
export type ConsoleMeAnswer = z.output<typeof consoleMeAnswerSchema>;

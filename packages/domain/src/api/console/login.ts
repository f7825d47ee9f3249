import * as z from 'zod/mini';
import { consoleGroupSchema, staffMemberSchema } from './common';

/**
 * POST /api/console/login: a staff member's e-mail and password. A match without a second factor
 * sets the staff session (a sealed httpOnly cookie of its own) and answers as /me does (200). An
 * account with a second factor, or whose role needs one, answers 202 with the next step (a code,
 * or enrolment) and a short-lived cookie for it; no session yet. A wrong e-mail and a wrong
 * password answer the same 401. Throttled like every secret (429 with Retry-After); when
 * strangers' guesses have used up the account's hour, a new browser logs in by sending a code
 * from its authenticator app with the password (`code`).
 */
export const consoleLoginBodySchema = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(200)),
  /** A code from the authenticator app (6 digits), or a recovery code: the second step in one. */
  code: z.optional(z.string().check(z.maxLength(20))),
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
  /** Admins and the accounts role: billing accounts, payments, credit notes, holds. */
  can_manage_billing: z.boolean(),
  /** Milliseconds since 1970: the session ends then at the latest, used or not. */
  expires_at: z.int(),
  /** Milliseconds since 1970: the session ends then unless used; each use moves it on. */
  idle_expires_at: z.int(),
  /** The provider's IANA time zone (PROVIDER_TIME_ZONE): the console shows every time in it, as the e-mails and CSV do. */
  time_zone: z.string(),
});
export type ConsoleMeAnswer = z.output<typeof consoleMeAnswerSchema>;

/** The login's answer when a second step is needed: a code from the app, or enrolment first. */
export const consoleLoginNextAnswerSchema = z.object({ next: z.enum(['code', 'enrol']) });
export type ConsoleLoginNextAnswer = z.output<typeof consoleLoginNextAnswerSchema>;

/**
 * POST /api/console/login/code: the second step. A code from the authenticator app (each good
 * once) or one of the recovery codes (each spent when used), with the cookie the password step
 * set; answers as /me does and sets the session. A wrong code is 401; throttled like a password.
 */
export const CONSOLE_LOGIN_CODE_PATH = '/api/console/login/code';
export const consoleLoginCodeBodySchema = z.strictObject({ code: z.string().check(z.maxLength(20)) });
export type ConsoleLoginCodeBody = z.output<typeof consoleLoginCodeBodySchema>;

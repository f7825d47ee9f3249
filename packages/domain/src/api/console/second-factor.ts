import * as z from 'zod/mini';
import { consoleMeAnswerSchema } from './login';

/**
 * POST /api/console/second-factor/start: a new TOTP key for the staff member, as a QR code of its
 * otpauth URL and as text, to add to an authenticator app. Needs a staff session, or the cookie
 * of a login whose password was right and whose role must enrol first. Nothing changes until the
 * key is confirmed; the key is held meanwhile in a sealed cookie of its own (10 minutes).
 *
 * From a session it asks again for the staff member's password and, when a factor is on, a code
 * of it (from the app, or a recovery code), so a copied session cookie alone cannot change the
 * factor (ASVS 3.7.1): a missing one is 400, a wrong one 401, both counted as a login's are
 * (429 with Retry-After). A login that is enrolling proved its password a moment before and sends
 * no body.
 */
export const CONSOLE_SECOND_FACTOR_START_PATH = '/api/console/second-factor/start';
// No body at all (an enrolling login's) arrives as null.
export const consoleSecondFactorStartBodySchema = z.nullish(
  z.strictObject({
    /** The staff member's current password: needed from a session. */
    password: z.optional(z.string().check(z.maxLength(200))),
    /** A code of the factor that is on (from the app, or a recovery code): needed from a session when one is. */
    code: z.optional(z.string().check(z.maxLength(20))),
  }),
);
export type ConsoleSecondFactorStartBody = z.output<typeof consoleSecondFactorStartBodySchema>;
export const consoleSecondFactorStartAnswerSchema = z.object({
  /** The key in base32, for an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export type ConsoleSecondFactorStartAnswer = z.output<typeof consoleSecondFactorStartAnswerSchema>;

/**
 * POST /api/console/second-factor/confirm: a code from the app proves the key was added. The
 * factor is on from then; the answer carries ten recovery codes, shown this once (only their
 * hashes are kept), and the staff member as /me answers (a login waiting for enrolment is logged
 * in). A wrong code is 401. From a session the current password is asked again, as at start (the
 * old factor's code was asked at start: a code is good once).
 */
export const CONSOLE_SECOND_FACTOR_CONFIRM_PATH = '/api/console/second-factor/confirm';
export const consoleSecondFactorConfirmBodySchema = z.strictObject({
  code: z.string().check(z.maxLength(20)),
  /** The staff member's current password: needed from a session. */
  password: z.optional(z.string().check(z.maxLength(200))),
});
export const consoleSecondFactorConfirmAnswerSchema = z.object({
  recovery_codes: z.array(z.string()),
  me: consoleMeAnswerSchema,
});
export type ConsoleSecondFactorConfirmAnswer = z.output<typeof consoleSecondFactorConfirmAnswerSchema>;

/**
 * POST /api/console/staff/:staffId/second-factor/reset: admin only; removes another staff
 * member's second factor and recovery codes (a lost phone) and ends their sessions. They enrol
 * again at their next login if their role needs one. Audited. Params: consoleStaffParamsSchema.
 */
export const CONSOLE_STAFF_SECOND_FACTOR_RESET_PATH = '/api/console/staff/:staffId/second-factor/reset';

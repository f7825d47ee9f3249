import * as z from 'zod/mini';
import { consoleMeAnswerSchema } from './login';

/**
 * POST /api/console/second-factor/start: a new TOTP key for the staff member, as a QR code of its
 * otpauth URL and as text, to add to an authenticator app. Needs a staff session, or the cookie
 * of a login whose password was right and whose role must enrol first. Nothing changes until the
 * key is confirmed; the key is held meanwhile in a sealed cookie of its own (10 minutes).
 */
export const CONSOLE_SECOND_FACTOR_START_PATH = '/api/console/second-factor/start';
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
 * in). A wrong code is 401.
 */
export const CONSOLE_SECOND_FACTOR_CONFIRM_PATH = '/api/console/second-factor/confirm';
export const consoleSecondFactorConfirmBodySchema = z.strictObject({ code: z.string().check(z.maxLength(20)) });
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

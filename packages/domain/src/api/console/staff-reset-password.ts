import * as z from 'zod/mini';
import { newStaffPasswordField } from './common';

/** POST /api/console/staff/:staffId/password: admin only; sets a new password (204) and ends their sessions. */
export const consoleStaffResetPasswordBodySchema = z.strictObject({ password: newStaffPasswordField });
export type ConsoleStaffResetPasswordBody = z.output<typeof consoleStaffResetPasswordBodySchema>;

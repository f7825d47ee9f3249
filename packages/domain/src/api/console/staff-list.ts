import * as z from 'zod/mini';
import { staffMemberSchema } from './common';

/** GET /api/console/staff: admin only; every staff member, by name. */
export const consoleStaffListAnswerSchema = z.object({ staff: z.array(staffMemberSchema) });
export type ConsoleStaffListAnswer = z.output<typeof consoleStaffListAnswerSchema>;

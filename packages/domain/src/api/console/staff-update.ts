import * as z from 'zod/mini';
import { staffGroupsField, staffMemberSchema, staffNameField, staffRoleSchema } from './common';

/** Which staff member an address names. */
export const consoleStaffParamsSchema = z.strictObject({ staffId: z.uuid({ error: 'is not a staff id' }) });

/**
 * PATCH /api/console/staff/:staffId: admin only; changes the name, role or groups. Their sessions
 * end when the role or groups change. The last admin cannot stop being one (409).
 */
export const consoleStaffUpdateBodySchema = z.strictObject({
  name: z.optional(staffNameField),
  role: z.optional(staffRoleSchema),
  groups: z.optional(staffGroupsField),
});
export type ConsoleStaffUpdateBody = z.output<typeof consoleStaffUpdateBodySchema>;

export const consoleStaffUpdateAnswerSchema = staffMemberSchema;

import * as z from 'zod/mini';
import {
  newStaffPasswordField,
  staffEmailField,
  staffGroupsField,
  staffNameField,
  staffRoleSchema,
  staffMemberSchema,
} from './common';

/**
 * POST /api/console/staff: admin only; adds a staff member (201). A rep needs at least one group;
 * an e-mail already in use is 409. The password is hashed at once and never answered.
 */
export const consoleStaffAddBodySchema = z.strictObject({
  email: staffEmailField,
  name: staffNameField,
  role: staffRoleSchema,
  groups: z._default(staffGroupsField, []),
  password: newStaffPasswordField,
});
export type ConsoleStaffAddBody = z.output<typeof consoleStaffAddBodySchema>;
export type ConsoleStaffAddRequest = z.input<typeof consoleStaffAddBodySchema>;

export const consoleStaffAddAnswerSchema = staffMemberSchema;

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { STAFF_ROLES } from '@portal/domain';
import { TENANTS_ROOT } from './paths';

const demoStaffSchema = z.array(
  z.strictObject({
    email: z.email().toLowerCase(),
    name: z.string().min(1),
    role: z.enum(STAFF_ROLES),
    groups: z.array(z.string().min(1)),
    password_hash: z.string().startsWith('scrypt$'),
    /** The demo key of the member's second factor (base32), published in demo-secrets.md; sealed when the account is made. */
    totp_secret: z
      .string()
      .regex(/^[A-Z2-7]{32}$/)
      .optional(),
  }),
);

/** One demo staff member: demo-staff.json holds only the hash of the password, and the admin's demo TOTP key. */
export type DemoStaffMember = z.output<typeof demoStaffSchema>[number];

/** The demo staff the server creates on an embedded database that has none (demo-staff.json). */
export function readDemoStaff(root: string = TENANTS_ROOT): DemoStaffMember[] {
  return demoStaffSchema.parse(JSON.parse(readFileSync(join(root, 'demo-staff.json'), 'utf8')));
}

import type { DemoStaffMember } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { staff, staffGroups } from '../db/schema';
import { sealTotpSecret } from '../staff/second-factor';
import { countStaff, normalizeStaffEmail } from '../staff/staff-store';

/**
 * Gives a database that never had a staff account the demo staff (packages/tenants/demo-staff.json,
 * their passwords and the admin's demo TOTP key in demo-secrets.md), so the console opens on the
 * embedded default. Answers how
 * many it made: none when the database has staff already.
 */
export async function ensureDemoStaff(
  db: Database,
  members: readonly DemoStaffMember[],
  secondFactorKey: Buffer,
): Promise<number> {
  if ((await countStaff(db)) > 0) return 0;
  await db.transaction(async (tx) => {
    for (const member of members) {
      const [row] = await tx
        .insert(staff)
        .values({
          email: normalizeStaffEmail(member.email),
          name: member.name,
          role: member.role,
          passwordHash: member.password_hash,
          ...(member.totp_secret
            ? { totpSecret: sealTotpSecret(secondFactorKey, member.totp_secret), totpEnabledAt: new Date() }
            : {}),
        })
        .returning({ id: staff.id });
      if (member.groups.length > 0)
        await tx.insert(staffGroups).values(member.groups.map((groupKey) => ({ staffId: row!.id, groupKey })));
    }
  });
  return members.length;
}

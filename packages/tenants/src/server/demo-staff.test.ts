import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDemoSecrets, readDemoStaffSecrets } from './demo-secrets';
import { readDemoStaff } from './demo-staff';
import { loadTenants } from './load-tenants';
import { TENANTS_ROOT } from './paths';
import { verifySecret } from './secrets';

const staff = readDemoStaff();
const published = readDemoStaffSecrets();

describe('the demo staff', () => {
  it('publishes a password for every account and opens each with it', () => {
    expect(published.map((p) => p.email)).toEqual(staff.map((s) => s.email));
    for (const member of staff) {
      const plain = published.find((p) => p.email === member.email)!.password;
      expect(verifySecret(plain, member.password_hash), member.email).toBe(true);
      expect(verifySecret(`${plain}x`, member.password_hash)).toBe(false);
    }
  });

  it('stores only hashes', () => {
    const text = readFileSync(join(TENANTS_ROOT, 'demo-staff.json'), 'utf8');
    for (const { password } of published) expect(text).not.toContain(password);
  });

  it("links every group's footer representatives to staff reps of that group, under their own names", () => {
    const { groups } = loadTenants();
    for (const tenant of groups.values())
      for (const rep of tenant.config.account_reps) {
        const member = staff.find((s) => s.email === rep.staff);
        expect(member, rep.name).toMatchObject({ role: 'rep', name: rep.name });
        expect(member!.groups, rep.name).toContain(tenant.config.key);
      }
  });

  it("names Guardian's rep in the console, Morgan Tallis, in its footer too", () => {
    const guardian = loadTenants().groups.get('guardian')!;
    expect(guardian.config.account_reps.map((rep) => rep.staff)).toContain('morgan.tallis@crestline.example');
    const inConsole = staff.filter((s) => s.role === 'rep' && s.groups.includes('guardian')).map((s) => s.email);
    expect(guardian.config.account_reps.map((rep) => rep.staff).sort()).toEqual(inConsole.sort());
  });

  it('has an admin, a viewer and reps of two groups each, every group real', () => {
    const keys = new Set(loadTenants().groups.keys());
    expect(staff.filter((s) => s.role === 'admin').map((s) => s.email)).toEqual(['admin@crestline.example']);
    expect(staff.some((s) => s.role === 'viewer')).toBe(true);
    expect(staff.find((s) => s.email === 'morgan.tallis@crestline.example')?.groups).toEqual(['guardian', 'harbor']);
    expect(staff.find((s) => s.email === 'sam.ferrante@crestline.example')?.groups).toEqual(['prairie', 'summit']);
    for (const member of staff) for (const group of member.groups) expect(keys.has(group), group).toBe(true);
  });

  it('leaves the groups table of demo-secrets.md as it was read before', () => {
    expect(readDemoSecrets().map((d) => d.group)).toHaveLength(14);
    expect(readDemoSecrets().some((d) => d.group.includes('@'))).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS_ROOT } from './load-tenants';

export interface DemoSecrets {
  group: string;
  password: string | null;
  admin: string;
  bypassCodes: string[];
  storePasswords: { code: string; password: string }[];
}

const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const STAFF_HEADING = '## Console staff';

/** The rows of demo-secrets.md's tables, cut into cells, before or after the staff heading. */
function tableRows(root: string, part: 'groups' | 'staff'): string[][] {
  const text = readFileSync(join(root, 'demo-secrets.md'), 'utf8');
  const at = text.indexOf(STAFF_HEADING);
  const section = part === 'groups' ? (at === -1 ? text : text.slice(0, at)) : at === -1 ? '' : text.slice(at);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** A demo staff member's e-mail and plain password, as demo-secrets.md publishes them. */
export interface DemoStaffSecret {
  email: string;
  password: string;
}

/** The console staff table of demo-secrets.md. */
export function readDemoStaffSecrets(root: string = TENANTS_ROOT): DemoStaffSecret[] {
  return tableRows(root, 'staff').map((cells) => ({ email: ticked(cells[0]!)[0]!, password: ticked(cells[4]!)[0]! }));
}

/**
 * The plain demo values of demo-secrets.md, read from its two tables: for tests that prove no
 * secret reaches a browser, and for walking every path by hand.
 */
export function readDemoSecrets(root: string = TENANTS_ROOT): DemoSecrets[] {
  const rows = tableRows(root, 'groups');
  const byGroup = new Map<string, DemoSecrets>();
  for (const cells of rows.filter((c) => c.length === 5 && !/^`[A-Z0-9]{6}`$/.test(c[1] ?? ''))) {
    const [group, , password, admin, bypass] = cells.map(ticked) as [string[], string[], string[], string[], string[]];
    byGroup.set(group[0]!, {
      group: group[0]!,
      password: password[0] ?? null,
      admin: admin[0]!,
      bypassCodes: bypass,
      storePasswords: [],
    });
  }
  for (const cells of rows.filter((c) => c.length === 4)) {
    const [group, code, , password] = cells.map(ticked) as [string[], string[], string[], string[]];
    byGroup.get(group[0]!)?.storePasswords.push({ code: code[0]!, password: password[0]! });
  }
  return [...byGroup.values()];
}

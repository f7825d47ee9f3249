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

/**
 * The plain demo values of demo-secrets.md, read from its two tables: for tests that prove no
 * secret reaches a browser, and for walking every path by hand.
 */
export function readDemoSecrets(root: string = TENANTS_ROOT): DemoSecrets[] {
  const rows = readFileSync(join(root, 'demo-secrets.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
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

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf, type GroupDocument } from '@portal/tenants/server';
import { loadFirstVersions, publishGroupVersion } from '../src/offer/offer-versions';
import { registry } from '../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

const CLI = fileURLToPath(new URL('../src/offer-check-cli.ts', import.meta.url));

// Another process opens the database: PostgreSQL only (PGlite in memory is this process's own).
describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run tenants:check-database', () => {
  let database: TestDatabase;
  const check = () =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  it("checks the database's live versions by the files' rules, and names a wrong field with a failing exit", async () => {
    await loadFirstVersions(database.db, registry);
    const fine = check();
    expect(fine.stdout).toContain('14 groups valid in the database (postgres), 0 draft(s).');
    // A store listed without an address is a warning: printed, and the check still passes.
    expect(fine.stdout).toContain(
      'summit/group: stores.SRMZ01.address: Summit Ridge Mazda of Aspen Hollow (SRMZ01) is listed without an address, so it cannot be chosen as a destination.',
    );
    expect(fine.status).toBe(0);
    const broken = JSON.parse(JSON.stringify(documentOf(registry.groups.get('harbor')!))) as GroupDocument & {
      group: { stores: { code: string }[] };
    };
    broken.group.stores[0]!.code = 'bad';
    await publishGroupVersion(database.db, { groupKey: 'harbor', document: broken, publishedBy: null, note: 'broken' });
    const wrong = check();
    expect(wrong.stderr).toContain('harbor/group: stores.0.code: a store code is 6 capital letters or digits');
    expect(wrong.status).toBe(1);
  });
});

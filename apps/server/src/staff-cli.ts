// npm run staff -- list | add | reset | remove | role …  (see STAFF_USAGE)
// Manages the console's staff accounts on the database the server opens (PGlite under DATA_DIR, or
// DATABASE_URL), with the migrations applied first. Stop the server first when the data is in
// PGlite: PGlite is one process's database.
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadTenants } from '@portal/tenants/server';
import { ConfigError, loadConfig } from './config/env';
import { runStaffCommand, STAFF_USAGE, StaffCommandError } from './console/staff-command';
import { openDatabase } from './db/database';
import { contextWords } from './staff/password-rule';

async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(STAFF_USAGE);
    return;
  }
  // The same defaults as main.ts, so the command changes the database `npm start` opens.
  const config = loadConfig(process.env, {
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    dataDir: fileURLToPath(new URL('../../../data', import.meta.url)),
  });
  const registry = loadTenants();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await runStaffCommand(args, {
      db: database.db,
      groups: new Set(registry.groups.keys()),
      passwordContext: contextWords(registry),
      print: (line) => console.log(line),
      readPassword: firstLineOfStdin,
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof StaffCommandError) {
    console.error(`staff: ${error.message}\n\n${STAFF_USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

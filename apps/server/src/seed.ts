// npm run db:seed [-- --orders=N] [-- --replace]
// Fills the database the server would open (PGlite under DATA_DIR, or DATABASE_URL) with a
// made-up order history, so the orders screens have something to show. Run it while the server
// is stopped when the data is in PGlite: PGlite is one process's database.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadTenants } from '@portal/tenants/server';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { seedDemoHistory } from './demo/demo-history';

const DEFAULT_ORDERS = 2_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: String(DEFAULT_ORDERS) }, replace: { type: 'boolean', default: false } },
  });
  const orders = Number(values.orders);
  if (!Number.isInteger(orders) || orders < 1 || orders > 10_000_000) {
    throw new ConfigError(`--orders must be a whole number from 1 to 10,000,000, not '${values.orders}'`);
  }
  // The same defaults as main.ts, so the seed fills the database `npm start` and `npm run dev` open.
  const config = loadConfig(process.env, {
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    dataDir: fileURLToPath(new URL('../../../data', import.meta.url)),
  });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  const registry = loadTenants();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    const result = await database.withClient((client) =>
      seedDemoHistory(client, registry, { orders, replace: values.replace, log: console.log }),
    );
    const placed = [...result.placed.values()].reduce((sum, n) => sum + n, 0);
    const perGroup = [...result.placed].map(([group, n]) => `${group} ${n.toLocaleString('en-US')}`).join(', ');
    if (result.added === 0) {
      console.log(`${where} already holds a demo history: ${placed.toLocaleString('en-US')} placed orders (${perGroup}).`);
      console.log('Nothing was added. `npm run db:seed -- --replace` makes it again, dated up to today.');
    } else {
      const replaced = result.removed > 0 ? `, in place of the ${result.removed.toLocaleString('en-US')} before` : '';
      console.log(`Wrote ${result.added.toLocaleString('en-US')} demo orders to ${where}${replaced}.`);
      console.log(`Placed, as the orders screens list them: ${perGroup}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

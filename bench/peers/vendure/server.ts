// Vendure (@vendure/core) as the peer of the portal's create-order benchmark: one process serving the
// Shop API on PostgreSQL, set up with the minimal data an order needs (populate(), as Vendure's own
// scaffold does): a zone, a country, a 0% tax rate, one shipping method, one payment method that
// settles at once, and one product per line of the portal's bench cart, at the same prices.
// Started by ../run.ts (node --import tsx server.ts); prints "vendure ready" when it takes orders.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bootstrap,
  DefaultLogger,
  JobQueueService,
  LanguageCode,
  LogLevel,
  PaymentMethodHandler,
  type InitialData,
  type VendureConfig,
} from '@vendure/core';
import { populate } from '@vendure/core/cli';

/** What the portal's bench cart holds: one product (one variant) each, same price in cents. */
interface BenchItem {
  sku: string;
  name: string;
  priceCents: number;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const port = Number(env('VENDURE_PORT'));
const database = new URL(env('VENDURE_DATABASE_URL'));
const items = JSON.parse(env('VENDURE_ITEMS')) as BenchItem[];

/** Payment taken and settled in one step, as the docs' example handler does after its gateway answers. */
const settleAtOnce = new PaymentMethodHandler({
  code: 'settle-at-once',
  description: [{ languageCode: LanguageCode.en, value: 'Settled at once (benchmark)' }],
  args: {},
  createPayment: (_ctx, _order, amount) => ({
    amount,
    state: 'Settled' as const,
    transactionId: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    metadata: {},
  }),
  settlePayment: () => ({ success: true }),
});

const config: VendureConfig = {
  apiOptions: {
    hostname: '127.0.0.1',
    port,
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
    // The load comes from a program on loopback, not from a browser on another origin.
    cors: false,
  },
  authOptions: {
    // The session token comes back in the vendure-auth-token header and goes out as a bearer token.
    tokenMethod: 'bearer',
    requireVerification: false,
    // Nobody logs in to the Admin API during the benchmark.
    superadminCredentials: { identifier: 'superadmin', password: randomBytes(16).toString('hex') },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: database.hostname,
    port: Number(database.port || 5432),
    username: decodeURIComponent(database.username || 'postgres'),
    password: decodeURIComponent(database.password),
    database: database.pathname.slice(1),
    // A database of its own, made again each run: no migrations to keep.
    synchronize: true,
    logging: false,
    // As many connections as the portal's pool.
    poolSize: 10,
  },
  paymentOptions: { paymentMethodHandlers: [settleAtOnce] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  // No AdminUI, asset server, e-mail or search plugin: nothing an order through the Shop API needs.
  plugins: [],
};

const initialData: InitialData = {
  defaultLanguage: LanguageCode.en,
  defaultZone: 'Americas',
  countries: [{ name: 'United States of America', code: 'US', zone: 'Americas' }],
  taxRates: [{ name: 'Standard', percentage: 0 }],
  shippingMethods: [{ name: 'Standard Shipping', price: 0 }],
  paymentMethods: [{ name: 'Settle at once', handler: { code: settleAtOnce.code, arguments: [] } }],
  collections: [],
};

/** The product import's CSV: one product of one variant per item, stock not tracked. */
function productsCsv(): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const head =
    'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets';
  const rows = items.map((item) =>
    [
      quote(item.name),
      quote(`bench-${item.sku.toLowerCase()}`),
      quote(item.name),
      '',
      '',
      '',
      '',
      quote(item.sku),
      (item.priceCents / 100).toFixed(2),
      'Standard',
      '1000000',
      'false',
      '',
      '',
    ].join(','),
  );
  const file = join(mkdtempSync(join(tmpdir(), 'vendure-bench-')), 'products.csv');
  writeFileSync(file, [head, ...rows, ''].join('\n'));
  return file;
}

async function main(): Promise<void> {
  const app = await populate(() => bootstrap(config), initialData, productsCsv());
  // Jobs run in this process (the in-memory job queue), as a single-process deployment runs them.
  await app.get(JobQueueService).start();
  // run.ts ends the server with SIGTERM: close the HTTP server and the database pool first.
  process.once('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  console.log('vendure ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

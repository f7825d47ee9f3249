// Draws the invoice PDF of a typical order (6 lines of guardian's catalogue, a store, a bypass code,
// both logos) again and again, one after another on one core: the work of issuing an invoice or
// sending it again. Prints p50 and p99 per PDF, PDFs/s and CPU per PDF, medians of 3 runs.
import type { InvoiceLine, InvoiceSnapshot } from '@portal/domain';
import { dueDate } from '@portal/domain';
import { documentArtSource } from '@portal/server/document-art';
import { drawInvoicePdf } from '@portal/server/invoice-pdf';
import { GENERATED_IMAGES_DIR, loadTenants } from '@portal/tenants/server';
import { recordResult } from './support/results';
import { fmt, median, percentile, table, verdict } from './support/stats';

const TARGET_P99_MS = 50;
const TARGET_PER_SECOND = 40;
const RUNS = 3;
const PER_RUN = Number(process.env.BENCH_INVOICES ?? 2_000);
const WARM_UP = 50;

const registry = loadTenants();
const { provider } = registry;
const tenant = registry.groups.get('guardian')!;
const { config } = tenant;
const store = config.stores[0]!;

const items = tenant.catalogue.filter((item) => !item.restricted && !/^\d+$/.test(Object.keys(item.sizes)[0] ?? ''));
const lines: InvoiceLine[] = Array.from({ length: 6 }, (_, i) => {
  const item = items[(i * 11) % items.length]!;
  const [size, price] = Object.entries(item.sizes)[i % Object.keys(item.sizes).length]!;
  const logo = config.embroideries[item.type]?.[0];
  const quantity = 6 + 3 * i;
  return {
    line_no: i + 1,
    code: item.code,
    name: item.name,
    size,
    color: item.colors[i % item.colors.length]!,
    logos: logo ? `${logo}, ${config.logo_placements[0]}` : '',
    quantity,
    unit_price_cents: price,
    line_total_cents: price * quantity,
    po: i === 4 ? 'GA-SVC-2231' : null,
    customer_po: null,
  };
});
const issuedOn = '2026-03-05';
const snapshot: InvoiceSnapshot = {
  number: 'INV-2026-004417',
  issued_on: issuedOn,
  due_on: dueDate(issuedOn, 'net_30'),
  terms: 'net_30',
  provider: {
    name: provider.name,
    address: provider.address,
    phone: provider.main_phone,
    email: provider.billing_email,
    remit_to: provider.remit_to,
  },
  account: { id: 'bench-account', name: config.title, accounting_name: config.title.toUpperCase(), address: provider.address },
  group: { key: 'guardian', title: config.title, logo: config.company_logo },
  store: { name: store.name, address: store.address ? store.address.split(', ') : [] },
  order: { id: 'bench-order', number: '104417', placed_at: '2026-03-04T15:30:00Z', customer_po: 'GA-7731' },
  buyer: { name: 'Dana Whitfield', email: 'dana.whitfield@guardian-auto.example' },
  bypass_code: store.name,
  lines,
  total_cents: lines.reduce((sum, line) => sum + line.line_total_cents, 0),
};

const art = await documentArtSource(GENERATED_IMAGES_DIR, provider.logo).artFor(config.company_logo);
if (!art.providerLogo || !art.groupLogo) {
  console.error(`The logos are not in ${GENERATED_IMAGES_DIR}: run npm run build first.`);
  process.exit(1);
}

interface Run {
  times: number[];
  perSecond: number;
  cpuMsPerPdf: number;
  bytes: number;
}

/** Draws `count` PDFs one after another: each waits for the one before, as on one busy core. */
async function run(count: number, withArt: typeof art): Promise<Run> {
  const times: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const pdf = await drawInvoicePdf(snapshot, withArt);
    times.push(performance.now() - t0);
    bytes = pdf.length;
  }
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { times, perSecond: (count * 1000) / elapsed, cpuMsPerPdf: (used.user + used.system) / 1000 / count, bytes };
}

await run(WARM_UP, art);
const runs: Run[] = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await run(PER_RUN, art));
// The same order without logos: what the logos cost.
const bare = await run(Math.ceil(PER_RUN / 4), { providerLogo: null, groupLogo: null });

const row = (name: string, r: Run): (string | number)[] => [
  name,
  r.times.length.toLocaleString('en-US'),
  fmt(median(r.times), 2),
  fmt(percentile(r.times, 99), 2),
  fmt(Math.max(...r.times), 2),
  fmt(r.perSecond, 0),
  fmt(r.cpuMsPerPdf, 2),
  fmt(r.bytes / 1024, 1),
];
console.log(`${lines.length}-line invoice of ${config.title}, total ${snapshot.total_cents / 100} dollars`);
console.log(
  table(
    ['run', 'PDFs', 'p50 ms', 'p99 ms', 'max ms', 'PDFs/s', 'CPU ms per PDF', 'KB'],
    [...runs.map((r, i) => row(`${i + 1}, both logos`, r)), row('no logos', bare)],
  ),
);

const p99 = median(runs.map((r) => percentile(r.times, 99)));
const p50 = median(runs.map((r) => median(r.times)));
const perSecond = median(runs.map((r) => r.perSecond));
console.log(
  `median of ${RUNS} runs: p50 ${fmt(p50, 2)} ms, p99 ${fmt(p99, 2)} ms (target at most ${TARGET_P99_MS}: ${verdict(p99 <= TARGET_P99_MS)}), ` +
    `${fmt(perSecond, 0)} PDFs/s (target at least ${TARGET_PER_SECOND}: ${verdict(perSecond >= TARGET_PER_SECOND)})`,
);
recordResult({
  benchmark: 'invoice-pdf',
  measure: `drawInvoicePdf, ${lines.length} lines, both logos: p99`,
  figure: `${fmt(p99, 2)} ms (p50 ${fmt(p50, 2)})`,
  target: `at most ${TARGET_P99_MS} ms`,
  met: p99 <= TARGET_P99_MS,
});
recordResult({
  benchmark: 'invoice-pdf',
  measure: `drawInvoicePdf, ${lines.length} lines, both logos: PDFs/s on one core`,
  figure: fmt(perSecond, 0),
  target: `at least ${TARGET_PER_SECOND}`,
  met: perSecond >= TARGET_PER_SECOND,
});
